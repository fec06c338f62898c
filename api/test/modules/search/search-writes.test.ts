// The site search sees every write at once: its words are stored with the row (the generated
// `search_vector`, ADR 0197), so a player, team or club renamed or created in the cabinet is found
// by the new name — Kazakh, Russian and Latin spelling — in the next request, and no longer by the
// old one, with the public micro-cache on as visitors get it. On PostgreSQL the writers are spread
// over two API instances (two processes on one database) and renames race each other.
import type { SearchResults } from '@league/shared/contracts';
import { playerFormValues, renameBody, renamePlayer as renameInCabinet } from '../../cabinet-people-helpers';
import { fireTogether, tally, type Writer } from '../../concurrency-helpers';
import { expectFoundByStoredNames, renameTeam } from './renames';
import { dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { firstOpenClub } from '../../support/demo-cabinet';

describe.each(dbTargets)('search after cabinet writes (%s)', (target) => {
  let admin: string;

  // The public micro-cache on: a write must reach the cached answers of every instance too.
  const t = suiteApp({ target, seed: 'demo', replicas: 1, config: { publicCacheTtlMs: 5_000 } }, 240_000);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
  }, 240_000);

  async function search(q: string, app = t.app, language: 'kk' | 'ru' | 'en' = 'ru'): Promise<SearchResults> {
    const response = await request(app, { method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}`, language });
    expect({ q, status: response.statusCode }).toEqual({ q, status: 200 });
    return response.json().data as SearchResults;
  }
  const playerSlugs = async (q: string, app = t.app) => (await search(q, app)).players.map((p) => p.slug);

  /** Players of the demo league not touched by another test of this file. */
  let nextPlayer = 0;
  async function demoPlayers(count: number) {
    const rows = await t.db
      .selectFrom('players')
      .select(['id', 'slug', 'first_name_kk', 'last_name_kk'])
      .orderBy('id')
      .offset(nextPlayer)
      .limit(count)
      .execute();
    nextPlayer += count;
    return rows;
  }

  const renamePlayer = (id: number, slug: string, first: string, last: string, app = t.app) =>
    renameInCabinet(app, admin, { id, slug }, first, last);

  it('finds a renamed player by the new name in every spelling at once, and no longer by the old one', async () => {
    const [player] = await demoPlayers(1);
    const oldName = `${player.first_name_kk} ${player.last_name_kk}`;
    // Both answers cached before the write.
    expect(await playerSlugs(oldName)).toContain(player.slug);
    expect(await playerSlugs('Қуанышбай Өтегенұлы')).not.toContain(player.slug);

    const saved = await renamePlayer(player.id, player.slug, 'Қуанышбай', 'Өтегенұлы');
    expect(saved.statusCode).toBe(200);

    for (const app of t.apps) {
      for (const q of ['Қуанышбай Өтегенұлы', 'Куанышбай Отегенулы', 'Kuanyshbay Otegenuly', 'kuanysh oteg'])
        expect({ q, found: await playerSlugs(q, app) }).toEqual({ q, found: [player.slug] });
      expect(await playerSlugs(oldName, app)).not.toContain(player.slug);
    }
  });

  it('finds a player created in the cabinet at once', async () => {
    const team = await t.db
      .selectFrom('teams')
      .select(['id', 'birth_year'])
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await playerSlugs('Сейдахмет Тұрысбеков')).toEqual([]);
    const created = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/players',
      token: admin,
      language: 'en',
      payload: {
        first_name_kk: 'Сейдахмет',
        last_name_kk: 'Тұрысбеков',
        birth_date: `${team.birth_year}-05-06`,
        position: 'MF',
        team_id: team.id,
        confirm_duplicate: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json().data.slug as string;
    for (const app of t.apps) {
      for (const q of ['Сейдахмет Тұрысбеков', 'Seidakhmet Turysbekov', 'Сейдахмет Турысбеков'])
        expect({ q, found: await playerSlugs(q, app) }).toEqual({ q, found: [slug] });
    }
  });

  it('finds a renamed team and its matches, and a renamed club, by the new title at once', async () => {
    const team = await t.db
      .selectFrom('teams as tm')
      .select(['tm.id', 'tm.slug', 'tm.club_id'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('matches as m')
            .select('m.id')
            .where((w) =>
              w.or([w('m.host_team_id', '=', eb.ref('tm.id')), w('m.guest_team_id', '=', eb.ref('tm.id'))]),
            ),
        ),
      )
      .orderBy('tm.id')
      .executeTakeFirstOrThrow();
    expect((await search('Құмкөлдіктер')).teams).toEqual([]);
    const edited = await renameTeam(t.app, admin, team.id, 'Құмкөлдіктер');
    expect(edited.statusCode).toBe(200);
    for (const app of t.apps) {
      for (const q of ['Құмкөлдіктер', 'Kumkoldikter', 'кумкол']) {
        const results = await search(q, app);
        expect({ q, teams: results.teams.map((x) => x.slug) }).toEqual({ q, teams: [team.slug] });
        expect(results.matches.length).toBeGreaterThan(0);
        for (const match of results.matches) expect([match.host.id, match.guest.id]).toContain(team.id);
      }
    }

    const club = await firstOpenClub(t.db);
    expect((await search('Шалқардала')).clubs).toEqual([]);
    const patched = await request(t.app, {
      method: 'PATCH',
      url: `/api/v1/cabinet/clubs/${club.id}`,
      token: admin,
      language: 'en',
      payload: { title_kk: 'Шалқардала', title_ru: null, title_en: null },
    });
    expect(patched.statusCode).toBe(200);
    for (const app of t.apps) expect((await search('Shalkardala', app)).clubs.map((x) => x.slug)).toEqual([club.slug]);
  });

  it('keeps every rename of players edited at the same moment, the last of two racing renames of one player included', async () => {
    const players = await demoPlayers(5);
    const names = ['Әділбек', 'Бауыржан', 'Ғалымжан', 'Дәулетхан', 'Ерсайын'].map((first, i) => ({
      first,
      last: `Жарыскер${'абвгд'[i]}`,
    }));
    const forms = await Promise.all(players.map((p) => playerFormValues(t.app, admin, p.slug)));
    const body = (i: number, name: { first: string; last: string }) => renameBody(forms[i], name.first, name.last);
    const writers: Writer[] = players.map((p, i) => ({
      method: 'PUT',
      url: `/cabinet/players/${p.id}/edit`,
      token: admin,
      payload: body(i, names[i]),
    }));
    // A second rename of the first player races the first one.
    const rival = { first: 'Бекзатхан', last: 'Қарсыласов' };
    writers.push({
      method: 'PUT',
      url: `/cabinet/players/${players[0].id}/edit`,
      token: admin,
      payload: body(0, rival),
    });
    const answers = await fireTogether(t.apps, writers);
    const summary = tally(answers);
    expect({ serverError: summary.serverError, other: summary.other }).toEqual({ serverError: 0, other: {} });
    expect(summary.ok + summary.conflict).toBe(writers.length);

    const stored = await expectFoundByStoredNames(t, players, playerSlugs);
    for (const app of t.apps) {
      // Of the two racing names of the first player, only the stored one finds him.
      const first = stored.find((row) => row.id === players[0].id)!;
      const lost = first.first_name_kk === rival.first ? names[0] : rival;
      expect(await playerSlugs(`${lost.first} ${lost.last}`, app)).toEqual([]);
    }
  });
});
