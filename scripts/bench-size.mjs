#!/usr/bin/env node
// `npm run bench:size`: prints, per app, the gzip bytes of its remoteEntry, of the federation
// runtime code it carries, and the JS (gzip) a first-time visitor downloads before each of the four
// benchmark pages (home, a tournament, a match, a team) shows its content.
// Run after `npm run build` (the npm script does that). BENCH_MODULES=1 adds the first page's
// scripts by package (an estimate from rspack's stats).
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
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    });
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
      result.push({
        page: pagePath,
        scripts: scripts.slice(0, beforeIntent),
        afterIntent: scripts.slice(beforeIntent),
      });
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
  console.log(
    `${app.dir.padEnd(24)} ${kb(shipped).padStart(19)}   ${kb(own).padStart(31)}   ${kb(own - shipped).padStart(14)}`,
  );
}
if (runtime)
  console.log(
    `federation runtime: ${kb(runtime)} gzip, shipped once in the shell instead of in each of ${REMOTES.length} remotes`,
  );
const appOf = (url) => /^\/remotes\/([^/]+)\//.exec(url)?.[1] ?? 'shell';
const describe = (scripts) => {
  const byApp = {};
  for (const s of scripts) byApp[appOf(s.url)] = (byApp[appOf(s.url)] ?? 0) + s.gz;
  const total = scripts.reduce((sum, s) => sum + s.gz, 0);
  return `${scripts.length} JS files, ${kb(total)} gzip (${
    Object.entries(byApp)
      .map(([app, bytes]) => `${app} ${kb(bytes)}`)
      .join(', ') || 'none'
  })`;
};
const pages = await firstLoadJs(Number(process.env.BENCH_PORT ?? 3290));
for (const { page, scripts, afterIntent } of pages) {
  console.log(`\n${page}: before the page shows ${describe(scripts)}; after the first intent ${describe(afterIntent)}`);
  // BENCH_FILES=1 lists every file, largest first.
  if (process.env.BENCH_FILES === '1') {
    for (const s of [...scripts, ...afterIntent].sort((a, b) => b.gz - a.gz))
      console.log(`  ${kb(s.gz).padStart(9)}  ${s.url}`);
  }
}
// BENCH_MODULES=1: what the first page loads, by package or shared folder (ADR 0203).
if (process.env.BENCH_MODULES === '1') await byModule(pages[0]);

/**
 * The first page's scripts by what is in them: the shell and mf-public are built again with
 * rspack's stats (same content hashes as the served build), and each file's gzip bytes are shared
 * out among its modules by their sizes — a line is an estimate to about half a KB.
 */
async function byModule({ page, scripts, afterIntent }) {
  const { rspack } = await import('@rspack/core');
  const modulesOf = new Map();
  for (const dir of ['shell', 'mf-public']) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), `league-stats-${dir}-`));
    process.env.LEAGUE_OUT_DIR = out;
    const previous = process.cwd();
    process.chdir(path.join(root, dir));
    try {
      const config = (await import(path.join(root, dir, 'rspack.config.mjs'))).default;
      const stats = await new Promise((resolve, reject) => {
        const compiler = rspack(config);
        compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result))));
      });
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        orphanModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      for (const chunk of json.chunks) {
        const modules = [];
        const walk = (m) =>
          m.modules?.length ? m.modules.forEach(walk) : modules.push({ name: m.name ?? '', size: m.size });
        (chunk.modules ?? []).forEach(walk);
        for (const file of chunk.files ?? []) if (file.endsWith('.js')) modulesOf.set(`${dir}/${file}`, modules);
      }
    } finally {
      process.chdir(previous);
      delete process.env.LEAGUE_OUT_DIR;
      fs.rmSync(out, { recursive: true, force: true });
    }
  }
  const groupOf = (name) =>
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ??
    /shared\/src\/([^/.]+)/.exec(name)?.[0] ??
    (/^\.\/src\/([^/.]+)/.exec(name)?.[1] ? `own code: ${/^\.\/src\/([^/.]+)/.exec(name)[1]}` : 'other');
  const totals = new Map();
  for (const s of [...scripts, ...afterIntent]) {
    const app = appOf(s.url);
    const file = s.url.replace(/^\/remotes\/[^/]+\//, '').replace(/^\//, '');
    const modules = modulesOf.get(`${app === 'shell' ? 'shell' : app}/${file}`);
    const sum = modules?.reduce((n, m) => n + m.size, 0) ?? 0;
    if (!modules || sum === 0) {
      totals.set(`${app}: ${file}`, (totals.get(`${app}: ${file}`) ?? 0) + s.gz);
      continue;
    }
    for (const m of modules) {
      const key = `${app}: ${groupOf(m.name)}`;
      totals.set(key, (totals.get(key) ?? 0) + (s.gz * m.size) / sum);
    }
  }
  console.log(`\n${page} by module (gzip, estimated):`);
  for (const [key, bytes] of [...totals].sort((a, b) => b[1] - a[1]))
    if (bytes >= 100) console.log(`  ${kb(bytes).padStart(9)}  ${key}`);
}
