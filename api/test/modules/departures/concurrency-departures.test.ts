// The provider's decision and its undo under parallel writers on PostgreSQL (two API instances
// with pools of their own, as two API processes are): an agree and an undo sent at once, and two
// reviewers undoing the same decision at once. Each case asserts: no 5xx, every refusal a 409
// carrying the departure as it is, and the stored status the one the acknowledged writes explain.
import { countRetries, fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { dbTargets, login } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { teamAdminClub } from '../../support/demo-cabinet';
import { clubDepartureTeam, departureNotices, matchesWithoutDeparture } from './departure-helpers';
import { countRows } from '../../../src/db/count-rows';

const N = 8;
const LATER = new Date('2026-03-10T10:00:00Z');

describe.each(dbTargets.filter((target) => target === 'postgres'))(
  "the provider's decision and its undo at the same moment on %s",
  (target) => {
    let provider: string;
    let admin: string;
    let retries: () => number;
    let base: { tournament_id: number; team_id: number };

    const t = suiteApp({ target, seed: 'demo', replicas: 1 }, 240_000);
    beforeAll(async () => {
      provider = await login(t.app, 'provider@league.test');
      admin = await login(t.app, 'admin@league.test');
      ({ retries } = countRetries(t));
      base = await clubDepartureTeam(t.db, await teamAdminClub(t.db));
    }, 240_000);

    /** `count` fresh departures of the command team in `status`, each for a match it does not play, after today. */
    async function departures(status: 'pending' | 'submitted', count: number): Promise<number[]> {
      const matches = await matchesWithoutDeparture(t.db, base).limit(count).execute();
      expect(matches).toHaveLength(count);
      await t.db
        .updateTable('matches')
        .set({ date_time: LATER })
        .where(
          'id',
          'in',
          matches.map((m) => m.id),
        )
        .execute();
      const rows = await t.db
        .insertInto('departures')
        .values(
          matches.map((m) => ({
            tournament_id: base.tournament_id,
            team_id: base.team_id,
            match_id: m.id,
            status,
            people_count: 2,
          })),
        )
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    }

    const statuses = async (ids: number[]) =>
      new Map(
        (await t.db.selectFrom('departures').select(['id', 'status']).where('id', 'in', ids).execute()).map((r) => [
          r.id,
          r.status,
        ]),
      );

    it(`agrees and undoes ${N} departures at once: each ends as the acknowledged writes say`, async () => {
      const ids = await departures('pending', N);
      const retriedBefore = retries();
      const answers = await fireTogether(
        t.apps,
        ids.flatMap((id, i) => [
          {
            method: 'PATCH' as const,
            url: `/cabinet/departures/${id}`,
            token: i % 2 === 0 ? provider : admin,
            payload: { status: 'submitted' },
          },
          { method: 'POST' as const, url: `/cabinet/departures/${id}/undo`, token: i % 2 === 0 ? admin : provider },
        ]),
      );
      const counted = tally(answers);
      expect(counted.serverError).toBe(0);
      expect(counted.other).toEqual({});
      expect(refusalsWithoutState(answers)).toBe(0);
      const stored = await statuses(ids);
      ids.forEach((id, i) => {
        const [agree, undo] = [answers[2 * i], answers[2 * i + 1]];
        // The agree always lands (pending before it, or pending again after an undo that found nothing to undo).
        expect(agree.statusCode).toBe(200);
        // An acknowledged undo came after the agree: back to pending. A refused one came first: the agree stands.
        if (undo.statusCode === 200) expect({ id, status: stored.get(id) }).toEqual({ id, status: 'pending' });
        else {
          expect(undo.statusCode).toBe(409);
          expect(undo.json().data.current).toMatchObject({ id, status: 'pending' });
          expect({ id, status: stored.get(id) }).toEqual({ id, status: 'submitted' });
        }
      });
      // The writers queue on the departure row: no deadlock to retry.
      expect(retries() - retriedBefore).toBe(0);
    });

    it('lets exactly one of two reviewers undo the same decision; the other is told what it now is', async () => {
      const ids = await departures('submitted', N);
      const before = await departureNotices(t.db);
      const answers = await fireTogether(
        t.apps,
        ids.flatMap((id) => [
          { method: 'POST' as const, url: `/cabinet/departures/${id}/undo`, token: provider },
          { method: 'POST' as const, url: `/cabinet/departures/${id}/undo`, token: admin },
        ]),
      );
      expect(tally(answers)).toEqual({ ok: N, conflict: N, serverError: 0, other: {} });
      expect(refusalsWithoutState(answers)).toBe(0);
      ids.forEach((id, i) => {
        const pair = [answers[2 * i], answers[2 * i + 1]];
        expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        expect(pair.find((a) => a.statusCode === 409)!.json().data.current).toMatchObject({ id, status: 'pending' });
      });
      expect([...(await statuses(ids)).values()]).toEqual(Array(N).fill('pending'));
      // One undo, one notification per departure (per administrator of the club).
      const after = await departureNotices(t.db);
      const admins = await countRows(
        t.db
          .selectFrom('users as u')
          .innerJoin('roles as r', 'r.id', 'u.role_id')
          .innerJoin('teams as tm', 'tm.club_id', 'u.club_id')
          .where('tm.id', '=', base.team_id)
          .where('r.slug', '=', 'command_admin')
          .where('u.is_active', '=', true),
      );
      expect(admins).toBeGreaterThan(0);
      expect(after - before).toBe(N * admins);
    });
  },
);
