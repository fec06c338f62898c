// The public site has no serious or critical axe-core violation — contrast, names, roles,
// scrollable regions the keyboard can reach — on a page of every kind the sitemap lists, as a
// parent sees it: in Kazakh on a 390 px phone and in English on a desktop, once the page is live.
import { expect, test, type Page } from '@playwright/test';
import { AXE, seriousViolations } from './axe';
import { waitForHydration } from './fixtures';

/** One page of each kind from the sitemap (unprefixed paths), and the lists and tabs a parent opens. */
async function pagesToCheck(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map((m) => m[1]!)
    .filter((p) => !/^\/(ru|en)(\/|$)/.test(p));
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
      await page.addScriptTag({ path: AXE });
      const violations = await seriousViolations(page);
      if (violations.length) found[url] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });
}

// The pages Lighthouse measures (bench:web) in each language, with no violation of any impact:
// headings in order under the tournament's table, one landmark per name on the team page.
test('the tournament and team pages in kk, ru and en: no axe violation at all', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const page = await context.newPage();
  const paths = await pagesToCheck(page);
  // The league's main tournament: its table has teams level on points, explained under it.
  const main = ((await (await page.request.get('/api/v1/handbook/main-tournament')).json()) as { data: { id: number } })
    .data;
  const found: Record<string, string[]> = {};
  for (const path of [`/tournaments/${main.id}`, paths[6]!]) {
    for (const prefix of ['', '/ru', '/en']) {
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      await page.addScriptTag({ path: AXE });
      const violations = await seriousViolations(page, true);
      if (violations.length) found[`${prefix}${path}`] = violations;
    }
  }
  expect(found).toEqual({});
  await context.close();
});
