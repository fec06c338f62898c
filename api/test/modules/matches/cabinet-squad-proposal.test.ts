// The lineup a match's squad form proposes (ADR 0174): the team's last lineup in this tournament
// (starters, substitutes, numbers, captain, goalkeeper), its ineligible players left out and their
// places filled; with no lineup, the application's eligible players. Either one saves as it is.
import { CabinetSquadFormResponse, type SquadProposal } from '@league/shared/contracts';
import { sql } from 'kysely';
import { assert } from 'superstruct';
import { dbTargets, DEMO_NOW, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { crewDemoReferee, insertMatch } from '../../support/matches';

type Method = 'GET' | 'POST';
interface Candidate {
  player_id: number;
  position: string | null;
  eligible: boolean;
  number: number | null;
}
type Proposed = SquadProposal['players'][number];

describe.each(dbTargets)('the proposed lineup on %s', (target) => {
  let token: string;
  let tournamentId: number;
  let hostId: number;
  let guestId: number;

  const call = (method: Method, url: string, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token, payload, language: 'en' });

  async function newMatch(hoursAhead: number) {
    const id = await insertMatch(
      t.db,
      { tournamentId, hostId, guestId },
      new Date(DEMO_NOW.getTime() + hoursAhead * 3600_000),
    );
    await crewDemoReferee(t.db, id);
    return id;
  }

  async function formOf(matchId: number) {
    const answer = await call('GET', `/cabinet/matches/${matchId}/squad/form`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    assert(body, CabinetSquadFormResponse);
    return body.data;
  }

  /** The squad rules a one-tap save must pass. */
  function expectSaveable(players: Proposed[], candidates: Candidate[]) {
    const main = players.filter((p) => p.kind === 'main');
    expect(main).toHaveLength(11);
    expect(main.some((p) => p.position === 'GK')).toBe(true);
    expect(players.filter((p) => p.is_captain)).toHaveLength(1);
    expect(new Set(players.map((p) => p.number)).size).toBe(players.length);
    const eligible = new Set(candidates.filter((c) => c.eligible).map((c) => c.player_id));
    expect(players.every((p) => eligible.has(p.player_id))).toBe(true);
  }

  const t = suiteApp({ target, seed: 'demo' }, 240_000);
  beforeAll(async () => {
    token = await login(t.app, 'referee@league.test');
    const main = await t.db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirstOrThrow();
    const teams = await t.db
      .selectFrom('player_applications')
      .select(['team_id', sql<string>`count(*)`.as('n')])
      .where('tournament_id', '=', main.id)
      .where('status', '=', 'submitted')
      .groupBy('team_id')
      .having(sql`count(*)`, '>=', 18)
      .orderBy('team_id')
      .execute();
    tournamentId = main.id;
    hostId = teams[0].team_id;
    guestId = teams[1].team_id;
    // Neither team has a lineup in this tournament yet.
    await t.db.deleteFrom('match_squads').where('team_id', 'in', [hostId, guestId]).execute();
  }, 240_000);

  it("proposes the application's eligible players with none saved, and the last lineup after one, leaving out who may not play", async () => {
    // 1. No lineup in the tournament: the application — a goalkeeper and ten outfield players by
    //    position start, the rest are substitutes; the proposal saves as it is.
    const earlier = await newMatch(1);
    const first = await formOf(earlier);
    const proposal = first.host!.proposal;
    expect(proposal.source).toBe('application');
    expect(proposal.match).toBeNull();
    const candidates = first.host!.candidates;
    expectSaveable(proposal.players, candidates);
    expect(proposal.players.filter((p) => p.kind === 'main' && p.position === 'GK')).toHaveLength(1);
    expect(proposal.players).toHaveLength(Math.min(30, candidates.filter((c) => c.eligible).length));
    const rank = { GK: 0, DF: 1, MF: 2, FW: 3 } as Record<string, number>;
    const outfield = proposal.players.filter((p) => p.position !== 'GK');
    const worstStarter = Math.max(
      ...outfield.filter((p) => p.kind === 'main').map((p) => rank[p.position ?? 'FW'] ?? 4),
    );
    const bestSub = Math.min(
      ...outfield.filter((p) => p.kind === 'substitute').map((p) => rank[p.position ?? 'FW'] ?? 4),
    );
    expect(worstStarter).toBeLessThanOrEqual(bestSub);
    expect(
      (
        await call('POST', `/cabinet/matches/${earlier}/squad`, {
          team_id: guestId,
          version: 1,
          players: first.guest!.proposal.players,
        })
      ).statusCode,
    ).toBe(200);

    // 2. A lineup saved in the earlier match, changed from the proposal: another captain, a
    //    starter benched for a substitute, numbers of the referee's choosing.
    const starters = proposal.players.filter((p) => p.kind === 'main');
    const subs = proposal.players.filter((p) => p.kind === 'substitute');
    const benched = starters.find((p) => p.position !== 'GK' && !p.is_captain)!;
    const captain = starters.find((p) => p.position !== 'GK' && !p.is_captain && p !== benched)!;
    const lineup = [
      ...starters.filter((p) => p !== benched).map((p, i) => ({ ...p, number: 60 + i, is_captain: p === captain })),
      { ...subs[0]!, kind: 'main' as const, number: 80, is_captain: false },
      { ...benched, kind: 'substitute' as const, number: 81, is_captain: false },
      ...subs.slice(1, 4).map((p, i) => ({ ...p, number: 90 + i, is_captain: false })),
    ];
    const saved = await call('POST', `/cabinet/matches/${earlier}/squad`, {
      team_id: hostId,
      version: 1,
      players: lineup.map(({ player_id, kind, number, is_captain }) => ({ player_id, kind, number, is_captain })),
    });
    expect(saved.statusCode).toBe(200);

    // The next match proposes exactly that lineup, named by its match.
    const later = await newMatch(3);
    const next = await formOf(later);
    expect(next.host!.proposal.source).toBe('last_match');
    expect(next.host!.proposal.match).toMatchObject({ id: earlier, opponent: expect.any(String) });
    const simple = (players: Proposed[]) =>
      players
        .map(({ player_id, kind, number, is_captain }) => ({ player_id, kind, number, is_captain }))
        .sort((a, b) => a.player_id - b.player_id);
    expect(simple(next.host!.proposal.players)).toEqual(simple(lineup));
    // The guest's proposal saved in the earlier match is its last lineup now.
    expect(next.guest!.proposal.source).toBe('last_match');

    // 3. The captain and a starter may no longer play (their heart scan is missing): they are
    //    left out, the first substitutes take the free places, another player is captain.
    const barredStarter = lineup.find(
      (p) => p.kind === 'main' && p.position !== 'GK' && p !== lineup.find((l) => l.is_captain),
    )!;
    await t.db
      .deleteFrom('player_documents')
      .where('player_id', 'in', [captain.player_id, barredStarter.player_id])
      .where('type', '=', 'heart_shot')
      .execute();
    const third = await formOf(later);
    const shown = third.host!;
    expect(shown.candidates.find((c) => c.player_id === captain.player_id)).toMatchObject({ eligible: false });
    expect(shown.candidates.find((c) => c.player_id === captain.player_id)!.reasons.join(' ')).toMatch(/heart/i);
    const ids = shown.proposal.players.map((p) => p.player_id);
    expect(ids).not.toContain(captain.player_id);
    expect(ids).not.toContain(barredStarter.player_id);
    expect(shown.proposal.source).toBe('last_match');
    expectSaveable(shown.proposal.players, shown.candidates);
    // The benched player is the first substitute of that lineup: he starts again.
    expect(shown.proposal.players.find((p) => p.player_id === benched.player_id)?.kind).toBe('main');
    // Everyone kept keeps his number.
    for (const p of shown.proposal.players)
      expect(p.number).toBe(lineup.find((l) => l.player_id === p.player_id)!.number);
    const confirmed = await call('POST', `/cabinet/matches/${later}/squad`, {
      team_id: hostId,
      version: 1,
      players: shown.proposal.players,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('falls back to the application when every player of the last lineup is barred', async () => {
    const m = await newMatch(5);
    const form = await formOf(m);
    expect(form.guest!.proposal.source).toBe('last_match');
    const last = form.guest!.proposal.players.map((p) => p.player_id);
    await t.db.deleteFrom('player_documents').where('player_id', 'in', last).where('type', '=', 'heart_shot').execute();
    const after = (await formOf(m)).guest!;
    expect(after.proposal.source).toBe('application');
    expect(after.proposal.players.map((p) => p.player_id).filter((id) => last.includes(id))).toEqual([]);
  });
});
