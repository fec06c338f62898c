// Builds the shell and the four remotes (all, or only those whose dist/ is missing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL } from '../config/apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APP_DIRS = [SHELL.dir, ...REMOTES.map((r) => r.dir)];

export function isBuilt(dir) {
  const dist = path.join(root, dir, 'dist');
  return fs.existsSync(path.join(dist, 'index.html')) && (dir === SHELL.dir || fs.existsSync(path.join(dist, 'remoteEntry.js')));
}

export function buildApps({ onlyMissing = false } = {}) {
  for (const dir of APP_DIRS) {
    if (onlyMissing && isBuilt(dir)) continue;
    console.info(`[build] ${dir}`);
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'], {
      cwd: path.join(root, dir),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build of ${dir} failed`);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) buildApps({ onlyMissing: process.argv.includes('--missing') });
