#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile emulation, Debian's Chromium) on four public pages —
// the four category scores, LCP, TBT, CLS and JS bytes — and axe-core violations per page.
// BENCH_DETAILS=1 also prints each page's LCP element and the elements that shifted.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct } from './lib/product-server.mjs';
import { benchPages } from './lib/bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const axeSource = require('node:fs').readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(url) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    // bypassCSP: the product's CSP (rightly) refuses the injected axe script.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.addScriptTag({ content: axeSource });
    const result = await page.evaluate(async () => {
      const r = await (window).axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    return result;
  } finally {
    await browser.close();
  }
}

const port = Number(process.env.BENCH_PORT ?? 3291);
const { base, stop } = await startProduct(port);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const rows = [];
  for (const pagePath of await benchPages(base)) {
    const url = `${base}${pagePath}`;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
    const axe = await axeViolations(url);
    rows.push({
      page: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      jsKB: scripts ? Math.round(scripts.transferSize / 1024) : null,
      axe: axe.length,
      axeIds: axe.join(', '),
      // What the figures are about: the LCP element and the elements that shifted.
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => `${i.node?.snippet ?? '?'} (${Number(i.score ?? 0).toFixed(3)})`).join('; '),
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : '',
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .join(', '),
    });
  }
  console.log('page | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS KB | axe');
  for (const r of rows) {
    console.log(`${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKB} | ${r.axe}`);
  }
  for (const r of rows) {
    if (r.axeIds) console.log(`axe on ${r.page}: ${r.axeIds}`);
    if (r.failing) console.log(`failing audits on ${r.page}: ${r.failing}`);
    if (process.env.BENCH_DETAILS === '1' && r.lcpElement) console.log(`LCP element on ${r.page}: ${r.lcpElement}`);
    if (process.env.BENCH_DETAILS === '1' && r.shifts) console.log(`layout shifts on ${r.page}: ${r.shifts}`);
    if (r.runtimeError) console.log(`Lighthouse could not measure ${r.page}: ${r.runtimeError}`);
  }
} finally {
  await chrome.kill();
  stop();
}
