import { playerStatistics, playerStatisticsFor } from './player-stats.js';
import { card, goal, match, squad, sub } from './stats.fixtures.js';

describe('playerStatistics', () => {
  const m1 = match({
    id: 1,
    hostTeamId: 1,
    guestTeamId: 2,
    squads: [...squad('host', [11, 12], [13]), ...squad('guest', [21])],
    replacements: [sub(12, 'host', 'out', 70), sub(13, 'host', 'in', 70)],
    goals: [
      goal(11, 'host', 10, { method: 'assistant', assistantId: 12 }),
      goal(11, 'host', 20, { method: 'penalty' }),
      goal(21, 'guest', 30, { method: 'own_goal' }),
      goal(13, 'host', 1, { scope: 'after' }),
    ],
    punishments: [card(11, 'host', 'yellow', 40), card(21, 'guest', 'yellow', 41), card(21, 'guest', 'yellow', 80)],
  });
  const m2 = match({
    id: 2,
    tournamentId: 2,
    hostTeamId: 3,
    guestTeamId: 1,
    squads: squad('guest', [11]),
    goals: [goal(11, 'guest', 5)],
  });
  const notPlayed = match({ id: 3, hostTeamId: 1, guestTeamId: 2, status: 'scheduled', squads: squad('host', [11]) });

  it('gives one row per player and tournament', () => {
    const rows = playerStatistics([m1, m2, notPlayed]);
    const p11 = rows.filter((r) => r.playerId === 11);
    expect(p11).toEqual([
      {
        playerId: 11,
        tournamentId: 1,
        teamId: 1,
        matches: 1,
        minutes: 90,
        goals: 2,
        penalties: 1,
        ownGoals: 0,
        assists: 0,
        yellowCards: 1,
        redCards: 0,
      },
      {
        playerId: 11,
        tournamentId: 2,
        teamId: 1,
        matches: 1,
        minutes: 90,
        goals: 1,
        penalties: 0,
        ownGoals: 0,
        assists: 0,
        yellowCards: 0,
        redCards: 0,
      },
    ]);
    expect(rows.find((r) => r.playerId === 12)).toMatchObject({ minutes: 70, assists: 1 });
    expect(rows.find((r) => r.playerId === 13)).toMatchObject({ minutes: 20, goals: 0 });
    expect(rows.find((r) => r.playerId === 21)).toMatchObject({
      teamId: 2,
      ownGoals: 1,
      goals: 0,
      yellowCards: 2,
      redCards: 1,
      minutes: 80,
    });
  });

  it('answers for one player', () => {
    expect(playerStatisticsFor([m1, m2], 12)).toEqual([
      {
        playerId: 12,
        tournamentId: 1,
        teamId: 1,
        matches: 1,
        minutes: 70,
        goals: 0,
        penalties: 0,
        ownGoals: 0,
        assists: 1,
        yellowCards: 0,
        redCards: 0,
      },
    ]);
  });
});
