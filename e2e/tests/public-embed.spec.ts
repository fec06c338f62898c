// A parent subscribes to a calendar that a phone keeps up to date (webcal:// on the site's
// public address, in the server's HTML and after hydration), and a club shows the league's live
// table and fixtures on its own website: the snippet pasted into a plain page of another origin
// shows them in an iframe, sets no cookie and has no axe violation.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { AXE } from './axe';
import { waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

test('the team and tournament calendars subscribe by webcal:// on the public address, before and after hydration', async ({
  page,
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  const paths = await sitemapPaths(page);
  const team = paths.find((p) => /^\/teams\/[^/]+$/.test(p))!;
  for (const [path, kind] of [
    [`/ru${team}/calendar`, 'teams'],
    ['/en/calendar', 'tournaments'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    const written = new RegExp(`href="webcal://${host.replace(/\./g, '\\.')}/api/v1/ical/${kind}/\\d+\\?lang=(ru|en)"`);
    expect(html).toMatch(written);
    await page.goto(path);
    await waitForHydration(page);
    const href = await page.locator('a[href^="webcal:"]').first().getAttribute('href');
    expect(`href="${href}"`).toMatch(written);
  }
});

test.describe('an embed on a club website', () => {
  let server: Server;
  let clubOrigin: string;
  let snippet = '';

  test.beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FC Altai Juniors</title></head><body><main><h1>Our league</h1>${snippet}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    clubOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("the snippet copied from the tournament page shows the table and fixtures on another origin's page, sets no cookie, has no axe violation", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    const tournament = (await sitemapPaths(page)).find((p) => /^\/tournaments\/\d+$/.test(p))!;
    await page.goto(`/en${tournament}`);
    await page.getByText('Put this on your website').click();
    snippet = (await page.locator('.pub-embed code').textContent())!;
    expect(snippet).toContain(`src="${baseURL}/embed/tournaments/`);
    await context.clearCookies();

    await page.goto(clubOrigin);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 2, name: 'Table' })).toBeVisible();
    await expect(frame.getByRole('columnheader', { name: 'Pts' })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 2, name: 'Next matches' })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 2, name: 'Latest results' })).toBeVisible();
    expect(await frame.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await frame.locator('script').count()).toBe(0);
    expect(await context.cookies()).toEqual([]);

    const inner = page.frames().find((f) => f.url().includes('/embed/'))!;
    await inner.addScriptTag({ path: AXE });
    const violations = await inner.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string }[] }> } })
        .axe;
      return (await axe.run(document)).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('embed-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('embed-desktop.png'), fullPage: true });
    await context.close();
  });
});

test('"zhuma" finds every player, all of them one link away', async ({ page }) => {
  const answer = (
    await (await page.request.get('/api/v1/search?q=zhuma', { headers: { 'accept-language': 'en' } })).json()
  ).data as { total: number; counts: { players: number } };
  expect(answer.counts.players).toBeGreaterThan(10);
  await page.goto('/en/search?q=zhuma');
  await expect(page.getByRole('status').filter({ hasText: `Found for “zhuma”: ${answer.total}` })).toBeVisible();
  await page.getByRole('link', { name: `Show all (${answer.counts.players})` }).click();
  const players = page.getByRole('region', { name: /Players/ }).getByRole('listitem');
  await expect(players).toHaveCount(answer.counts.players);
});

for (const [prefix, points] of [
  ['', 'Ұпай'],
  ['/ru', 'Очки'],
  ['/en', 'Pts'],
] as const) {
  test(`the team page shows the points on a 390 px phone (${prefix || 'kk'})`, async ({ page }) => {
    const team = (await sitemapPaths(page)).find((p) => /^\/teams\/[^/]+$/.test(p))!;
    await page.goto(`${prefix}${team}`);
    const header = page.getByRole('table').first().getByRole('columnheader', { name: points, exact: true });
    await expect(header).toBeInViewport();
  });
}

test("following a team puts its next match at the top of the home page's first HTML", async ({ page, baseURL }) => {
  const team = (await sitemapPaths(page)).find((p) => /^\/teams\/[^/]+$/.test(p))!;
  await page.goto(`/en${team}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Follow this team' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  const cookies = await page.context().cookies();
  const slug = team.split('/').pop()!;
  expect(cookies.find((c) => c.name === 'league_teams')?.value).toBe(slug);
  // The next visit: the server's HTML already holds the team's block, before any script.
  const html = await (await page.request.get('/en', { headers: { cookie: `league_teams=${slug}` } })).text();
  expect(html).toContain('<h2 id="home-mine">My team</h2>');
  expect(html.indexOf('id="home-mine"')).toBeLessThan(html.indexOf('id="home-table"'));
  expect(html).toContain('Next match');
  expect(html).toMatch(
    new RegExp(`href="webcal://${new URL(baseURL!).host.replace(/\./g, '\\.')}/api/v1/ical/teams/\\d+\\?lang=en"`),
  );
  await page.goto('/en');
  await expect(page.getByRole('region', { name: 'My team' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-my-team-390.png'), fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('home-my-team-desktop.png'), fullPage: false });
});
