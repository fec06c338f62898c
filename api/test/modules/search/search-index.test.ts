// The site search answered from each API process's memory (ADR 0202) gives exactly what the
// database computes — the same rows, in the same order, shown the same way — for queries typed
// in Kazakh, in Russian and in Latin letters; its rank is PostgreSQL's `ts_rank` to the last bit.
// It follows every write at once: a rename is found by the next search, on the instance that
// took it and on another one on the same PostgreSQL, and searches running while writers rename
// players never fail.
import type { SearchResults } from '@league/shared/contracts';
import { sql } from 'kysely';
import { searchWords } from '../../../src/lib/transliterate';
import { parseTsVector, rankItems, tsRank } from '../../../src/modules/search/search.index';
import { searchFromDatabase } from '../../../src/modules/search/search.service';
import { playerFormValues, renameBody, renamePlayer as renameInCabinet } from '../../cabinet-people-helpers';
import { fireTogether, tally, type Writer } from '../../concurrency-helpers';
import { expectFoundByStoredNames, renameTeam } from './renames';
import { dbTargets, DEMO_NOW, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

type Language = 'kk' | 'ru' | 'en';

describe.each(dbTargets)('search index (%s)', (target) => {
  // On PostgreSQL a second API instance on the same database.
  const t = suiteApp({ target, seed: 'demo', replicas: 1 }, 240_000);
  let admin: string;

  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
  }, 240_000);

  async function search(q: string, language: Language = 'ru', limit = 10, app = t.app): Promise<SearchResults> {
    const response = await request(app, {
      method: 'GET',
      url: `/api/v1/search?q=${encodeURIComponent(q)}&limit=${limit}`,
      language,
    });
    expect({ q, status: response.statusCode }).toEqual({ q, status: 200 });
    return response.json().data as SearchResults;
  }
  const playerSlugs = async (q: string, app = t.app) => (await search(q, 'ru', 10, app)).players.map((p) => p.slug);

  /** Queries by the names of the demo league in one script: whole names, first letters, two words. */
  async function queriesIn(script: 'kk' | 'ru' | 'en'): Promise<string[]> {
    const players = await sql<{ first: string; last: string }>`
      select ${sql.ref(`first_name_${script}`)} as first, ${sql.ref(`last_name_${script}`)} as last from players
      where ${sql.ref(`first_name_${script}`)} <> '' and ${sql.ref(`last_name_${script}`)} <> '' order by id limit 8`.execute(
      t.db,
    );
    const teams = await sql<{
      title: string;
    }>`select ${sql.ref(`title_${script}`)} as title from teams where ${sql.ref(`title_${script}`)} <> '' order by id limit 4`.execute(
      t.db,
    );
    const referees = await sql<{
      last: string;
    }>`select ${sql.ref(`last_name_${script}`)} as last from referees where ${sql.ref(`last_name_${script}`)} <> '' order by id limit 2`.execute(
      t.db,
    );
    const news = await sql<{
      title: string;
    }>`select ${sql.ref(`title_${script}`)} as title from news where ${sql.ref(`title_${script}`)} <> '' order by id limit 2`.execute(
      t.db,
    );
    const queries: string[] = [];
    for (const p of players.rows)
      queries.push(`${p.first} ${p.last}`, p.last, p.first.slice(0, 3), `${p.first.slice(0, 1)} ${p.last.slice(0, 2)}`);
    for (const team of teams.rows)
      queries.push(
        team.title,
        team.title.split(' ')[0].slice(0, 4),
        `${team.title.split(' ')[0]} ${team.title.split(' ')[0]}`,
      );
    for (const r of referees.rows) queries.push(r.last.slice(0, 4));
    for (const n of news.rows) queries.push(n.title.split(/\s+/).slice(0, 2).join(' '));
    expect(queries.length).toBeGreaterThan(30);
    return queries;
  }

  it.each(['kk', 'ru', 'en'] as const)(
    'answers as the database does, for names typed in the %s script, in every language and limit',
    async (script) => {
      const queries = [
        ...(await queriesIn(script)),
        ...(script === 'en' ? ['a', 'zh', 'e', '1', '20'] : ['а', 'Жан', 'Жәнібек', 'ка', 'Қ']),
      ];
      let found = 0;
      for (const q of queries) {
        for (const language of ['kk', 'ru', 'en'] as const) {
          for (const limit of [3, 50]) {
            const answer = await search(q, language, limit);
            expect({ q, language, limit, answer }).toEqual({
              q,
              language,
              limit,
              answer: await searchFromDatabase(t.db, language, q, limit, DEMO_NOW),
            });
            found += answer.total;
          }
        }
      }
      expect(found).toBeGreaterThan(queries.length * 6);
    },
  );

  it('ranks a row exactly as ts_rank does (float4), for one word and for several', async () => {
    for (const q of ['a', 'zh', 'kair', 'a b', 'a a', 'zha a', 'n s e', 'ser ser s']) {
      const words = searchWords(q);
      const tsQuery = words.map((word) => `${word}:*`).join(' & ');
      for (const table of ['players', 'teams', 'news']) {
        const rows = await sql<{ vector: string; rank: number }>`
          select search_vector::text as vector, ts_rank(search_vector, ${tsQuery}::tsquery) as rank
          from ${sql.table(table)} where search_vector @@ ${tsQuery}::tsquery order by id limit 200`.execute(t.db);
        for (const row of rows.rows) {
          expect({
            q,
            vector: row.vector,
            rank: tsRank(parseTsVector(row.vector), rankItems(words), words.length),
          }).toEqual({ q, vector: row.vector, rank: Math.fround(Number(row.rank)) });
        }
      }
    }
  });

  const renamePlayer = (id: number, slug: string, first: string, last: string, app = t.app) =>
    renameInCabinet(app, admin, { id, slug }, first, last);

  it('finds a player renamed on one instance by the next search on every instance, and no longer by the old name', async () => {
    const player = await t.db
      .selectFrom('players')
      .select(['id', 'slug', 'first_name_kk', 'last_name_kk'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const oldName = `${player.first_name_kk} ${player.last_name_kk}`;
    // Every instance has built its index before the write.
    for (const app of t.apps) {
      expect(await playerSlugs(oldName, app)).toContain(player.slug);
      expect(await playerSlugs('Тілеубергенов', app)).toEqual([]);
    }
    // Taken by the last instance (on PostgreSQL not the first one, which is searched below too).
    const writer = t.apps[t.apps.length - 1];
    expect((await renamePlayer(player.id, player.slug, 'Ақжолтай', 'Тілеубергенов', writer)).statusCode).toBe(200);
    for (const app of t.apps) {
      for (const q of ['Ақжолтай Тілеубергенов', 'Акжолтай Тилеубергенов', 'Akzholtai Tileubergenov', 'tileub'])
        expect({ q, found: await playerSlugs(q, app) }).toEqual({ q, found: [player.slug] });
      expect(await playerSlugs(oldName, app)).not.toContain(player.slug);
    }
  });

  it('shows a renamed team beside its players and in its matches at once, the players themselves unchanged', async () => {
    const row = await t.db
      .selectFrom('team_players as tp')
      .innerJoin('players as p', 'p.id', 'tp.player_id')
      .innerJoin('teams as tm', 'tm.id', 'tp.team_id')
      .select(['p.first_name_kk', 'p.last_name_kk', 'p.slug', 'tm.id as team_id'])
      .where('tp.is_active', '=', true)
      .where('tp.left_at', 'is', null)
      .orderBy('p.id')
      .offset(40)
      .executeTakeFirstOrThrow();
    const q = `${row.first_name_kk} ${row.last_name_kk}`;
    const before = (await search(q, 'kk')).players.find((p) => p.slug === row.slug);
    expect(before?.team?.id).toBe(row.team_id);
    const edited = await renameTeam(t.app, admin, row.team_id, 'Сарыарқалықтар');
    expect(edited.statusCode).toBe(200);
    for (const app of t.apps) {
      const results = await request(app, {
        method: 'GET',
        url: `/api/v1/search?q=${encodeURIComponent(q)}`,
        language: 'kk',
      });
      expect(results.json().data.players.find((p: { slug: string }) => p.slug === row.slug)?.team).toEqual({
        id: row.team_id,
        slug: before!.team!.slug,
        title: 'Сарыарқалықтар',
      });
      const byTeam = (await search('Сарыарқалықтар', 'kk', 10, app)).matches;
      for (const match of byTeam)
        expect([match.host, match.guest]).toContainEqual({
          id: row.team_id,
          slug: before!.team!.slug,
          title: 'Сарыарқалықтар',
        });
      expect({ q, answer: await search(q, 'kk', 10, app) }).toEqual({
        q,
        answer: await searchFromDatabase(t.db, 'kk', q, 10, DEMO_NOW),
      });
    }
  });

  it('answers every search while writers rename players on every instance, and ends with each stored name found', async () => {
    const players = await t.db.selectFrom('players').select(['id', 'slug']).orderBy('id').offset(20).limit(6).execute();
    const forms = await Promise.all(players.map((p) => playerFormValues(t.app, admin, p.slug)));
    const name = (i: number, round: number) => ({
      first: `Жүгірген${'абвгде'[i]}`,
      last: `Қозғалысов${'абвгде'[round]}`,
    });
    const writers: Writer[] = [];
    for (let round = 0; round < 2; round++) {
      players.forEach((p, i) =>
        writers.push({
          method: 'PUT',
          url: `/cabinet/players/${p.id}/edit`,
          token: admin,
          payload: renameBody(forms[i], name(i, round).first, name(i, round).last),
        }),
      );
    }
    const queries = ['Жүгірген', 'Қозғалысов', 'zhugir koz', 'a', 'kozgal'];
    const searches = Array.from({ length: 30 }, (_, i) =>
      request(t.apps[i % t.apps.length], {
        method: 'GET',
        url: `/api/v1/search?q=${encodeURIComponent(queries[i % queries.length])}`,
        language: 'kk',
      }),
    );
    const [answers, searched] = await Promise.all([fireTogether(t.apps, writers), Promise.all(searches)]);
    const summary = tally(answers);
    expect({ serverError: summary.serverError, other: summary.other }).toEqual({ serverError: 0, other: {} });
    expect(searched.map((response) => response.statusCode)).toEqual(searched.map(() => 200));

    await expectFoundByStoredNames(t, players, playerSlugs);
  });
});
