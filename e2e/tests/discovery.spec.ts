// What search engines and phones look for: robots.txt and the sitemap, one address per page,
// the root following the locale cookie on the server, the icons and manifest, and schema.org
// structured data (JSON-LD) on the league's, a match's, a team's and a news item's pages.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydration } from './fixtures';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  return locsOf(await res.text());
}

/** The JSON-LD objects a server-rendered page carries in its head. */
async function structuredData(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!) as Record<string, unknown>[];
}

const isAbsolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
const ofType = (data: Record<string, unknown>[], type: string) =>
  data.find((d) => d['@type'] === type) as Record<string, any> | undefined;

/** Rules of schema.org and of the search engines' rich results for the types the site writes. */
function expectValid(item: Record<string, any>) {
  expect(item['@context']).toBe('https://schema.org');
  switch (item['@type']) {
    case 'SportsEvent':
      expect(typeof item.name).toBe('string');
      expect(item.name.length).toBeGreaterThan(0);
      expect(Date.parse(item.startDate)).not.toBeNaN();
      expect(item.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Postponed|Cancelled|Rescheduled)$/);
      expect(isAbsolute(item.url)).toBe(true);
      if (!item.homeTeam) {
        // A tournament: organised by the league, its teams as competitors.
        expect(item.organizer['@type']).toBe('SportsOrganization');
        expect(isAbsolute(item.organizer.url)).toBe(true);
        expect(item.competitor.length).toBeGreaterThan(0);
        for (const team of item.competitor) expect(isAbsolute(team.url)).toBe(true);
        break;
      }
      for (const side of [item.homeTeam, item.awayTeam]) {
        expect(side['@type']).toBe('SportsTeam');
        expect(side.name.length).toBeGreaterThan(0);
        expect(isAbsolute(side.url)).toBe(true);
      }
      expect(item.location['@type']).toBe('Place');
      expect(isAbsolute(item.url)).toBe(true);
      break;
    case 'SportsTeam':
      expect(item.name.length).toBeGreaterThan(0);
      expect(item.sport).toBe('Soccer');
      expect(isAbsolute(item.url)).toBe(true);
      expect(item.parentOrganization['@type']).toBe('SportsOrganization');
      break;
    case 'NewsArticle':
      expect(item.headline.length).toBeGreaterThan(0);
      expect(item.headline.length).toBeLessThanOrEqual(110);
      expect(Date.parse(item.datePublished)).not.toBeNaN();
      expect(item.image.length).toBeGreaterThan(0);
      for (const image of item.image) expect(isAbsolute(image)).toBe(true);
      expect(item.publisher.name.length).toBeGreaterThan(0);
      break;
    case 'SportsOrganization':
      expect(item.name.length).toBeGreaterThan(0);
      expect(isAbsolute(item.url)).toBe(true);
      if (item.logo !== undefined) expect(isAbsolute(item.logo)).toBe(true);
      break;
    case 'Person':
      // A player or referee: a name and a page, a player's team; nothing else of a child.
      expect(item.name.length).toBeGreaterThan(0);
      expect(isAbsolute(item.url)).toBe(true);
      expect(Object.keys(item).sort()).toEqual(
        ['@context', '@type', 'name', 'url', ...(item.memberOf ? ['memberOf'] : [])].sort(),
      );
      break;
    case 'BreadcrumbList':
      expect(item.itemListElement.length).toBeGreaterThanOrEqual(2);
      item.itemListElement.forEach((crumb: Record<string, any>, i: number) => {
        expect(crumb['@type']).toBe('ListItem');
        expect(crumb.position).toBe(i + 1);
        expect(crumb.name.length).toBeGreaterThan(0);
        expect(isAbsolute(crumb.item)).toBe(true);
      });
      break;
    default:
      throw new Error(`unexpected type ${item['@type']}`);
  }
}

test('robots.txt names the sitemap; the sitemap lists pages in three languages that answer with themselves as canonical', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  const locs = await sitemapLocs(request);
  const paths = locs.map((l) => new URL(l).pathname);
  for (const page of ['/', '/ru', '/en', '/teams', '/ru/news', '/en/tournaments']) expect(paths).toContain(page);
  // One page of each kind, in one of the languages: it answers 200 and names that address as canonical.
  const kinds = [
    /^\/matches\/\d+$/,
    /^\/ru\/teams\/[^/]+$/,
    /^\/en\/players\/[^/]+$/,
    /^\/news\/[^/]+$/,
    /^\/ru\/clubs\/[^/]+$/,
    /^\/en\/tournaments\/\d+$/,
    /^\/teams\/[^/]+\/staff\/[^/]+$/,
    /^\/ru\/media\/[^/]+$/,
    // A tournament's tab and a team's section are pages of their own.
    /^\/ru\/tournaments\/\d+\/scorers$/,
    /^\/en\/teams\/[^/]+\/calendar$/,
  ];
  for (const kind of kinds) {
    const path = paths.find((p) => kind.test(p));
    expect(path, String(kind)).toBeDefined();
    const res = await request.get(path!);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
  }
});

test('a trailing slash answers 301 to the one address of the page', async ({ request }) => {
  for (const [from, to] of [
    ['/teams/', '/teams'],
    ['/en/', '/en'],
    ['/ru/tournaments/?page=2', '/ru/tournaments?page=2'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers()['location']).toBe(to);
  }
});

test('a returning Russian visitor opening the root is sent to /ru by the server, before any page is drawn', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'i18n_redirected', value: 'ru', url: baseURL! }]);
  const res = await context.request.get('/', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe('/ru');
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') documents.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);
  expect(documents).toEqual(['302 /', '200 /ru']);
  await context.close();
});

test('icons and a web manifest that phones can install from', async ({ page, request }) => {
  await page.goto('/en');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/api/v1/league/icon?size=180');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/api/v1/league/manifest');
  const manifest = await request.get('/api/v1/league/manifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(body.start_url).toBe('/');
  expect(body.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
  for (const icon of [...body.icons.map((i) => i.src), '/favicon.ico', '/api/v1/league/icon?size=180']) {
    const res = await request.get(icon);
    expect(res.status(), icon).toBe(200);
    const bytes = await res.body();
    if (icon !== '/favicon.ico') expect(bytes.subarray(1, 4).toString(), icon).toBe('PNG');
  }
});

test('structured data: the league, a match, a team and a news item, each with its breadcrumbs, valid for schema.org', async ({
  request,
  page,
}) => {
  const paths = (await sitemapLocs(request)).map((l) => new URL(l).pathname);
  const home = await structuredData(request, '/en');
  home.forEach(expectValid);
  const league = ofType(home, 'SportsOrganization')!;
  // The league's logo is its own icon (its uploaded logo drawn, or its mark), a PNG that answers.
  expect(new URL(league.logo).pathname + new URL(league.logo).search).toMatch(
    /^\/api\/v1\/league\/icon\?size=512&v=\d+$/,
  );
  const logo = await request.get(new URL(league.logo).pathname + new URL(league.logo).search);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');

  const matchPath = paths.find((p) => /^\/en\/matches\/\d+$/.test(p))!;
  const match = await structuredData(request, matchPath);
  match.forEach(expectValid);
  expect(ofType(match, 'SportsEvent')!.url).toMatch(new RegExp(`${matchPath}$`));
  expect(ofType(match, 'BreadcrumbList')!.itemListElement.at(-1).item).toMatch(new RegExp(`${matchPath}$`));

  const teamPath = paths.find((p) => /^\/ru\/teams\/[^/]+$/.test(p))!;
  const team = await structuredData(request, teamPath);
  team.forEach(expectValid);
  expect(ofType(team, 'SportsTeam')!.url).toMatch(new RegExp(`${teamPath}$`));

  const newsPath = paths.find((p) => /^\/news\/[^/]+$/.test(p))!;
  const news = await structuredData(request, newsPath);
  news.forEach(expectValid);
  expect(ofType(news, 'NewsArticle')!.inLanguage).toBe('kk');

  // A club, a player, a referee and a tournament describe themselves too.
  for (const [kind, type] of [
    [/^\/ru\/clubs\/[^/]+$/, 'SportsOrganization'],
    [/^\/en\/players\/[^/]+$/, 'Person'],
    [/^\/referees\/[^/]+$/, 'Person'],
    [/^\/en\/tournaments\/\d+$/, 'SportsEvent'],
  ] as const) {
    const path = paths.find((p) => kind.test(p));
    expect(path, String(kind)).toBeDefined();
    const data = await structuredData(request, path!);
    data.forEach(expectValid);
    expect(ofType(data, type)!.url).toMatch(new RegExp(`${path}$`));
  }

  // Once the page is live, moving to another page in the browser keeps one script: the new page's.
  await page.goto(teamPath);
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/ru\/teams$/);
  // The list page's data replaces the team's (the old script stands until the new page declares its own).
  const types = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      (JSON.parse(text) as Record<string, unknown>[]).map((d) => d['@type']),
    );
  await expect.poll(types).toEqual([['BreadcrumbList']]);
});
