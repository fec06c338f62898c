// The sitemap: every public page in three languages with hreflang alternates and lastmod from
// the data, hidden subjects left out, an index of parts when the site is large.
import { createSitemapService, localizedUrl, STATIC_PAGES } from '../../../src/modules/sitemap/index';
import { DEMO_NOW, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

const t = suiteApp({ seed: 'demo', clock: () => DEMO_NOW });

const ORIGIN = 'https://league.example.org';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const entries = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);

it('lists every public page in kk, ru and en, each naming all three and x-default', async () => {
  const res = await request(t.app, { method: 'GET', url: '/api/v1/sitemap' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const xml = res.body;
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  const all = locs(xml);
  expect(new Set(all).size).toBe(all.length);
  const origin = new URL(all[0]!).origin;
  for (const page of STATIC_PAGES)
    for (const language of ['kk', 'ru', 'en'] as const) expect(all).toContain(localizedUrl(origin, page, language));
  expect(all).toContain(`${origin}/ru`);
  expect(all).not.toContain(`${origin}/ru/`);
  for (const entry of entries(xml)) {
    expect(entry.match(/hreflang="(kk|ru|en|x-default)"/g)).toEqual([
      'hreflang="kk"',
      'hreflang="ru"',
      'hreflang="en"',
      'hreflang="x-default"',
    ]);
  }
  // Subjects from the demo league, with their last change.
  const team = await t.db
    .selectFrom('teams')
    .select(['slug', 'updated_at'])
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const teamEntry = entries(xml).find((e) => e.includes(`<loc>${origin}/en/teams/${team.slug}</loc>`));
  expect(teamEntry).toContain(`<lastmod>${new Date(team.updated_at).toISOString()}</lastmod>`);
  expect(teamEntry).toContain(`hreflang="kk" href="${origin}/teams/${team.slug}"`);
  // A tournament's tabs and a team's sections are pages of their own.
  for (const section of ['calendar', 'squad', 'staff'])
    expect(all).toContain(`${origin}/en/teams/${team.slug}/${section}`);
  const tournament = await t.db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const tab of ['form', 'scorers', 'assistants', 'disqualifications', 'checkerboard', 'calendar'])
    expect(all).toContain(`${origin}/ru/tournaments/${tournament.id}/${tab}`);
  const match = await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow();
  expect(all).toContain(`${origin}/matches/${match.id}`);
  const player = await t.db.selectFrom('players').select('slug').orderBy('id').executeTakeFirstOrThrow();
  expect(all).toContain(`${origin}/ru/players/${player.slug}`);
  const staff = await t.db
    .selectFrom('team_staff as ts')
    .innerJoin('staff as s', 's.id', 'ts.staff_id')
    .innerJoin('teams as tm', 'tm.id', 'ts.team_id')
    .where('ts.is_active', '=', true)
    .select(['s.slug', 'tm.slug as team'])
    .executeTakeFirstOrThrow();
  expect(all).toContain(`${origin}/teams/${staff.team}/staff/${staff.slug}`);
  expect(all.some((u) => /\/(search|cabinet)/.test(u))).toBe(false);
});

it('leaves out news not yet published or unpublished, and inactive teams', async () => {
  const team = await t.db.selectFrom('teams').select(['id', 'slug']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const news = await t.db.selectFrom('news').select(['id', 'slug']).orderBy('id').limit(2).execute();
  await t.db.updateTable('teams').set({ is_active: false }).where('id', '=', team.id).execute();
  await t.db.updateTable('news').set({ status: 'unpublished' }).where('id', '=', news[0]!.id).execute();
  await t.db
    .updateTable('news')
    .set({ published_at: new Date(DEMO_NOW.getTime() + 86_400_000) })
    .where('id', '=', news[1]!.id)
    .execute();
  const all = locs(await createSitemapService({ db: t.db, clock: () => DEMO_NOW, origin: ORIGIN }).sitemap());
  expect(all).not.toContain(`${ORIGIN}/teams/${team.slug}`);
  expect(all).not.toContain(`${ORIGIN}/news/${news[0]!.slug}`);
  expect(all).not.toContain(`${ORIGIN}/news/${news[1]!.slug}`);
  expect(all).toContain(`${ORIGIN}/news`);
});

it('is an index of parts past the part size, each part answered and the one past the end not found', async () => {
  const service = createSitemapService({ db: t.db, clock: () => DEMO_NOW, origin: ORIGIN, partSize: 40 });
  const index = await service.sitemap();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const parts = locs(index);
  expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
  const everyPage = new Set<string>();
  for (let n = 1; n <= parts.length; n++) {
    const part = await service.part(n);
    const pageLocs = locs(part);
    expect(pageLocs.length).toBeLessThanOrEqual(40 * 3);
    for (const loc of pageLocs) everyPage.add(loc);
  }
  const whole = locs(await createSitemapService({ db: t.db, clock: () => DEMO_NOW, origin: ORIGIN }).sitemap());
  expect(everyPage).toEqual(new Set(whole));
  await expect(service.part(parts.length + 1)).rejects.toMatchObject({ code: 'not_found' });
  const res = await request(t.app, { method: 'GET', url: '/api/v1/sitemap?part=1' });
  expect(res.statusCode).toBe(404);
  expect((await request(t.app, { method: 'GET', url: '/api/v1/sitemap?part=abc' })).statusCode).toBe(422);
});
