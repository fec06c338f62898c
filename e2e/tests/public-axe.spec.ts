// The public site has no serious or critical axe-core violation — contrast, names, roles,
// scrollable regions the keyboard can reach — on a page of every kind the sitemap lists, as a
// parent sees it: in Kazakh on a 390 px phone and in English on a desktop, once the page is live.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One page of each kind from the sitemap (unprefixed paths), and the lists and tabs a parent opens. */
async function pagesToCheck(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!).filter((p) => !/^\/(ru|en)(\/|$)/.test(p));
  const first = (pattern: RegExp) => paths.find((p) => pattern.test(p));
  const tournament = first(/^\/tournaments\/\d+$/)!;
  return [
    '/',
    '/tournaments',
    tournament,
    `${tournament}/scorers`,
    `${tournament}/calendar`,
    first(/^\/matches\/\d+$/)!,
    first(/^\/teams\/[^/]+$/)!,
    `${first(/^\/teams\/[^/]+$/)!}/squad`,
    first(/^\/players\/[^/]+$/)!,
    first(/^\/clubs\/[^/]+$/)!,
    first(/^\/news\/[^/]+$/)!,
    '/calendar',
    '/search?q=Алтай',
  ];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}${v.nodes.length > 5 ? ` … ${v.nodes.length} in all` : ''}`);
  });
}

for (const [name, viewport, prefix] of [
  ['in Kazakh on a 390 px phone', { width: 390, height: 844 }, ''],
  ['in English on a desktop', { width: 1280, height: 900 }, '/en'],
] as const) {
  test(`public pages ${name}: no serious or critical axe violation`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of await pagesToCheck(page)) {
      const url = `${prefix}${path === '/' && prefix ? '' : path}`;
      await page.goto(url || '/');
      await waitForHydration(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[url] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });
}
