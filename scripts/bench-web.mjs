#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile emulation, Debian's Chromium) on four public pages —
// home, a tournament, a match and a team — each in kk, ru and en: the four category scores, FCP,
// LCP, TBT, CLS and JS bytes, and axe-core violations per page.
//
// Each page is measured with Lighthouse's two ways of throttling to slow 4G and a 4× slower CPU:
// `simulated` (its default: the page loads at full speed and Lighthouse estimates the throttled
// timings from that trace) and `applied` (DevTools throttles the network and the CPU while the
// page loads, and Lighthouse reads the timings as they happened). Both are printed, never one in
// place of the other; docs/performance.md says how they differ on these pages.
//
// BENCH_RUNS=3 measures each page and method three times and prints the medians (one run each by
// default; single runs of the same build move by several hundred ms of TBT on a shared machine).
// BENCH_LANGS=one measures the four pages in one language each (kk, ru, kk, en), as before.
// BENCH_MODES=simulated (or applied) measures with one method only.
// BENCH_DETAILS=1 also prints each page's LCP element and the elements that shifted.
// BENCH_PAGES lists the pages to measure instead (comma-separated paths), or `news`: the newest
// published news item in kk, ru and en.
// BENCH_FOLLOW=1 measures the home page only, as a visitor who follows the demo's first two teams
// ("my team": the `league_teams` cookie, so the first HTML opens with their next matches).
// First, each page's HTML as the server answers it: its size raw, gzip and brotli (the levels
// the server compresses with), and the inline styles in it. BENCH_LIGHTHOUSE=0 leaves Lighthouse
// out (the sizes and the parts below still run).
//
// A rendered page starts its scripts on the visitor's first intent (ADR 0135), so the start-up
// is measured there too: on the four pages, on a phone throttled as Lighthouse's applied method
// does (slow 4G, 4× CPU), the page loaded and left alone, then a tap on the menu button: the time
// until the page is live and until the menu is open, the blocking time meanwhile (long tasks
// over 50 ms) and the scripts downloaded after the tap. BENCH_INTENT=0 leaves it out.
//
// Last, the first choice that needs the application after 5 s of reading (the tournament's tour
// range, the teams' season, the calendar's tournament): scripts/bench-first-tap.mjs, which says
// what it measures. BENCH_FIRST_TAP=0 leaves it out.
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PHONE_SCREEN, throttleLikePhone } from './lib/phone.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct } from './lib/product-server.mjs';
import { benchPages } from './lib/bench-pages.mjs';
import { benchFirstTap } from './bench-first-tap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const axeSource = require('node:fs').readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function axeViolations(url) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    // bypassCSP: the product's CSP (rightly) refuses the injected axe script.
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
      ...(followCookie ? { extraHTTPHeaders: { Cookie: followCookie } } : {}),
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.addScriptTag({ content: axeSource });
    const result = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    return result;
  } finally {
    await browser.close();
  }
}

const port = Number(process.env.BENCH_PORT ?? 3291);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const MODES = (process.env.BENCH_MODES ?? 'simulated,applied')
  .split(',')
  .map((m) => m.trim())
  .filter((m) => m === 'simulated' || m === 'applied');
const TARGETS = { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02 };

/** The benchmark pages in kk, ru and en (or as listed, with BENCH_LANGS=one). */
function inLanguages(pages) {
  if (process.env.BENCH_LANGS === 'one') return pages;
  const bare = [...new Set(pages.map((p) => p.replace(/^\/(ru|en)(?=\/|$)/, '') || '/'))];
  return bare.flatMap((p) => [p, `/ru${p === '/' ? '' : p}`, `/en${p === '/' ? '' : p}`]);
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The cookie a visitor who follows teams sends (BENCH_FOLLOW=1), or none. */
let followCookie = '';

async function measure(url, mode) {
  const result = await lighthouse(url, {
    port: chrome.port,
    ...(followCookie ? { extraHeaders: { Cookie: followCookie } } : {}),
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    // Lighthouse's own mobile settings (slow 4G, 4× CPU), simulated or applied while loading.
    throttlingMethod: mode === 'applied' ? 'devtools' : 'simulate',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  });
  const lhr = result.lhr;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKB: scripts ? Math.round(scripts.transferSize / 1024) : null,
    // What the figures are about: the LCP element and the elements that shifted.
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .map((i) => `${i.node?.snippet ?? '?'} (${Number(i.score ?? 0).toFixed(3)})`)
      .join('; '),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : '',
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
      .join(', '),
  };
}

/** Slow 4G and a 4× slower processor, as Lighthouse's applied (DevTools) throttling sets them. */
const PHONE = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
  cpu: 4,
};

/** The first tap on a page left alone since it loaded: until live, until the menu is open. */
async function firstIntent(url) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext(PHONE_SCREEN);
    const page = await context.newPage();
    await throttleLikePhone(context, page, PHONE);
    await page.addInitScript(() => {
      const w = window;
      w.__tasks = [];
      new PerformanceObserver((list) =>
        w.__tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
      ).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const before = await page.evaluate(() => {
      const w = window;
      const html = document.documentElement;
      const mark = (name, test) =>
        new MutationObserver((_, observer) => {
          if (!test()) return;
          w[name] = performance.now();
          observer.disconnect();
        });
      mark('__live', () => html.dataset.live === 'true').observe(html, {
        attributes: true,
        attributeFilter: ['data-live'],
      });
      const toggle = document.querySelector('.sh-menu-toggle');
      mark('__open', () => toggle.getAttribute('aria-expanded') === 'true').observe(toggle, {
        attributes: true,
        attributeFilter: ['aria-expanded'],
      });
      return {
        live: html.dataset.live === 'true',
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).length,
      };
    });
    const tappedAt = await page.evaluate(() => performance.now());
    await page.locator('.sh-menu-toggle').tap();
    await page.locator('html[data-live="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator('.sh-menu-toggle[aria-expanded="true"]').waitFor({ timeout: 60_000 });
    return await page.evaluate(
      ({ at, idle }) => {
        const w = window;
        const openAt = w.__open ?? performance.now();
        const blocking = w.__tasks
          .filter((t) => t.start >= at)
          .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
        const js = performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= at && (e.initiatorType === 'script' || e.name.endsWith('.js')))
          .reduce((sum, e) => sum + e.transferSize, 0);
        return {
          liveBefore: idle.live,
          scriptsBefore: idle.scripts,
          liveMs: Math.round((w.__live ?? performance.now()) - at),
          openMs: Math.round(openAt - at),
          blockingMs: Math.round(blocking),
          jsKB: Math.round(js / 1024),
        };
      },
      { at: tappedAt, idle: before },
    );
  } finally {
    await browser.close();
  }
}

/** A page's HTML as the server answers it: raw, and compressed as the server compresses it. */
async function htmlSize(url) {
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...(followCookie ? { cookie: followCookie } : {}) },
  });
  const html = await res.text();
  const bytes = Buffer.byteLength(html);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]),
    0,
  );
  const br = brotliCompressSync(html, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    },
  }).length;
  return { status: res.status, bytes, styles, gzip: gzipSync(html, { level: 6 }).length, br };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const { base, stop } = await startProduct(port);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  let pages = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',').map((p) => p.trim())
    : inLanguages(await benchPages(base));
  if (process.env.BENCH_PAGES === 'news') {
    // The newest published news item, in kk, ru and en.
    const [item] = (await (await fetch(`${base}/api/v1/news?per_page=1`)).json()).data;
    pages = inLanguages([`/news/${item.slug}`]);
  }
  if (process.env.BENCH_FOLLOW === '1') {
    const teams = await (await fetch(`${base}/api/v1/teams`)).json();
    const list = Array.isArray(teams.data) ? teams.data : (teams.data.teams ?? []);
    followCookie = `league_teams=${encodeURIComponent(
      list
        .slice(0, 2)
        .map((t) => t.slug)
        .join(','),
    )}`;
    pages = pages.filter((p) => p === '/' || p === '/ru' || p === '/en');
    console.log(`following: ${followCookie}`);
  }
  console.log('page | HTML KB | inline styles KB | gzip KB | brotli KB');
  for (const pagePath of pages) {
    const size = await htmlSize(`${base}${pagePath}`);
    console.log(
      `${pagePath} | ${kb(size.bytes)} | ${kb(size.styles)} | ${kb(size.gzip)} | ${kb(size.br)}${size.status === 200 ? '' : ` (${size.status})`}`,
    );
  }
  const rows = [];
  for (const pagePath of process.env.BENCH_LIGHTHOUSE === '0' ? [] : pages) {
    const url = `${base}${pagePath}`;
    const axe = await axeViolations(url);
    for (const mode of MODES) {
      const runs = [];
      // Runs of a page alternate with nothing else: the same server, the same warm page.
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url, mode));
      const ok = runs.filter((r) => !r.runtimeError);
      const med = (key) => median(ok.map((r) => r[key]));
      rows.push({
        page: pagePath,
        mode,
        runs: ok.length,
        performance: med('performance'),
        accessibility: med('accessibility'),
        bestPractices: med('bestPractices'),
        seo: med('seo'),
        fcpMs: med('fcpMs'),
        lcpMs: med('lcpMs'),
        tbtMs: med('tbtMs'),
        tbtRange: ok.length > 1 ? `${Math.min(...ok.map((r) => r.tbtMs))}–${Math.max(...ok.map((r) => r.tbtMs))}` : '',
        cls: med('cls'),
        jsKB: med('jsKB'),
        axe: axe.length,
        axeIds: axe.join(', '),
        lcpElement: ok[0]?.lcpElement ?? '',
        shifts: ok
          .map((r) => r.shifts)
          .filter(Boolean)
          .join(' | '),
        runtimeError: runs
          .map((r) => r.runtimeError)
          .filter(Boolean)
          .join('; '),
        failing: [...new Set(ok.flatMap((r) => (r.failing ? r.failing.split(', ') : [])))].join(', '),
      });
    }
  }
  console.log(
    `${RUNS > 1 ? `medians of ${RUNS} runs; ` : ''}mobile, slow 4G, 4× CPU; simulated = Lighthouse's estimate from an unthrottled load, applied = throttled while loading`,
  );
  console.log('page | mode | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS | JS KB | axe');
  for (const r of rows) {
    console.log(
      `${r.page} | ${r.mode} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs}${r.tbtRange ? ` (${r.tbtRange})` : ''} | ${r.cls} | ${r.jsKB} | ${r.axe}`,
    );
  }
  for (const mode of rows.length > 0 ? MODES : []) {
    const of = rows.filter((r) => r.mode === mode && r.runs > 0);
    const met = (test) => `${of.filter(test).length}/${of.length}`;
    console.log(
      `${mode}: performance ≥ ${TARGETS.performance} on ${met((r) => r.performance >= TARGETS.performance)} pages, LCP ≤ ${TARGETS.lcpMs} ms on ${met((r) => r.lcpMs <= TARGETS.lcpMs)}, ` +
        `TBT ≤ ${TARGETS.tbtMs} ms on ${met((r) => r.tbtMs <= TARGETS.tbtMs)}, CLS ≤ ${TARGETS.cls} on ${met((r) => r.cls <= TARGETS.cls)}, a11y/best/SEO 100 on ${met((r) => r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100)}, axe 0 on ${met((r) => r.axe === 0)}`,
    );
  }
  for (const r of rows) {
    const at = `${r.page} (${r.mode})`;
    if (r.axeIds && r.mode === MODES[0]) console.log(`axe on ${r.page}: ${r.axeIds}`);
    if (r.failing) console.log(`failing audits on ${at}: ${r.failing}`);
    if (process.env.BENCH_DETAILS === '1' && r.lcpElement) console.log(`LCP element on ${at}: ${r.lcpElement}`);
    if (process.env.BENCH_DETAILS === '1' && r.shifts) console.log(`layout shifts on ${at}: ${r.shifts}`);
    if (r.runtimeError) console.log(`Lighthouse could not measure ${at}: ${r.runtimeError}`);
  }
  if (process.env.BENCH_INTENT !== '0') {
    console.log(
      `\nthe first tap (on the menu button) of a page left alone since it loaded; phone: slow 4G, 4× CPU, DevTools throttling${RUNS > 1 ? `; medians of ${RUNS} runs` : ''}`,
    );
    console.log(
      'page | scripts before the tap | live after (ms) | menu open after (ms) | blocking time meanwhile (ms) | JS after the tap (KB)',
    );
    for (const pagePath of await benchPages(base)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await firstIntent(`${base}${pagePath}`));
      const med = (key) => median(runs.map((r) => r[key]));
      console.log(
        `${pagePath} | ${runs[0].scriptsBefore}${runs.some((r) => r.liveBefore) ? ' (live before the tap)' : ''} | ${med('liveMs')} | ${med('openMs')} | ${med('blockingMs')} | ${med('jsKB')}`,
      );
    }
  }
  if (process.env.BENCH_FIRST_TAP !== '0') await benchFirstTap(base);
} finally {
  await chrome.kill();
  stop();
}
