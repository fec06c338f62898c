// What the reliability probe found (issue 32 §8), each failing before its fix: two super_admins
// making different tournaments "main" at the same moment (on PostgreSQL with two processes the
// second move hit the unique index: a 500) — one wins, the others get a 409 with the current main
// one; a roster that took one shirt number fourteen times — a clash is an error on its field; an
// Idempotency-Key header that differs from the body's key — refused, not silently ignored.
import { fireTogether, refusalsWithoutState, tally } from '../concurrency-helpers';
import { dbTargets, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';
import { newRosterPlayer } from '../support/people';

describe.each(dbTargets)('the reliability probe’s findings on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo', replicas: 1 }, 240_000);
  let admin: string;
  let seq = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => request(t.app, { method, url: `/api/v1${url}`, token, payload, headers, language: 'en' });

  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
  }, 240_000);

  it('makes one of several tournaments main when they are chosen at once; the others get a 409 with it', async () => {
    const candidates = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('main', '=', false)
      .where('end_date', 'is', null)
      .orderBy('id')
      .limit(4)
      .execute();
    expect(candidates.length).toBeGreaterThan(1);
    for (let round = 0; round < 5; round++) {
      const answers = await fireTogether(
        t.apps,
        candidates.map((c) => ({
          method: 'PUT' as const,
          url: `/cabinet/tournaments/${c.id}/main`,
          token: admin,
          payload: { main: true },
        })),
      );
      const verdict = tally(answers);
      expect(verdict.serverError).toBe(0);
      expect(verdict.other).toEqual({});
      expect(verdict.ok).toBeGreaterThan(0);
      expect(refusalsWithoutState(answers)).toBe(0);
      const main = await t.db.selectFrom('tournaments').select('id').where('main', '=', true).execute();
      expect(main).toHaveLength(1);
      // Each refusal names the main tournament as it was when it was refused: one of the candidates.
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(candidates.map((c) => c.id)).toContain(refused.json().data.current.id);
    }
  });

  async function rosterPlace() {
    return t.db
      .selectFrom('tournament_teams as tt')
      .innerJoin('tournaments as tr', 'tr.id', 'tt.tournament_id')
      .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
      .select(['tt.tournament_id', 'tt.team_id', 'tm.birth_year'])
      .where('tr.active', '=', true)
      .where('tr.end_date', 'is', null)
      .where('tt.status', '=', 'submitted')
      .orderBy('tt.id')
      .executeTakeFirstOrThrow();
  }

  async function newMember(teamId: number, birthYear: number): Promise<number> {
    seq += 1;
    return newRosterPlayer(
      t.db,
      teamId,
      {
        slug: `probe-${target}-${seq}`,
        first_name_kk: `Сынақ${seq}`,
        last_name_kk: 'Ойыншы',
        birth_date: `${birthYear}-05-05`,
        position: 'DF',
        identity_kind: 'identification',
        identity_number: `6600000${seq}`.slice(-12),
      },
      `probe-${seq}`,
    );
  }

  it('refuses one shirt number twice on a roster, on the field of each clash', async () => {
    const place = await rosterPlace();
    const players: number[] = [];
    for (let i = 0; i < 14; i++) players.push(await newMember(place.team_id, place.birth_year));
    const same = await call('POST', '/cabinet/applications/players', admin, {
      tournament_id: place.tournament_id,
      team_id: place.team_id,
      players: players.map((player_id) => ({ player_id, number: 77 })),
    });
    expect(same.statusCode).toBe(422);
    const fields = Object.keys(same.json().data.errors);
    expect(fields).toEqual(players.slice(1).map((_, i) => `players.${i + 1}.number`));
    expect(same.json().data.errors['players.1.number'][0]).toBe('This number is already taken in the team');
    const none = await t.db.selectFrom('player_applications').select('id').where('player_id', 'in', players).execute();
    expect(none).toEqual([]);
  });

  it('refuses an Idempotency-Key header that differs from the body’s key', async () => {
    const match = await t.db.selectFrom('matches').select('id').where('status', '=', 'live').executeTakeFirst();
    const anyMatch = match ?? (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow());
    const answer = await call(
      'POST',
      `/cabinet/matches/${anyMatch.id}/events`,
      admin,
      { kind: 'goal', team_type: 'host', minute: 10, idempotency_key: 'body-key-00001' },
      { 'idempotency-key': 'header-key-00001' },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().data.errors.idempotency_key[0]).toContain('Idempotency-Key');
  });
});
