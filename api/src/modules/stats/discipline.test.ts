import { isSuspended, suspensions } from './discipline.js';
import { card, match } from './stats.fixtures.js';
import type { MatchInput, PunishmentInput } from './stats.types.js';

// Team 1 plays tours 1..5 at home against teams 2..6; player 11 plays for team 1.
const season = (cards: Record<number, PunishmentInput[]>, over: Partial<Record<number, Partial<MatchInput>>> = {}): MatchInput[] =>
  [1, 2, 3, 4, 5].map((tour) =>
    match({ id: tour, hostTeamId: 1, guestTeamId: tour + 1, tourNumber: tour, punishments: cards[tour] ?? [], ...over[tour] }),
  );
const y = (minute: number) => card(11, 'host', 'yellow', minute);

describe('suspensions', () => {
  it('suspends a red card for the team’s next match and marks it served once that match is finished', () => {
    const list = suspensions(season({ 1: [card(11, 'host', 'red', 30)] }));
    expect(list).toEqual([
      { playerId: 11, teamId: 1, tournamentId: 1, cause: 'red_card', earnedInMatchId: 1, servedInMatchId: 2, served: true },
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
    expect(list).toEqual([
      { playerId: 11, teamId: 1, tournamentId: 1, cause: 'yellow_accumulation', earnedInMatchId: 3, servedInMatchId: 4, served: true },
    ]);
    expect(suspensions(season({ 1: [y(10)], 2: [y(20)] }))).toEqual([]);
  });

  it('counts two yellows in one match as a red, and those yellows do not accumulate', () => {
    const list = suspensions(season({ 1: [y(10), y(50)], 3: [y(30)], 4: [y(30)] }));
    expect(list).toEqual([
      { playerId: 11, teamId: 1, tournamentId: 1, cause: 'second_yellow', earnedInMatchId: 1, servedInMatchId: 2, served: true },
    ]);
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
