#!/usr/bin/env node
// `npm start`: builds whatever app is not built yet, then starts the product server
// (server/src/main.ts), which serves the whole product on one port: the API at /api/v1, uploads,
// the shell at / with public pages rendered on the server, each remote under /remotes/<dir>/ and
// /remotes.json pointing at them. Demo data is created on the first start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildApps({ onlyMissing: !process.argv.includes('--rebuild') });

const child = spawn(process.execPath, ['--import', '@league/api/register', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
