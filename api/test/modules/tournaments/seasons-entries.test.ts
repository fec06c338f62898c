// Seasons in the cabinet (ADR 0175) and teams' requests to enter a tournament (ADR 0176): the
// seasons list, create and edit with field errors (end after start, one season per year), making
// one current; a tournament in a new season with an entry window; a command_admin asking with one
// of its club's teams (window closed, team not fitting, a duplicate: refused on the team field),
// the league accepting (the team is in the tournament as if added by hand) or refusing with a
// reason (required, on its field); both sides notified with the names in every language; and on
// PostgreSQL, two super_admins making different seasons current at once (exactly one current),
// and an accept racing a refuse of one request (one wins, the other is a 409 with the state).
import {
  CabinetSeasonsResponse,
  EntryRequestResponse,
  type NotificationKind,
  SeasonSavedResponse,
  TournamentEntriesResponse,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { teamAdminClub, youngestBoysTeamOf } from '../../support/demo-cabinet';

type Method = 'GET' | 'POST';

describe.each(dbTargets)('seasons and entry requests on %s', (target) => {
  let admin: string;
  let team: string;
  let referee: string;
  let ownClub: number;
  let ownTeam: { id: number; birth_year: number };

  const t = suiteApp({ target, seed: 'demo', replicas: target === 'postgres' ? 1 : 0 }, 300_000);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
    team = await login(t.app, 'team@league.test');
    referee = await login(t.app, 'referee@league.test');
    ownClub = await teamAdminClub(t.db);
    ownTeam = await youngestBoysTeamOf(t.db, ownClub);
  }, 300_000);

  /** The notifications of a kind, each with its recipient's e-mail. */
  const notificationsOf = (kind: NotificationKind) =>
    t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.email', 'n.payload'])
      .where('n.kind', '=', kind)
      .execute();
  const call = (
    method: Method,
    url: string,
    token: string | null,
    payload?: object,
    language: 'kk' | 'ru' | 'en' = 'en',
  ) => request(t.app, { method, url: `/api/v1${url}`, token: token ?? undefined, payload, language });

  /** A season sent from the cabinet's form by an account, in a language (English unless said). */
  const sendSeason = (token: string, body: object, language?: 'kk' | 'ru' | 'en') =>
    call('POST', '/cabinet/seasons', token, body, language);

  let seq = 0;
  async function newSeason(year: number) {
    const r = await sendSeason(admin, {
      title_kk: `${year}/${year + 1} маусымы`,
      title_ru: `Сезон ${year}/${year + 1}`,
      title_en: `Season ${year}/${year + 1}`,
      start_date: `${year}-08-01`,
      end_date: `${year + 1}-06-30`,
    });
    expect(r.statusCode).toBe(201);
    return (r.json() as SeasonSavedResponse).data;
  }
  /** The season starting in `year`, added when missing (each case runs alone too). */
  async function seasonOf(year: number) {
    const row = await t.db.selectFrom('seasons').select('id').where('year', '=', year).executeTakeFirst();
    return row ? row.id : (await newSeason(year)).id;
  }
  /** A tournament for the team's birth year; the demo's "today" is 2026-03-01 (Almaty). */
  async function newTournament(
    seasonId: number,
    window: { entry_opens_on: string | null; entry_closes_on: string | null },
  ) {
    seq += 1;
    const r = await call('POST', '/cabinet/tournaments', admin, {
      title_kk: `Кубок ${target} ${seq}`,
      title_ru: `Кубок ${target} ${seq}`,
      title_en: `Entry cup ${target} ${seq}`,
      season_id: seasonId,
      age_group: 'U-X',
      birth_year_from: ownTeam.birth_year,
      birth_year_to: ownTeam.birth_year,
      gender: 'male',
      ...window,
    });
    expect(r.statusCode).toBe(201);
    return r.json().data.id as number;
  }
  const OPEN = { entry_opens_on: '2026-02-20', entry_closes_on: '2026-03-10' };

  it('lists, creates and edits seasons with errors on their fields; only the super_admin may', async () => {
    const list = await call('GET', '/cabinet/seasons', admin);
    expect(list.statusCode).toBe(200);
    assert(list.json(), CabinetSeasonsResponse);
    const seasons = (list.json() as CabinetSeasonsResponse).data;
    expect(seasons.filter((s) => s.current)).toHaveLength(1);
    expect(seasons[0].tournaments_count).toBeGreaterThan(0);

    for (const token of [team, referee]) expect((await call('GET', '/cabinet/seasons', token)).statusCode).toBe(403);
    expect(
      (
        await sendSeason(team, {
          title_kk: 'x',
          start_date: '2030-01-01',
          end_date: '2030-12-31',
        })
      ).statusCode,
    ).toBe(403);

    const backwards = await sendSeason(
      admin,
      { title_kk: '2030', start_date: '2030-08-01', end_date: '2030-07-01' },
      'ru',
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().data.errors.end_date[0]).toMatch(/позже/);
    const same = await sendSeason(admin, {
      title_kk: '2030',
      start_date: '2030-08-01',
      end_date: '2030-08-01',
    });
    expect(same.statusCode).toBe(422);

    const created = await newSeason(2030);
    expect(created).toMatchObject({
      year: 2030,
      title: 'Season 2030/2031',
      current: false,
      tournaments_count: 0,
      start_date: '2030-08-01',
      end_date: '2031-06-30',
    });
    const twice = await sendSeason(
      admin,
      { title_kk: 'again', start_date: '2030-09-01', end_date: '2031-05-01' },
      'kk',
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().data.errors.start_date[0]).toContain('2030');

    const edited = await call('POST', `/cabinet/seasons/${created.id}/edit`, admin, {
      title_kk: '2030–2031',
      title_ru: null,
      title_en: 'Season 30/31',
      start_date: '2030-07-01',
      end_date: '2031-06-30',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Season 30/31', title_ru: null, start_date: '2030-07-01' });
    const clash = await call('POST', `/cabinet/seasons/${created.id}/edit`, admin, {
      title_kk: 'x',
      start_date: `${seasons[0].year}-02-01`,
      end_date: `${seasons[0].year}-11-01`,
    });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().data.errors)).toEqual(['start_date']);
    expect(
      (
        await call('POST', '/cabinet/seasons/999999/edit', admin, {
          title_kk: 'x',
          start_date: '2024-01-01',
          end_date: '2024-02-01',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('makes one season current: the previous one stops being so', async () => {
    const season = await newSeason(2029);
    const r = await call('POST', `/cabinet/seasons/${season.id}/current`, admin);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.current).toBe(true);
    const current = await t.db.selectFrom('seasons').select('id').where('current', '=', true).execute();
    expect(current).toEqual([{ id: season.id }]);
    expect((await call('POST', `/cabinet/seasons/${season.id}/current`, team)).statusCode).toBe(403);
    // Back to the demo's latest season, so the other cases see the league as seeded.
    const latest = await t.db
      .selectFrom('seasons')
      .select('id')
      .where('year', '<=', 2026)
      .orderBy('year', 'desc')
      .executeTakeFirstOrThrow();
    expect((await call('POST', `/cabinet/seasons/${latest.id}/current`, admin)).statusCode).toBe(200);
  });

  it('a tournament of a new season takes an entry window; the form lists every season and the public filter the ones with tournaments', async () => {
    const season = await newSeason(2027);
    const publicBefore = await call('GET', '/handbook/season', null);
    expect(publicBefore.json().data.map((s: { slug: string }) => s.slug)).not.toContain('2027');
    /** A tournament of the new season for the 2012 teams, with an entry window. */
    const windowed = (title_kk: string, window: object) => ({
      title_kk,
      season_id: season.id,
      age_group: 'U-X',
      birth_year_from: 2012,
      birth_year_to: 2012,
      gender: 'male',
      ...window,
    });
    const wrong = await call(
      'POST',
      '/cabinet/tournaments',
      admin,
      windowed('Терістеу', { entry_opens_on: '2026-03-10', entry_closes_on: '2026-03-01' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().data.errors)).toEqual(['entry_closes_on']);
    const half = await call('POST', '/cabinet/tournaments', admin, windowed('Жарты', { entry_opens_on: '2026-03-10' }));
    expect(Object.keys(half.json().data.errors)).toEqual(['entry_closes_on']);

    const id = await newTournament(season.id, OPEN);
    const form = await call('GET', `/cabinet/tournaments/${id}/form`, admin);
    expect(form.json().data.values).toMatchObject({ season_id: season.id, ...OPEN });
    expect(form.json().data.options.seasons.map((s: { year: number }) => s.year)).toEqual(
      expect.arrayContaining([2027, 2030]),
    );
    const publicAfter = await call('GET', '/handbook/season', null);
    expect(publicAfter.json().data.map((s: { slug: string }) => s.slug)).toContain('2027');
    const seasons = (await call('GET', '/cabinet/seasons', admin)).json().data as CabinetSeasonsResponse['data'];
    expect(seasons.find((s) => s.id === season.id)?.tournaments_count).toBe(1);
  });

  it('runs a request from the team to the league: accepted, the team is in the tournament; both sides told', async () => {
    const season = await seasonOf(2027);
    const id = await newTournament(season, OPEN);

    const seen = await call('GET', `/cabinet/tournaments/${id}/entries`, team);
    expect(seen.statusCode).toBe(200);
    assert(seen.json(), TournamentEntriesResponse);
    expect(seen.json().data.window).toEqual({
      opens_on: OPEN.entry_opens_on,
      closes_on: OPEN.entry_closes_on,
      open: true,
    });
    expect(seen.json().data.teams.map((x: { id: number }) => x.id)).toContain(ownTeam.id);
    // The tournament is open to the club while its window is open (not yet active).
    expect((await call('GET', `/cabinet/tournaments/${id}`, team)).statusCode).toBe(200);

    const foreign = await t.db
      .selectFrom('teams')
      .select('id')
      .where('club_id', '!=', ownClub)
      .where('birth_year', '=', ownTeam.birth_year)
      .executeTakeFirstOrThrow();
    const notOwn = await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: foreign.id });
    expect(notOwn.statusCode).toBe(422);
    expect(Object.keys(notOwn.json().data.errors)).toEqual(['team_id']);
    expect((await call('POST', `/cabinet/tournaments/${id}/entries`, admin, { team_id: ownTeam.id })).statusCode).toBe(
      403,
    );

    const asked = await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: ownTeam.id });
    expect([asked.statusCode, asked.body]).toEqual([201, expect.any(String)]);
    assert(asked.json(), EntryRequestResponse);
    const entry = (asked.json() as EntryRequestResponse).data;
    expect(entry).toMatchObject({ status: 'pending', team: { id: ownTeam.id }, club: { id: ownClub }, reason: null });

    const again = await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: ownTeam.id }, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errors.team_id[0]).toMatch(/уже/);
    expect(again.json().data.current.requests[0]).toMatchObject({ id: entry.id, status: 'pending' });

    const told = await notificationsOf('entry_requested');
    const toAdmin = told.find((n) => n.email === 'admin@league.test');
    expect(toAdmin?.payload).toMatchObject({
      tournament_id: id,
      team_id: ownTeam.id,
      tournament: { en: `Entry cup ${target} ${seq}` },
      link: `/cabinet/tournaments/${id}`,
    });
    expect(told.some((n) => n.email === 'team@league.test')).toBe(false);

    const league = await call('GET', `/cabinet/tournaments/${id}/entries`, admin);
    expect(league.json().data.requests.map((r: { id: number }) => r.id)).toEqual([entry.id]);
    expect(league.json().data.teams).toEqual([]);

    const accepted = await call('POST', `/cabinet/tournaments/${id}/entries/${entry.id}/decision`, admin, {
      decision: 'accept',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', reason: null });
    const teams = await call('GET', `/cabinet/tournaments/${id}/teams`, admin);
    expect(teams.json().data.teams.map((r: { team: { id: number }; status: string }) => [r.team.id, r.status])).toEqual(
      [[ownTeam.id, 'submitted']],
    );
    const link = await t.db
      .selectFrom('tournament_teams')
      .select(['status', 'submitted_at'])
      .where('tournament_id', '=', id)
      .where('team_id', '=', ownTeam.id)
      .executeTakeFirstOrThrow();
    expect(link.status).toBe('submitted');
    expect(link.submitted_at).not.toBeNull();
    const decided = await notificationsOf('entry_decided');
    expect(decided.find((n) => n.email === 'team@league.test')?.payload).toMatchObject({
      status: 'accepted',
      tournament_id: id,
      team: { kk: expect.any(String), ru: expect.any(String), en: expect.any(String) },
    });

    // In the tournament now: no second request, and the decision is not taken twice.
    expect((await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: ownTeam.id })).statusCode).toBe(
      409,
    );
    const twice = await call('POST', `/cabinet/tournaments/${id}/entries/${entry.id}/decision`, admin, {
      decision: 'refuse',
      reason: 'late',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.current).toMatchObject({ id: entry.id, status: 'accepted' });
  });

  it('refuses only with a reason (on its field); a refused team may ask again', async () => {
    const season = await seasonOf(2027);
    const id = await newTournament(season, OPEN);
    const entry = (await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: ownTeam.id })).json()
      .data as EntryRequestResponse['data'];
    for (const reason of [undefined, '   ']) {
      const bare = await call(
        'POST',
        `/cabinet/tournaments/${id}/entries/${entry.id}/decision`,
        admin,
        { decision: 'refuse', reason },
        'kk',
      );
      expect(bare.statusCode).toBe(422);
      expect(Object.keys(bare.json().data.errors)).toEqual(['reason']);
    }
    const refused = await call('POST', `/cabinet/tournaments/${id}/entries/${entry.id}/decision`, admin, {
      decision: 'refuse',
      reason: 'The band is full',
    });
    expect(refused.json().data).toMatchObject({ status: 'refused', reason: 'The band is full' });
    const note = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select('n.payload')
      .where('u.email', '=', 'team@league.test')
      .where('n.kind', '=', 'entry_decided')
      .orderBy('n.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.payload).toMatchObject({ status: 'refused', reason: 'The band is full', tournament_id: id });
    expect(
      (await t.db.selectFrom('tournament_teams').select('id').where('tournament_id', '=', id).execute()).length,
    ).toBe(0);
    const retry = await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: ownTeam.id });
    expect(retry.statusCode).toBe(201);
    expect(
      (
        await call('POST', `/cabinet/tournaments/${id}/entries/${entry.id + 99999}/decision`, admin, {
          decision: 'accept',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('takes no request outside the window, nor for a team outside the band (on the team field)', async () => {
    const season = await seasonOf(2027);
    for (const window of [
      { entry_opens_on: '2026-03-02', entry_closes_on: '2026-03-20' },
      { entry_opens_on: '2026-01-01', entry_closes_on: '2026-02-28' },
      { entry_opens_on: null, entry_closes_on: null },
    ]) {
      const id = await newTournament(season, window);
      const closed = await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: ownTeam.id }, 'ru');
      expect(closed.statusCode).toBe(409);
      expect(Object.keys(closed.json().data.errors)).toEqual(['team_id']);
      expect(closed.json().data.errors.team_id[0]).toMatch(/закрыт/);
      expect(closed.json().data.current.window.open).toBe(false);
    }
    seq += 1;
    const older = await call('POST', '/cabinet/tournaments', admin, {
      title_kk: `Үлкендер ${target} ${seq}`,
      season_id: season,
      age_group: 'U-Y',
      birth_year_from: ownTeam.birth_year - 3,
      birth_year_to: ownTeam.birth_year - 2,
      gender: 'male',
      ...OPEN,
    });
    const band = await call('POST', `/cabinet/tournaments/${older.json().data.id}/entries`, team, {
      team_id: ownTeam.id,
    });
    expect(band.statusCode).toBe(422);
    expect(Object.keys(band.json().data.errors)).toEqual(['team_id']);
  });

  if (target === 'postgres') {
    it('two super_admins make different seasons current at once: exactly one is current', async () => {
      const admin2 = await login(t.apps[1], 'admin@league.test');
      const a = await newSeason(2022);
      const b = await newSeason(2023);
      for (let round = 0; round < 6; round += 1) {
        const answers = await fireTogether(t.apps, [
          { method: 'POST', url: `/cabinet/seasons/${a.id}/current`, token: admin },
          { method: 'POST', url: `/cabinet/seasons/${b.id}/current`, token: admin2 },
        ]);
        expect(tally(answers)).toEqual({ ok: 2, conflict: 0, serverError: 0, other: {} });
        const current = await t.db.selectFrom('seasons').select('id').where('current', '=', true).execute();
        expect(current).toHaveLength(1);
        expect([a.id, b.id]).toContain(current[0].id);
        // Next round from a third season current, so both writers move it again.
        const latest = await t.db.selectFrom('seasons').select('id').where('year', '=', 2026).executeTakeFirstOrThrow();
        expect((await call('POST', `/cabinet/seasons/${latest.id}/current`, admin)).statusCode).toBe(200);
      }
    });

    it('an accept racing a refuse of one request: one wins, the other is a 409 with the decision', async () => {
      const season = await seasonOf(2027);
      for (let round = 0; round < 4; round += 1) {
        const id = await newTournament(season, OPEN);
        const entry = (await call('POST', `/cabinet/tournaments/${id}/entries`, team, { team_id: ownTeam.id })).json()
          .data as EntryRequestResponse['data'];
        const url = `/cabinet/tournaments/${id}/entries/${entry.id}/decision`;
        const answers = await fireTogether(t.apps, [
          { method: 'POST', url, token: admin, payload: { decision: 'accept' } },
          { method: 'POST', url, token: admin, payload: { decision: 'refuse', reason: 'No room' } },
        ]);
        expect(tally(answers)).toEqual({ ok: 1, conflict: 1, serverError: 0, other: {} });
        expect(refusalsWithoutState(answers)).toBe(0);
        const winner = answers.find((r) => r.statusCode === 200)!.json().data.status as string;
        expect(answers.find((r) => r.statusCode === 409)!.json().data.current.status).toBe(winner);
        const links = await t.db
          .selectFrom('tournament_teams')
          .select('status')
          .where('tournament_id', '=', id)
          .execute();
        expect(links).toEqual(winner === 'accepted' ? [{ status: 'submitted' }] : []);
      }
    });

    it('the same team asked twice at once: one request is stored, the other is a 409 on the team field', async () => {
      const season = await seasonOf(2027);
      const team2 = await login(t.apps[1], 'team@league.test');
      const id = await newTournament(season, OPEN);
      const answers = await fireTogether(t.apps, [
        { method: 'POST', url: `/cabinet/tournaments/${id}/entries`, token: team, payload: { team_id: ownTeam.id } },
        { method: 'POST', url: `/cabinet/tournaments/${id}/entries`, token: team2, payload: { team_id: ownTeam.id } },
      ]);
      expect(tally(answers)).toEqual({ ok: 1, conflict: 1, serverError: 0, other: {} });
      expect(refusalsWithoutState(answers)).toBe(0);
      expect(
        (await t.db.selectFrom('entry_requests').select('id').where('tournament_id', '=', id).execute()).length,
      ).toBe(1);
    });
  }
});
