import { refereeStatistics } from './referee-stats.js';
import { card, goal, match } from './stats.fixtures.js';

describe('refereeStatistics', () => {
  it('counts matches per role, cards per match and penalties as main referee', () => {
    const m1 = match({
      id: 1,
      hostTeamId: 1,
      guestTeamId: 2,
      referees: [
        { refereeId: 1, role: 'main_referee' },
        { refereeId: 2, role: 'first_assistant' },
      ],
      goals: [goal(11, 'host', 10, { method: 'penalty' }), goal(11, 'host', 1, { method: 'penalty', scope: 'after' })],
      missedPenalties: [{ playerId: 21, teamType: 'guest', minute: 70, additionalMinute: null, matchScope: 'regular' }],
      punishments: [card(11, 'host', 'yellow', 5), card(11, 'host', 'yellow', 50), card(21, 'guest', 'red', 60)],
    });
    const m2 = match({
      id: 2,
      hostTeamId: 1,
      guestTeamId: 3,
      referees: [
        { refereeId: 2, role: 'main_referee' },
        { refereeId: 1, role: 'inspector' },
      ],
      punishments: [card(31, 'guest', 'yellow', 5)],
    });
    const m3 = match({
      id: 3,
      hostTeamId: 1,
      guestTeamId: 3,
      status: 'scheduled',
      referees: [{ refereeId: 1, role: 'main_referee' }],
    });
    const rows = refereeStatistics(
      [m1, m2, m3],
      [
        { id: 1, name: 'Serik' },
        { id: 2, name: 'Asel' },
      ],
    );
    expect(rows.map((r) => r.name)).toEqual(['Asel', 'Serik']);
    const serik = rows[1];
    expect(serik).toMatchObject({ matches: 2, yellowCards: 2, redCards: 2, cardsPerMatch: 4, penaltiesAwarded: 2 });
    expect(serik.matchesByRole).toMatchObject({ main_referee: 1, inspector: 1, first_assistant: 0 });
    expect(rows[0]).toMatchObject({ matches: 2, yellowCards: 1, redCards: 0, cardsPerMatch: 1, penaltiesAwarded: 0 });
  });
});
