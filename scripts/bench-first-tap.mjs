#!/usr/bin/env node
// The first tap that needs the application, after reading: part of `npm run bench:web`, or on
// its own (`node scripts/bench-first-tap.mjs` after `npm run build`; it starts the product).
//
// A phone throttled as Lighthouse's mobile profile is (slow 4G: 150 ms round trip, 1.6 Mbit/s
// down and 750 kbit/s up with Lighthouse's 0.9 factor; 4× slower CPU; a 412×823 touch screen)
// loads a public page, the visitor reads for 5 s without touching it, then changes a control
// that needs the application:
//
// - tour range: the tournament page's table tab, "to tour" set to the first tour;
// - season: the teams list's season filter (the season filter of the public lists), set to
//   another season;
// - calendar: the calendar's tournament picker, set to another tournament;
// - round: the calendar's round list, set to another round.
//
// Measured in the page, or across pages when the server answers (a GET form, ADR 0193; its page
// put in place of the current one before the application is live, ADR 0201): from the
// `input` event of the choice (its timeStamp) to the frame after
// the part of the page that answers shows exactly what the server renders for the chosen
// address (read beforehand from the server-rendered page with the choice in its URL, so a
// loading state or a half-drawn answer never counts). Also printed: whether the application was
// live before the choice, the blocking time (long tasks over 50 ms, their part beyond 50 ms)
// while the visitor read, and the JS downloaded before the choice.
//
// BENCH_TAP_RUNS (default 3) runs per control, medians printed; BENCH_TAP_READ_MS (default
// 5000) the reading time; BENCH_TAP_LATENCY (default 150) the round trip in ms (Lighthouse's
// applied method uses 562.5: its DevTools request latency); BENCH_DEBUG=1 prints the page's errors
// and, for an answer the server rendered, where the time went (request, first and last byte, DOM,
// first paint). Timings are printed, never asserted.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE_SCREEN, throttleLikePhone } from './lib/phone.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct } from './lib/product-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));

const READ_MS = Number(process.env.BENCH_TAP_READ_MS ?? 5000);
const RUNS = Math.max(1, Number(process.env.BENCH_TAP_RUNS ?? 3));
const PHONE = {
  latency: Number(process.env.BENCH_TAP_LATENCY ?? 150),
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
  cpu: 4,
};

async function json(base, url) {
  const res = await fetch(`${base}/api/v1${url}`);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()).data;
}

/**
 * The three controls. The choice made is the first option other than the one shown (for the
 * tour range's "to": the first tour), read from the server-rendered page.
 */
export async function firstTapControls(base) {
  const main = await json(base, '/handbook/main-tournament');
  return [
    {
      name: 'tour range',
      path: `/tournaments/${main.id}`,
      select: '.pub-range select >> nth=1',
      param: 'to_tour_id',
      answer: 'form:has(.pub-range) ~ *',
    },
    {
      name: 'season',
      path: '/teams',
      select: '.pub-filters select >> nth=0',
      param: 'season_id',
      answer: 'main .pub-section',
    },
    {
      name: 'calendar',
      path: '/calendar',
      select: '.pub-selects select',
      param: 'tournament_id',
      answer: '.pub-selects ~ *',
    },
    {
      name: 'round',
      path: '/calendar',
      select: '.pub-rounds select',
      param: 'tour',
      answer: '.pub-calendar__tour',
    },
  ];
}

/** The text of the part of the page that answers (whitespace folded). */
const answerText = (selector) =>
  [...document.querySelectorAll(selector)]
    .map((e) => e.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

async function launch() {
  const { chromium } = require('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
}

/**
 * The choice, and what the server renders for the address with it made: the answer to wait
 * for.
 */
async function expectedAnswer(browser, base, control) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${control.path}`);
    const value = await page
      .locator(control.select)
      .evaluate((select) => [...select.options].find((o) => o.value && o.value !== select.value)?.value);
    if (!value) throw new Error(`${control.path}: nothing else to choose in ${control.select}`);
    await page.goto(`${base}${control.path}?${control.param}=${value}`);
    return { value, expected: await page.evaluate(answerText, control.answer) };
  } finally {
    await context.close();
  }
}

async function oneRun(browser, base, control, { value, expected }) {
  const context = await browser.newContext(PHONE_SCREEN);
  try {
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG)
      page
        .on('pageerror', (e) => console.log('page error', e.message))
        .on('console', (m) => console.log('console', m.text()));
    await throttleLikePhone(context, page, PHONE);
    // In every document of the run (the choice may be answered by a page the server renders):
    // long tasks, when the page went live, and, once a choice was made, the frame that shows the
    // answer. The page's CSP allows no eval, so the answer's text is read here again.
    await page.addInitScript(() => {
      const w = window;
      w.__tasks = [];
      new PerformanceObserver((list) =>
        w.__tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
      ).observe({ type: 'longtask', buffered: true });
      // The document may have no <html> yet.
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.live !== 'true') return;
        w.__liveAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
      const text = (of) =>
        [...document.querySelectorAll(of)]
          .map((e) => e.textContent ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
      w.__watch = () => {
        const wanted = JSON.parse(sessionStorage.getItem('bench:answer') ?? 'null');
        if (!wanted || sessionStorage.getItem('bench:answeredAt')) return;
        let scheduled = false;
        const check = () => {
          scheduled = false;
          if (
            sessionStorage.getItem('bench:answeredAt') ||
            !sessionStorage.getItem('bench:chosenAt') ||
            text(wanted.selector) !== wanted.expected
          )
            return;
          observer.disconnect();
          // This frame shows it: the time after its paint, on the clock every document shares.
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            sessionStorage.setItem('bench:answeredAt', String(performance.timeOrigin + performance.now()));
          channel.port2.postMessage(null);
        };
        const observer = new MutationObserver(() => {
          if (scheduled) return;
          scheduled = true;
          requestAnimationFrame(check);
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      };
      w.__watch();
    });
    await page.goto(`${base}${control.path}`, { waitUntil: 'load' });
    const loadedAt = await page.evaluate(() => performance.now());
    // The visitor reads: nothing touches the page.
    await page.waitForTimeout(READ_MS);
    const before = await page.evaluate(
      ({ loaded, selector, answer }) => {
        const w = window;
        sessionStorage.setItem('bench:answer', JSON.stringify({ selector, expected: answer }));
        window.addEventListener(
          'input',
          (e) => sessionStorage.setItem('bench:chosenAt', String(performance.timeOrigin + e.timeStamp)),
          { capture: true, once: true },
        );
        w.__watch();
        const js = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
        const reading = w.__tasks.filter((t) => t.start >= loaded);
        return {
          live: document.documentElement.dataset.live === 'true',
          liveAfterLoadMs:
            w.__liveAt === undefined
              ? NaN
              : Math.round(w.__liveAt - performance.getEntriesByType('navigation')[0].loadEventStart),
          readingBlockingMs: Math.round(reading.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
          longestTaskMs: Math.round(Math.max(0, ...reading.map((t) => t.duration))),
          jsKB: Math.round(js.reduce((sum, e) => sum + e.transferSize, 0) / 1024),
        };
      },
      { loaded: loadedAt, selector: control.answer, answer: expected },
    );
    const startUrl = page.url();
    await page.locator(control.select).selectOption(value);
    // The answer may come in this document or in the next one: ask until one of them has it.
    let answered = null;
    for (const deadline = Date.now() + 60_000; answered === null && Date.now() < deadline; ) {
      answered = await page
        .evaluate(() =>
          sessionStorage.getItem('bench:answeredAt') && sessionStorage.getItem('bench:chosenAt')
            ? Number(sessionStorage.getItem('bench:answeredAt')) - Number(sessionStorage.getItem('bench:chosenAt'))
            : null,
        )
        .catch(() => null);
      if (answered === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (answered === null) throw new Error(`${control.name}: no answer within 60 s`);
    const answerMs = Math.round(answered);
    const byServer =
      page.url() !== startUrl && !(await page.evaluate(() => document.documentElement.dataset.live === 'true'));
    // In place: the document that made the choice shows the answer (ADR 0201).
    const inPlace =
      byServer &&
      (await page.evaluate(() => performance.timeOrigin < Number(sessionStorage.getItem('bench:chosenAt'))));
    if (process.env.BENCH_DEBUG && inPlace) {
      console.log(
        await page.evaluate((url) => {
          const chosen = Number(sessionStorage.getItem('bench:chosenAt')) - performance.timeOrigin;
          const r = performance.getEntriesByType('resource').find((e) => e.name === url);
          const at = (t) => Math.round(t - chosen);
          return r
            ? `in place: request ${at(r.requestStart)}, first byte ${at(r.responseStart)}, last byte ${at(r.responseEnd)} (${Math.round(r.transferSize / 1024)} KB), answered ${at(Number(sessionStorage.getItem('bench:answeredAt')) - performance.timeOrigin)} (ms after the choice)`
            : 'in place: no resource timing for the page';
        }, page.url()),
      );
    } else if (process.env.BENCH_DEBUG && byServer) {
      console.log(
        await page.evaluate(() => {
          const n = performance.getEntriesByType('navigation')[0];
          const chosen = Number(sessionStorage.getItem('bench:chosenAt')) - performance.timeOrigin;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          return `navigation after the choice ${Math.round(-chosen)}; request ${Math.round(n.requestStart)}, first byte ${Math.round(n.responseStart)}, last byte ${Math.round(n.responseEnd)}, DOM ${Math.round(n.domInteractive)}, FCP ${Math.round(fcp)}, answered ${Math.round(Number(sessionStorage.getItem('bench:answeredAt')) - performance.timeOrigin)} (ms, the new document's clock)`;
        }),
      );
    }
    return { ...before, answerMs, byServer, inPlace };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs the three controls and prints a line each. */
export async function benchFirstTap(base) {
  const browser = await launch();
  try {
    console.log(
      `\nthe first choice that needs the application, after reading ${READ_MS / 1000} s; phone: ${PHONE.latency} ms round trip, 1.6 Mbit/s, 4× CPU, 412×823; medians of ${RUNS} runs`,
    );
    console.log(
      'control | page | answer after the choice (ms) | runs (ms) | answered by | live before the choice | live after load (ms) | blocking while reading (ms) | longest task while reading (ms) | JS before the choice (KB)',
    );
    for (const control of await firstTapControls(base)) {
      const expected = await expectedAnswer(browser, base, control);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, base, control, expected));
      const med = (key) => median(runs.map((r) => r[key]));
      console.log(
        `${control.name} | ${control.path} | ${med('answerMs')} | ${runs.map((r) => r.answerMs).join(', ')} | ${runs.filter((r) => r.byServer).length ? `the server's page (${runs.filter((r) => r.byServer).length}/${runs.length}${runs.some((r) => r.inPlace) ? `, in place ${runs.filter((r) => r.inPlace).length}/${runs.length}` : ''})` : 'the application'} | ${runs.filter((r) => r.live).length}/${runs.length} | ${med('liveAfterLoadMs')} | ${med('readingBlockingMs')} | ${med('longestTaskMs')} | ${med('jsKB')}`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { base, stop } = await startProduct(Number(process.env.BENCH_PORT ?? 3292));
  try {
    await benchFirstTap(base);
  } finally {
    stop();
  }
}
