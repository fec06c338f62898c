import { card, goal, match, sub } from './stats.fixtures.js';
import { matchTimeline, minuteLabel } from './timeline.js';

describe('matchTimeline', () => {
  it('merges the four lists, puts before first and after last, and orders added time', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [
        goal(11, 'host', 46),
        goal(11, 'host', 2, { scope: 'after', method: 'penalty' }),
        goal(21, 'guest', 45, { additionalMinute: 2 }),
        goal(21, 'guest', 1, { scope: 'after', method: 'penalty' }),
        goal(22, 'guest', 90, { additionalMinute: 3, method: 'own_goal' }),
      ],
      punishments: [card(12, 'host', 'yellow', 45), card(13, 'host', 'yellow', 0, { matchScope: 'before' })],
      replacements: [sub(14, 'host', 'out', 45), sub(15, 'host', 'in', 45)],
      missedPenalties: [{ playerId: 23, teamType: 'guest', minute: 3, additionalMinute: null, matchScope: 'after' }],
    });
    const t = matchTimeline(m);
    expect(t.map((e) => [e.kind, e.event.playerId, e.label, e.sortMinute])).toEqual([
      ['punishment', 13, null, -999],
      ['punishment', 12, '45', 45],
      ['replacement', 14, '45', 45],
      ['replacement', 15, '45', 45],
      ['goal', 21, '45+2', 45],
      ['goal', 11, '46', 46],
      ['goal', 22, '90+3', 90],
      ['goal', 21, null, 999],
      ['goal', 11, null, 999],
      ['missed_penalty', 23, null, 999],
    ]);
    const ownGoal = t.find((e) => e.kind === 'goal' && e.event.playerId === 22);
    expect(ownGoal?.kind === 'goal' && ownGoal.countsFor).toBe('host');
  });

  it('keeps the input order for events in the same minute', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      punishments: [card(5, 'host', 'yellow', 30), card(4, 'guest', 'yellow', 30), card(6, 'host', 'red', 30)],
    });
    expect(matchTimeline(m).map((e) => e.event.playerId)).toEqual([5, 4, 6]);
  });
});

describe('minuteLabel', () => {
  it('shows 1–90 with added time, and later minutes as added time', () => {
    expect(minuteLabel({ minute: 17, additionalMinute: null, matchScope: 'regular' })).toBe('17');
    expect(minuteLabel({ minute: 45, additionalMinute: 2, matchScope: 'regular' })).toBe('45+2');
    expect(minuteLabel({ minute: 93, additionalMinute: 0, matchScope: 'regular' })).toBe('90+3');
    expect(minuteLabel({ minute: 0, additionalMinute: null, matchScope: 'regular' })).toBe('1');
    expect(minuteLabel({ minute: 0, additionalMinute: null, matchScope: 'before' })).toBeNull();
  });
});
