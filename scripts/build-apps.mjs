// Builds the shell and the four remotes (all, or only those whose dist/ is missing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL, WAKE_FILE } from '../config/apps.mjs';
import { SERVER_APPS } from '../config/rspack.server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APP_DIRS = [SHELL.dir, ...REMOTES.map((r) => r.dir)];

export function isBuilt(dir) {
  const dist = path.join(root, dir, 'dist');
  const server =
    !SERVER_APPS.includes(dir) ||
    fs.existsSync(path.join(dist, 'server', dir === SHELL.dir ? 'render.js' : 'remoteEntry.js'));
  const wake =
    dir !== SHELL.dir ||
    (fs.existsSync(path.join(dist, 'js')) && fs.readdirSync(path.join(dist, 'js')).some((f) => WAKE_FILE.test(f)));
  return (
    server &&
    wake &&
    fs.existsSync(path.join(dist, 'index.html')) &&
    (dir === SHELL.dir || fs.existsSync(path.join(dist, 'remoteEntry.js')))
  );
}

/**
 * Runs one app's production rspack build; `env` adds variables (e.g. another output folder).
 * The shell and the public remote also get their server build (dist/server/, ADR 0100), and the
 * shell its wake script (ADR 0135), after the browser build, which empties dist/.
 */
export function buildOne(dir, env = {}, stdio = 'inherit') {
  runRspack(dir, 'rspack.config.mjs', env, stdio);
  if (dir === SHELL.dir) runRspack(dir, 'rspack.wake.config.mjs', env, stdio);
  // Into another folder, the server build goes where LEAGUE_SERVER_OUT_DIR says (a release, ADR 0301).
  if (SERVER_APPS.includes(dir) && (env.LEAGUE_OUT_DIR === undefined || env.LEAGUE_SERVER_OUT_DIR !== undefined))
    runRspack(dir, 'rspack.server.config.mjs', env, stdio);
}

function runRspack(dir, configFile, env, stdio) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', configFile],
    {
      cwd: path.join(root, dir),
      stdio,
      env: { ...process.env, NODE_ENV: 'production', ...env },
    },
  );
  if (result.status !== 0) throw new Error(`build of ${dir} failed`);
}

export function buildApps({ onlyMissing = false } = {}) {
  for (const dir of APP_DIRS) {
    if (onlyMissing && isBuilt(dir)) continue;
    console.info(`[build] ${dir}`);
    buildOne(dir);
    precompress(path.join(root, dir, 'dist'));
  }
}

/** Writes .br and .gz beside every text asset, so the server sends them compressed for free. */
export function precompress(dist) {
  for (const entry of fs.readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|json|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    // The server build (dist/server/) is read from disk by the product server, not sent.
    if (path.relative(dist, file).split(path.sep)[0] === 'server') continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) buildApps({ onlyMissing: process.argv.includes('--missing') });
