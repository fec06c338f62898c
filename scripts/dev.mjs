#!/usr/bin/env node
// `npm run dev`: the API with --watch on port 4000 and the five rspack dev servers with live
// reload (shell on 3000, remotes on 3101–3104). The shell's dev server proxies /api to the API
// and answers /remotes.json with the remotes' dev URLs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DEV_PORT, REMOTES, SHELL } from '../config/apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rspack = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
const children = [];

function run(name, args, cwd, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => console.info(`${prefix}exited with ${code}`));
  children.push(child);
}

run('api', ['--watch', '--import', '@league/api/register', 'src/server.ts'], path.join(root, 'api'), {
  PORT: String(API_DEV_PORT),
  // Its output is piped through here, not a terminal: a person reads it all the same.
  LOG_FORMAT: 'pretty',
});
for (const app of [SHELL, ...REMOTES]) {
  run(app.dir, [rspack, 'serve', '-c', 'rspack.config.mjs'], path.join(root, app.dir), {
    NODE_ENV: 'development',
    LEAGUE_SERVE: '1',
  });
}
console.info(`Open http://localhost:${SHELL.devPort}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
