// GET /search on the seeded demo league: names match in Kazakh Cyrillic, Russian spelling and
// Latin; results are grouped by kind; a long or empty q never gives a 500.
import { ErrorEnvelope, SearchResponse, type SearchResults } from '@league/shared/contracts';
import { sql } from 'kysely';
import { assert } from 'superstruct';
import { searchKey } from '../../../src/lib/transliterate';
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

describe.each(dbTargets)('search (%s)', (target) => {
  const t = suiteApp({ target, seed: 'demo' });

  async function search(q: string, language: 'kk' | 'ru' | 'en' = 'kk', extra = ''): Promise<SearchResults> {
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}`,
      language,
    });
    expect({ q: q.slice(0, 40), status: response.statusCode }).toEqual({ q: q.slice(0, 40), status: 200 });
    const body = response.json();
    assert(body, SearchResponse);
    return body.data;
  }

  test('the database computes the same search key as the TypeScript function', async () => {
    const samples = [
      'Жәнібек Қасымұлы',
      'ЖАНИБЕК',
      'Zhanibek',
      'Щукин-Юрий',
      'Мұхтар «Қайрат» U-14',
      'ёлка Йога',
      "O'Neil 2012",
    ];
    for (const sample of samples) {
      const row = await sql<{ key: string }>`select league_search_key(${sample}) as key`.execute(t.db);
      expect(row.rows[0].key).toBe(searchKey(sample));
    }
  });

  test('the stored search vector is the vector of the search key in every row, and the query text reads as to_tsquery does', async () => {
    for (const table of ['players', 'referees', 'staff', 'teams', 'clubs', 'news']) {
      const stale = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table)} where search_vector is distinct from to_tsvector('simple', search_key)`.execute(
        t.db,
      );
      expect({ table, stale: stale.rows[0].n }).toEqual({ table, stale: 0 });
    }
    for (const q of ['zhan:*', 'kairat:* & 2012:*', 'a:*', 'u14:*']) {
      const row = await sql<{ same: boolean }>`select ${q}::tsquery = to_tsquery('simple', ${q}) as same`.execute(t.db);
      expect({ q, same: row.rows[0].same }).toEqual({ q, same: true });
    }
  });

  test('a player is found by the Kazakh, the Russian and the Latin spelling of the first name', async () => {
    const player = await sql<{
      slug: string;
      first_name_kk: string;
      first_name_ru: string;
      first_name_en: string;
      last_name_kk: string;
      last_name_en: string;
    }>`
      select slug, first_name_kk, first_name_ru, first_name_en, last_name_kk, last_name_en from players
      where first_name_kk ~ '[әғқңөұүһі]' order by id limit 1`.execute(t.db);
    const p = player.rows[0];
    expect(p).toBeDefined();
    for (const [q, language] of [
      [`${p.first_name_kk} ${p.last_name_kk}`, 'kk'],
      [`${p.first_name_ru} ${p.last_name_kk}`, 'ru'],
      [`${p.first_name_en} ${p.last_name_en}`, 'en'],
      [`${p.first_name_en.toLowerCase()} ${p.last_name_kk.slice(0, 3)}`, 'en'],
    ] as const) {
      const results = await search(q, language);
      expect({ q, found: results.players.map((x) => x.slug) }).toEqual({ q, found: expect.arrayContaining([p.slug]) });
    }
    // The player's name comes back in the request language.
    const kk = await search(`${p.first_name_en} ${p.last_name_en}`, 'kk');
    expect(kk.players.find((x) => x.slug === p.slug)?.name).toBe(`${p.first_name_kk} ${p.last_name_kk}`);
  });

  test('Cyrillic and Latin first names give the same players', async () => {
    const cyr = await search('Жәнібек', 'ru');
    const ru = await search('Жанибек', 'ru');
    const lat = await search('Zhanibek', 'ru');
    expect(cyr.players.length).toBeGreaterThan(0);
    expect(ru.players.map((x) => x.slug)).toEqual(cyr.players.map((x) => x.slug));
    expect(lat.players.map((x) => x.slug)).toEqual(cyr.players.map((x) => x.slug));
  });

  test('teams, clubs, referees, news and matches are found and grouped by kind', async () => {
    const team = await sql<{
      slug: string;
      title_kk: string;
      title_en: string;
    }>`select slug, title_kk, title_en from teams order by id limit 1`.execute(t.db);
    const byTeam = await search(team.rows[0].title_en ?? team.rows[0].title_kk, 'en');
    expect(byTeam.teams.map((x) => x.slug)).toContain(team.rows[0].slug);
    expect(byTeam.matches.length).toBeGreaterThan(0);
    for (const match of byTeam.matches) expect([match.host.slug, match.guest.slug]).toContain(team.rows[0].slug);

    const club = await sql<{
      slug: string;
      title_kk: string;
    }>`select slug, title_kk from clubs order by id limit 1`.execute(t.db);
    expect((await search(club.rows[0].title_kk)).clubs.map((x) => x.slug)).toContain(club.rows[0].slug);

    const referee = await sql<{
      slug: string;
      last_name_kk: string;
    }>`select slug, last_name_kk from referees order by id limit 1`.execute(t.db);
    expect((await search(referee.rows[0].last_name_kk)).referees.map((x) => x.slug)).toContain(referee.rows[0].slug);

    const news = await sql<{
      slug: string;
      title_ru: string;
    }>`select slug, title_ru from news where is_published and published_at <= '2026-03-01' order by id limit 1`.execute(
      t.db,
    );
    const firstWords = news.rows[0].title_ru.split(/\s+/).slice(0, 2).join(' ');
    expect((await search(firstWords, 'ru')).news.map((x) => x.slug)).toContain(news.rows[0].slug);

    // The total counts every match, not only those shown (at most `limit` of each kind).
    const results = await search('Zhanibek');
    const { counts } = results;
    expect(results.total).toBe(
      counts.players + counts.teams + counts.clubs + counts.referees + counts.news + counts.matches,
    );
    const few = await search('a', 'en', '&limit=3');
    expect(few.players).toHaveLength(3);
    expect(few.counts.players).toBeGreaterThan(3);
    expect(few.total).toBeGreaterThan(few.players.length + few.teams.length + few.clubs.length + few.matches.length);
    expect((await search('a', 'en', '&limit=50')).counts).toEqual(few.counts);
  });

  test('limit per kind', async () => {
    const results = await search('a', 'kk', '&limit=2');
    for (const kind of ['players', 'teams', 'clubs', 'referees', 'news', 'matches'] as const)
      expect(results[kind].length).toBeLessThanOrEqual(2);
  });

  test('an empty, blank or punctuation-only q gives empty groups', async () => {
    for (const q of ['', '   ', "'&|!():*", '<script>']) {
      const results = await search(q);
      expect(results.total).toBe(0);
    }
    const none = await request(t.app, { method: 'GET', url: '/api/v1/search' });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.total).toBe(0);
  });

  test('q is trimmed and cut: a 10 KB q answers 200 (never 500)', async () => {
    const results = await search(`  ${'Жәнібек '.repeat(1300)}  `);
    expect(results.q.length).toBeLessThanOrEqual(100);
    expect(results.q.startsWith('Жәнібек')).toBe(true);
  });

  test('bad parameters are refused with a field error, never a 500', async () => {
    for (const url of ['/search?q=a&limit=0', '/search?q=a&limit=1000', '/search?q=a&limit=x', '/search?q[]=a']) {
      const response = await request(t.app, { method: 'GET', url: `/api/v1${url}`, language: 'kk' });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
      assert(response.json(), ErrorEnvelope);
    }
  });

  test('a parameter search does not read (a tracking tag on a shared link) is ignored', async () => {
    const plain = await request(t.app, { method: 'GET', url: '/api/v1/search?q=a', language: 'kk' });
    const tagged = await request(t.app, {
      method: 'GET',
      url: '/api/v1/search?q=a&utm_source=whatsapp',
      language: 'kk',
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toEqual(plain.json());
  });
});
