// Departures in the cabinet: the role × endpoint matrix (a command_admin only its club's teams,
// another club's departure is 404; the provider decides but never states a count or a squad;
// referee and media manager nothing), every transition of the flow allowed and refused with a
// message naming the allowed ones, the squad's rules (exactly the stated count, only the team's
// submitted application, eligibility), notifications and validation in the request's language.
import {
  DepartureDetailResponse,
  DepartureSquadFormResponse,
  DeparturesResponse,
  type DepartureStatus,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets } from '../../helpers';
import { demoCabinetSuite, roleCall, type Who } from '../../support/demo-cabinet';
import { clubDepartureTeam, departureState, insertDeparture, matchesWithoutDeparture } from './departure-helpers';
import { countRows } from '../../../src/db/count-rows';

type Method = 'GET' | 'POST' | 'PATCH';

describe.each(dbTargets)('cabinet departures on %s', (target) => {
  const demo = demoCabinetSuite(target);
  const { t, tokens } = demo;
  /** A departure of another club's team (made by the test: the demo has only the command team's). */
  let foreign: number;

  beforeAll(async () => {
    const own = await t.db.selectFrom('departures').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const match = await t.db
      .selectFrom('matches as m')
      .innerJoin('teams as h', 'h.id', 'm.host_team_id')
      .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
      .select(['m.id', 'm.guest_team_id', 'm.tournament_id'])
      .where('g.club_id', '!=', demo.ownClub)
      .where('h.club_id', '!=', demo.ownClub)
      .where('m.tournament_id', '=', own.tournament_id)
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    foreign = (
      await t.db
        .insertInto('departures')
        .values({
          tournament_id: match.tournament_id,
          team_id: match.guest_team_id,
          match_id: match.id,
          status: 'empty',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const call = roleCall(() => ({ t, tokens }));

  /** A fresh departure of the command team in `status`, for the match of an existing one. */
  const fresh = async (status: DepartureStatus, peopleCount: number | null = null) => {
    const base = await clubDepartureTeam(t.db, demo.ownClub);
    const match = await matchesWithoutDeparture(t.db, base).executeTakeFirstOrThrow();
    return await insertDeparture(t.db, base, match.id, status, peopleCount);
  };

  const candidates = async (id: number) => {
    const form = await call('GET', `/cabinet/departures/${id}/squad/form`, 'team');
    expect(form.statusCode).toBe(200);
    assert(form.json(), DepartureSquadFormResponse);
    return form.json().data as {
      players: Array<{ id: number; name: string; eligible: boolean; issues: string[] }>;
      staff: Array<{ id: number; eligible: boolean }>;
    };
  };
  const statusOf = (id: number) => departureState(t.db, id);
  const notifications = (kind: string) => countRows(t.db.selectFrom('notifications').where('kind', '=', kind));

  it('lets each role call exactly what it may', async () => {
    const own = await fresh('empty');
    const pending = await fresh('pending', 2);
    // [method, url, body, who → expected status]
    const probes: Array<[Method, string, object | undefined, Partial<Record<Who, number>>]> = [
      ['GET', '/cabinet/departures', undefined, { admin: 200, team: 200, provider: 200, referee: 403, media: 403 }],
      [
        'GET',
        `/cabinet/departures/${own}`,
        undefined,
        { admin: 200, team: 200, provider: 200, referee: 403, media: 403 },
      ],
      [
        'GET',
        `/cabinet/departures/${foreign}`,
        undefined,
        { admin: 200, team: 404, provider: 200, referee: 403, media: 403 },
      ],
      [
        'GET',
        `/cabinet/departures/${own}/squad/form`,
        undefined,
        { admin: 200, team: 200, provider: 403, referee: 403, media: 403 },
      ],
      ['GET', `/cabinet/departures/${foreign}/squad/form`, undefined, { admin: 200, team: 404, provider: 403 }],
      [
        'POST',
        `/cabinet/departures/${foreign}/count`,
        { people_count: 3 },
        { team: 404, provider: 403, referee: 403, media: 403 },
      ],
      [
        'POST',
        `/cabinet/departures/${own}/squad`,
        { player_ids: [], staff_ids: [] },
        { provider: 403, referee: 403, media: 403 },
      ],
      ['POST', `/cabinet/departures/${own}/count`, { people_count: 3 }, { provider: 403, referee: 403, media: 403 }],
      ['PATCH', `/cabinet/departures/${pending}`, { status: 'submitted' }, { team: 403, referee: 403, media: 403 }],
    ];
    for (const [method, url, body, expected] of probes) {
      for (const [who, status] of Object.entries(expected)) {
        const response = await call(method, url, who as Who, body);
        expect({ method, url, who, status: response.statusCode }).toEqual({ method, url, who, status });
      }
    }
    expect((await call('GET', '/cabinet/departures', null)).statusCode).toBe(401);
    // The refusals changed nothing.
    expect(await statusOf(foreign)).toMatchObject({ status: 'empty', people_count: null });
    expect(await statusOf(pending)).toMatchObject({ status: 'pending' });
  });

  it("lists a command_admin's club's departures only, and the provider's pending ones first", async () => {
    const team = await call('GET', '/cabinet/departures?per_page=100', 'team');
    assert(team.json(), DeparturesResponse);
    const teamIds = (team.json().data as Array<{ id: number }>).map((d) => d.id);
    expect(teamIds).not.toContain(foreign);
    expect(teamIds.length).toBeGreaterThan(3);
    const provider = await call('GET', '/cabinet/departures?per_page=100', 'provider');
    const rows = provider.json().data as Array<{ id: number; status: string }>;
    expect(rows.map((d) => d.id)).toContain(foreign);
    const firstOther = rows.findIndex((d) => d.status !== 'pending');
    expect(rows.slice(firstOther).some((d) => d.status === 'pending')).toBe(false);
    const filtered = await call('GET', '/cabinet/departures?status=rejected', 'provider');
    expect((filtered.json().data as Array<{ status: string }>).every((d) => d.status === 'rejected')).toBe(true);
  });

  it('shows the travellers with the identity data travel needs', async () => {
    const pending = await t.db
      .selectFrom('departures')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await call('GET', `/cabinet/departures/${pending.id}`, 'provider');
    expect(response.statusCode).toBe(200);
    assert(response.json(), DepartureDetailResponse);
    const { departure, players, staff } = response.json().data;
    expect(departure.actions).toEqual(['agree', 'reject']);
    expect(players.length).toBeGreaterThan(5);
    expect(staff.length).toBeGreaterThan(0);
    expect(players[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        birth_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        identity_kind: expect.stringMatching(/^(identification|passport)$/),
      }),
    );
    const teamView = await call('GET', `/cabinet/departures/${pending.id}`, 'team');
    expect(teamView.json().data.departure.actions).toEqual([]);
  });

  it('walks the whole flow: count, squad, reject with a reason, resend, agree, remove — with notifications', async () => {
    const id = await fresh('empty');
    expect((await call('GET', `/cabinet/departures/${id}`, 'team')).json().data.departure.actions).toEqual(['count']);
    // The squad before the count is refused, naming what is allowed now.
    const early = await call('POST', `/cabinet/departures/${id}/squad`, 'team', { player_ids: [], staff_ids: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The departure is “Quantity not accepted”: now only this is allowed: Squad not listed',
    );

    const count = await call('POST', `/cabinet/departures/${id}/count`, 'team', { people_count: 3 });
    expect(count.statusCode).toBe(200);
    expect(count.json().data).toEqual({ id, status: 'empty-squad', people_count: 3 });

    const { players, staff: allStaff } = await candidates(id);
    const eligible = players.filter((p) => p.eligible);
    const staff = allStaff.filter((s) => s.eligible);
    expect(eligible.length).toBeGreaterThanOrEqual(2);
    expect(staff.length).toBeGreaterThan(0);
    const squad = { player_ids: [eligible[0].id, eligible[1].id], staff_ids: [staff[0].id] };

    // Not the stated count: refused, nothing saved.
    const short = await call('POST', `/cabinet/departures/${id}/squad`, 'team', {
      player_ids: [eligible[0].id],
      staff_ids: [staff[0].id],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().data.errors.squad).toEqual([
      'The squad must have exactly 3 people (the stated count); 2 are listed',
    ]);
    expect(await statusOf(id)).toMatchObject({ status: 'empty-squad' });

    const providersBefore = await notifications('departure_sent');
    const sent = await call('POST', `/cabinet/departures/${id}/squad`, 'team', squad);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe('pending');
    expect(await notifications('departure_sent')).toBeGreaterThan(providersBefore);
    const detail = (await call('GET', `/cabinet/departures/${id}`, 'provider')).json().data;
    expect(detail.players.map((p: { id: number }) => p.id).sort()).toEqual(squad.player_ids.sort());
    expect(detail.staff.map((s: { id: number }) => s.id)).toEqual(squad.staff_ids);

    // The team can't change a squad under review.
    expect((await call('POST', `/cabinet/departures/${id}/count`, 'team', { people_count: 4 })).statusCode).toBe(409);

    // Rejecting needs a reason.
    const noReason = await call(
      'PATCH',
      `/cabinet/departures/${id}`,
      'provider',
      { status: 'rejected', reason: '  ' },
      'ru',
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().data.errors.reason).toEqual(['Это поле обязательно для заполнения']);

    const statusBefore = await notifications('departure_status');
    const rejected = await call('PATCH', `/cabinet/departures/${id}`, 'provider', {
      status: 'rejected',
      reason: 'Passport number missing',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 'rejected', reject_reason: 'Passport number missing' });
    expect(await notifications('departure_status')).toBeGreaterThan(statusBefore);
    const teamAdmins = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.club_id', 'n.payload'])
      .where('n.kind', '=', 'departure_status')
      .orderBy('n.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(teamAdmins.club_id).toBe(demo.ownClub);

    // Agreeing to a rejected departure is not in the flow.
    const agreeRejected = await call('PATCH', `/cabinet/departures/${id}`, 'provider', { status: 'submitted' });
    expect(agreeRejected.statusCode).toBe(409);
    expect(agreeRejected.json().message).toContain('Squad not listed');

    // The team fixes it (another count and squad) and sends again.
    expect(
      (await call('POST', `/cabinet/departures/${id}/count`, 'team', { people_count: 2 })).json().data.status,
    ).toBe('empty-squad');
    const resent = await call('POST', `/cabinet/departures/${id}/squad`, 'team', {
      player_ids: [eligible[0].id],
      staff_ids: [staff[0].id],
    });
    expect(resent.statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 'pending', people_count: 2, reject_reason: null });

    const agreed = await call('PATCH', `/cabinet/departures/${id}`, 'provider', { status: 'submitted' });
    expect(agreed.json().data).toEqual({ id, status: 'submitted', people_count: 2 });
    expect((await call('POST', `/cabinet/departures/${id}/squad`, 'team', squad)).statusCode).toBe(409);
    expect(
      (await call('PATCH', `/cabinet/departures/${id}`, 'provider', { status: 'rejected', reason: 'late' })).statusCode,
    ).toBe(409);

    const removed = await call('PATCH', `/cabinet/departures/${id}`, 'admin', {
      status: 'unsubmitted',
      reason: 'Match moved',
    });
    expect(removed.json().data.status).toBe('unsubmitted');
    // Nothing follows a removed departure.
    const after = await call('POST', `/cabinet/departures/${id}/count`, 'team', { people_count: 2 }, 'kk');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toContain('ешнәрсе');
  });

  it.each<[DepartureStatus, Method, string, object, number]>([
    ['empty', 'PATCH', '', { status: 'submitted' }, 409],
    ['empty', 'PATCH', '', { status: 'unsubmitted' }, 409],
    ['empty-squad', 'PATCH', '', { status: 'rejected', reason: 'x' }, 409],
    ['pending', 'PATCH', '', { status: 'unsubmitted' }, 409],
    ['pending', 'POST', '/squad', { player_ids: [], staff_ids: [] }, 409],
    ['submitted', 'POST', '/count', { people_count: 2 }, 409],
    ['submitted', 'PATCH', '', { status: 'submitted' }, 409],
    ['unsubmitted', 'PATCH', '', { status: 'submitted' }, 409],
    ['rejected', 'POST', '/count', { people_count: 2 }, 200],
    ['empty-squad', 'POST', '/count', { people_count: 5 }, 200],
    ['pending', 'PATCH', '', { status: 'submitted' }, 200],
    ['submitted', 'PATCH', '', { status: 'unsubmitted' }, 200],
  ])('from %s: %s %s %j answers %i', async (status, method, suffix, body, expected) => {
    const id = await fresh(status, status === 'empty' ? null : 2);
    const who: Who = method === 'PATCH' ? 'provider' : 'team';
    const response = await call(method, `/cabinet/departures/${id}${suffix}`, who, body);
    expect(response.statusCode).toBe(expected);
    if (expected === 409) {
      expect(response.json().message).toMatch(/^The departure is “.+”: now only this is allowed: .+$/);
      expect((await statusOf(id)).status).toBe(status);
    }
  });

  it('greys out and refuses a player the eligibility engine keeps out (a missing document), naming them and why', async () => {
    const id = await fresh('empty-squad', 1);
    const player = (await candidates(id)).players.find((p) => p.eligible)!;
    await t.db
      .deleteFrom('player_documents')
      .where('player_id', '=', player.id)
      .where('type', '=', 'heart_shot')
      .execute();
    const after = (await candidates(id)).players.find((p) => p.id === player.id)!;
    expect(after.eligible).toBe(false);
    expect(after.issues.length).toBeGreaterThan(0);
    const refused = await call('POST', `/cabinet/departures/${id}/squad`, 'team', {
      player_ids: [player.id],
      staff_ids: [],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors.player_ids).toEqual([`${player.name}: ${after.issues.join('; ')}`]);
    expect(await statusOf(id)).toMatchObject({ status: 'empty-squad' });
    expect(await t.db.selectFrom('departure_squad').select('id').where('departure_id', '=', id).execute()).toEqual([]);
  });

  it('refuses people outside the submitted application, and bad input in the request language', async () => {
    const id = await fresh('empty-squad', 1);
    const outsider = await t.db
      .selectFrom('players')
      .select('id')
      .where(
        'id',
        'not in',
        t.db.selectFrom('player_applications').select('player_id').where('status', '=', 'submitted') as never,
      )
      .orderBy('id')
      .executeTakeFirst();
    if (outsider) {
      const response = await call('POST', `/cabinet/departures/${id}/squad`, 'team', {
        player_ids: [outsider.id],
        staff_ids: [],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors.player_ids).toEqual([
        `#${outsider.id} is not in the team’s accepted application`,
      ]);
    }
    const zero = await call('POST', `/cabinet/departures/${id}/count`, 'team', { people_count: 0 }, 'ru');
    expect(zero.statusCode).toBe(422);
    expect(zero.json().data.errors.people_count).toEqual(['Значение должно быть не меньше 1']);
    const words = await call('POST', `/cabinet/departures/${id}/count`, 'team', { people_count: 'five' });
    expect(words.statusCode).toBe(422);
    const badDecision = await call('PATCH', `/cabinet/departures/${id}`, 'provider', { status: 'pending' });
    expect(badDecision.statusCode).toBe(422);
    expect(Object.keys(badDecision.json().data.errors)).toEqual(['status']);
    expect((await call('GET', '/cabinet/departures/abc', 'admin')).statusCode).toBe(422);
    expect((await call('GET', '/cabinet/departures/999999', 'admin')).statusCode).toBe(404);
    expect(await statusOf(id)).toMatchObject({ status: 'empty-squad', people_count: 1 });
  });
});
