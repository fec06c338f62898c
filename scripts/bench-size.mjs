#!/usr/bin/env node
// `npm run bench:size`: prints, per app, the gzip bytes of its remoteEntry, of the federation
// runtime code it carries, and the JS (gzip) a first-time visitor downloads before each of the four
// benchmark pages (home, a tournament, a match, a team) shows its content.
// Run after `npm run build` (the npm script does that).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { REMOTES } from '../config/apps.mjs';
import { buildOne } from './build-apps.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct } from './lib/product-server.mjs';
import { benchPages } from './lib/bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Weight of the federation runtime a remote would carry: its remoteEntry built with its own
 * runtime minus the remoteEntry that reads the shell's runtime (what we ship).
 */
function ownRuntimeEntry(dir) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `league-${dir}-`));
  buildOne(dir, { LEAGUE_OWN_RUNTIME: '1', LEAGUE_OUT_DIR: out }, 'ignore');
  const size = gzip(fs.readFileSync(path.join(out, 'remoteEntry.js')));
  fs.rmSync(out, { recursive: true, force: true });
  return size;
}

/**
 * JS (gzip) a first-time visitor downloads before each benchmark page shows its content: a fresh
 * browser context per page (empty cache), every script until the network is idle and the page has
 * its heading. Then what the application adds once the visitor shows an intent (a rendered page
 * starts its scripts then, ADR 0135): a pointer move, until the page is live and the network idle.
 */
async function firstLoadJs(port) {
  const { base, stop } = await startProduct(port);
  try {
    const { chromium } = require('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
    const result = [];
    for (const pagePath of await benchPages(base)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script') {
          try {
            scripts.push({ url: new URL(res.url()).pathname, gz: gzip(await res.body()) });
          } catch {
            // redirected or aborted
          }
        }
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const beforeIntent = scripts.length;
      await page.mouse.move(5, 7);
      await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await context.close();
      result.push({ page: pagePath, scripts: scripts.slice(0, beforeIntent), afterIntent: scripts.slice(beforeIntent) });
    }
    await browser.close();
    return result;
  } finally {
    stop();
  }
}

// BENCH_PAGES_ONLY=1 skips the remoteEntry table (it builds every remote a second time).
console.log('app                       remoteEntry (gzip)   same entry with its own runtime   runtime weight');
let runtime = 0;
for (const app of process.env.BENCH_PAGES_ONLY === '1' ? [] : REMOTES) {
  const shipped = gzip(fs.readFileSync(path.join(root, app.dir, 'dist/remoteEntry.js')));
  const own = ownRuntimeEntry(app.dir);
  runtime = Math.max(runtime, own - shipped);
  console.log(`${app.dir.padEnd(24)} ${kb(shipped).padStart(19)}   ${kb(own).padStart(31)}   ${kb(own - shipped).padStart(14)}`);
}
if (runtime) console.log(`federation runtime: ${kb(runtime)} gzip, shipped once in the shell instead of in each of ${REMOTES.length} remotes`);
const appOf = (url) => /^\/remotes\/([^/]+)\//.exec(url)?.[1] ?? 'shell';
const describe = (scripts) => {
  const byApp = {};
  for (const s of scripts) byApp[appOf(s.url)] = (byApp[appOf(s.url)] ?? 0) + s.gz;
  const total = scripts.reduce((sum, s) => sum + s.gz, 0);
  return `${scripts.length} JS files, ${kb(total)} gzip (${Object.entries(byApp).map(([app, bytes]) => `${app} ${kb(bytes)}`).join(', ') || 'none'})`;
};
for (const { page, scripts, afterIntent } of await firstLoadJs(Number(process.env.BENCH_PORT ?? 3290))) {
  console.log(`\n${page}: before the page shows ${describe(scripts)}; after the first intent ${describe(afterIntent)}`);
  // BENCH_FILES=1 lists every file, largest first.
  if (process.env.BENCH_FILES === '1') {
    for (const s of [...scripts, ...afterIntent].sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(s.gz).padStart(9)}  ${s.url}`);
  }
}
