import { isSuspended, oneYellowAway, suspensions, type LeagueDecision } from './discipline.js';
import { card, match } from './stats.fixtures.js';
import type { MatchInput, PunishmentInput } from './stats.types.js';

// Team 1 plays tours 1..5 at home against teams 2..6; player 11 plays for team 1.
const season = (
  cards: Record<number, PunishmentInput[]>,
  over: Partial<Record<number, Partial<MatchInput>>> = {},
): MatchInput[] =>
  [1, 2, 3, 4, 5].map((tour) =>
    match({
      id: tour,
      hostTeamId: 1,
      guestTeamId: tour + 1,
      tourNumber: tour,
      punishments: cards[tour] ?? [],
      ...over[tour],
    }),
  );
const y = (minute: number) => card(11, 'host', 'yellow', minute);

describe('suspensions', () => {
  it('suspends a red card for the team’s next match and marks it served once that match is finished', () => {
    const list = suspensions(season({ 1: [card(11, 'host', 'red', 30)] }));
    expect(list).toEqual([
      {
        playerId: 11,
        teamId: 1,
        tournamentId: 1,
        cause: 'red_card',
        earnedInMatchId: 1,
        decidedAt: null,
        reason: null,
        length: 1,
        servedIn: [2],
        servedCount: 1,
        servedInMatchId: 2,
        served: true,
      },
    ]);
  });

  it('is not served while the next match is still to come, and has no match when none is scheduled', () => {
    const pending = suspensions(season({ 4: [card(11, 'host', 'red', 30)] }, { 5: { status: 'scheduled' } }));
    expect(pending[0]).toMatchObject({ servedInMatchId: 5, served: false });
    const none = suspensions(season({ 5: [card(11, 'host', 'red', 30)] }));
    expect(none[0]).toMatchObject({ earnedInMatchId: 5, servedInMatchId: null, served: false });
  });

  it('never serves a suspension in the match where it was earned nor in an earlier one', () => {
    // The card match comes first in the input but is the third chronologically.
    const matches = season({ 3: [card(11, 'host', 'red', 30)] });
    const list = suspensions([matches[2], matches[0], matches[1], matches[4], matches[3]]);
    expect(list[0]).toMatchObject({ earnedInMatchId: 3, servedInMatchId: 4 });
  });

  it('serves at a later kick-off even when ids say otherwise, and skips cancelled and postponed matches', () => {
    const list = suspensions(
      season(
        { 1: [card(11, 'host', 'red', 30)] },
        { 2: { status: 'cancelled' }, 3: { status: 'postponed' }, 5: { dateTime: '2026-04-03T12:00:00Z' } },
      ),
    );
    expect(list[0]).toMatchObject({ servedInMatchId: 5 });
  });

  it('looks only at the same tournament', () => {
    const other = match({ id: 99, tournamentId: 2, hostTeamId: 1, guestTeamId: 7, dateTime: '2026-04-01T18:00:00Z' });
    const list = suspensions([...season({ 1: [card(11, 'host', 'red', 30)] }), other]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ tournamentId: 1, servedInMatchId: 2 });
  });

  it('suspends the third yellow of the tournament for the next match', () => {
    const list = suspensions(season({ 1: [y(10)], 2: [y(20)], 3: [y(30)] }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      playerId: 11,
      teamId: 1,
      tournamentId: 1,
      cause: 'yellow_accumulation',
      earnedInMatchId: 3,
      servedInMatchId: 4,
      served: true,
    });
    expect(suspensions(season({ 1: [y(10)], 2: [y(20)] }))).toEqual([]);
  });

  it('counts two yellows in one match as a red, and those yellows do not accumulate', () => {
    const list = suspensions(season({ 1: [y(10), y(50)], 3: [y(30)], 4: [y(30)] }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      playerId: 11,
      teamId: 1,
      tournamentId: 1,
      cause: 'second_yellow',
      earnedInMatchId: 1,
      servedInMatchId: 2,
      served: true,
    });
    const tour6 = match({ id: 6, hostTeamId: 1, guestTeamId: 8, tourNumber: 6 });
    const third = suspensions([...season({ 1: [y(10), y(50)], 3: [y(30)], 4: [y(30)], 5: [y(5)] }), tour6]);
    expect(third.map((s) => [s.cause, s.earnedInMatchId, s.servedInMatchId])).toEqual([
      ['second_yellow', 1, 2],
      ['yellow_accumulation', 5, 6],
    ]);
  });

  it('takes a second_yellow entry as a sending-off', () => {
    const list = suspensions(season({ 2: [y(10), card(11, 'host', 'second_yellow', 70)] }));
    expect(list.map((s) => [s.cause, s.servedInMatchId])).toEqual([['second_yellow', 3]]);
  });

  it('serves two suspensions from one match in the next two matches', () => {
    // Third yellow at 10', then a direct red at 80' in match 3.
    const list = suspensions(season({ 1: [y(10)], 2: [y(10)], 3: [y(10), card(11, 'host', 'red', 80)] }));
    expect(list.map((s) => [s.cause, s.earnedInMatchId, s.servedInMatchId])).toEqual([
      ['red_card', 3, 4],
      ['yellow_accumulation', 3, 5],
    ]);
  });

  it('uses the side of the card for the team', () => {
    const list = suspensions([
      match({ id: 1, hostTeamId: 1, guestTeamId: 2, tourNumber: 1, punishments: [card(21, 'guest', 'red', 5)] }),
      match({ id: 2, hostTeamId: 1, guestTeamId: 3, tourNumber: 2 }),
      match({ id: 3, hostTeamId: 2, guestTeamId: 3, tourNumber: 3 }),
    ]);
    expect(list[0]).toMatchObject({ playerId: 21, teamId: 2, servedInMatchId: 3 });
  });
});

describe('isSuspended', () => {
  it('answers for the serving match only', () => {
    const list = suspensions(season({ 1: [card(11, 'host', 'red', 30)] }));
    expect(isSuspended(list, 11, 2)).toBe(true);
    expect(isSuspended(list, 11, 1)).toBe(false);
    expect(isSuspended(list, 11, 3)).toBe(false);
    expect(isSuspended(list, 12, 2)).toBe(false);
  });
});

describe('league decisions', () => {
  // Tours 1..5 kick off on 1..5 April at 10:00; the decision falls on 2 April at noon.
  const decision = (over: Partial<LeagueDecision> = {}): LeagueDecision => ({
    playerId: 11,
    teamId: 1,
    tournamentId: 1,
    decidedAt: '2026-04-02T12:00:00Z',
    matches: 2,
    reason: 'Unsporting behaviour',
    ...over,
  });

  it('is served in the team’s next matches after the decision, as many as its length, and counts those played', () => {
    const list = suspensions(season({}, { 4: { status: 'scheduled' }, 5: { status: 'scheduled' } }), [decision()]);
    expect(list).toEqual([
      {
        playerId: 11,
        teamId: 1,
        tournamentId: 1,
        cause: 'league_decision',
        earnedInMatchId: null,
        decidedAt: '2026-04-02T12:00:00Z',
        reason: 'Unsporting behaviour',
        length: 2,
        servedIn: [3, 4],
        servedCount: 1,
        servedInMatchId: 3,
        served: false,
      },
    ]);
    expect(isSuspended(list, 11, 2)).toBe(false);
    expect(isSuspended(list, 11, 3)).toBe(true);
    expect(isSuspended(list, 11, 4)).toBe(true);
    expect(isSuspended(list, 11, 5)).toBe(false);
  });

  it('is served once every match of its length is played; skips cancelled and postponed matches', () => {
    const done = suspensions(season({}), [decision()]);
    expect(done[0]).toMatchObject({ servedIn: [3, 4], servedCount: 2, served: true });
    const skipping = suspensions(season({}, { 3: { status: 'postponed' } }), [decision()]);
    expect(skipping[0]).toMatchObject({ servedIn: [4, 5], servedCount: 2, served: true });
  });

  it('lists fewer matches while no more are scheduled, and is not served then', () => {
    const list = suspensions(season({}), [decision({ matches: 5 })]);
    expect(list[0]).toMatchObject({ length: 5, servedIn: [3, 4, 5], servedCount: 3, served: false });
  });

  it('until further notice: every later match of the team, never served', () => {
    const list = suspensions(season({}, { 5: { status: 'scheduled' } }), [decision({ matches: null, reason: null })]);
    expect(list[0]).toMatchObject({ length: null, reason: null, servedIn: [3, 4, 5], servedCount: 2, served: false });
    expect(isSuspended(list, 11, 5)).toBe(true);
  });

  it('looks only at the decision’s tournament and team', () => {
    const other = match({ id: 99, tournamentId: 2, hostTeamId: 1, guestTeamId: 7, dateTime: '2026-04-03T18:00:00Z' });
    const elsewhere = match({ id: 98, hostTeamId: 2, guestTeamId: 3, dateTime: '2026-04-03T19:00:00Z' });
    const list = suspensions([...season({}), other, elsewhere], [decision({ matches: 1 })]);
    expect(list[0].servedIn).toEqual([3]);
  });
});

describe('oneYellowAway', () => {
  const games = (cards: Record<number, ReturnType<typeof card>[]>) => season(cards, { 5: { status: 'scheduled' } });

  it('names a player whose next yellow would be the 3rd, with the count, before the given match only', () => {
    const list = games({ 1: [y(10)], 3: [y(20), card(12, 'host', 'yellow', 5)], 4: [card(13, 'guest', 'yellow', 7)] });
    expect(oneYellowAway(list, list[4], 1)).toEqual([{ playerId: 11, teamId: 1, yellows: 2 }]);
    // Before tour 3 player 11 has one yellow: not yet one away.
    expect(oneYellowAway(list, list[2], 1)).toEqual([]);
  });

  it('counts again after a suspension: 5 yellows is one away from the 6th', () => {
    const list = games({ 1: [y(10)], 2: [y(10)], 3: [y(10)], 4: [y(10), card(12, 'host', 'yellow', 1)] });
    expect(oneYellowAway(list, list[4], 1)).toEqual([]);
    const more = season({ 1: [y(10)], 2: [y(10)], 3: [y(10)], 4: [y(10)], 5: [y(10)] });
    const sixth = match({ id: 6, hostTeamId: 1, guestTeamId: 8, tourNumber: 6, status: 'scheduled' });
    expect(oneYellowAway([...more, sixth], sixth, 1)).toEqual([{ playerId: 11, teamId: 1, yellows: 5 }]);
  });

  it('does not count the yellows of a sending-off, and answers for the asked team only', () => {
    const list = games({
      1: [y(10), y(50)],
      2: [y(10)],
      3: [card(21, 'guest', 'yellow', 3)],
      4: [card(21, 'guest', 'yellow', 3)],
    });
    expect(oneYellowAway(list, list[4], 1)).toEqual([]);
    // Player 21 played for the guests (teams 4 and 5): the team of the latest card.
    expect(oneYellowAway(list, list[4], 5)).toEqual([{ playerId: 21, teamId: 5, yellows: 2 }]);
  });
});
