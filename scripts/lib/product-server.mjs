// Starts the built product (`scripts/start.mjs`) on a port with a fresh demo database, for the
// benchmarks. Returns the base URL and a stop function.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startProduct(port, { timeoutMs = 240_000, env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bench-'));
  const base = `http://127.0.0.1:${port}`;
  // The address the browser uses is the product's public address: the rendered pages name their
  // chunks by it, and a page that names them by another origin loads its styles again on start.
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/v1/datetime`);
      if (res.ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error('the product server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
