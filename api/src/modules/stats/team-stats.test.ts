import { teamStatistics, teamsStatistics } from './team-stats.js';
import { card, match, result } from './stats.fixtures.js';

describe('teamStatistics', () => {
  it('sums results, goals, clean sheets and cards over decided matches', () => {
    const matches = [
      result(1, 2, 2, 0, {
        punishments: [
          card(11, 'host', 'yellow', 5),
          card(11, 'host', 'second_yellow', 50),
          card(21, 'guest', 'red', 60),
        ],
      }),
      result(3, 1, 1, 1, { tourNumber: 2, punishments: [card(12, 'guest', 'yellow', 5)] }),
      match({ hostTeamId: 1, guestTeamId: 4, tourNumber: 3, technicalResult: { winner: 'guest' } }),
      result(1, 5, 4, 0, { tourNumber: 4, status: 'scheduled' }),
    ];
    expect(teamStatistics(matches, 1)).toEqual({
      teamId: 1,
      matches: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 3,
      goalsAgainst: 4,
      cleanSheets: 1,
      yellowCards: 3,
      redCards: 1,
      averageGoalsFor: 1,
      averageGoalsAgainst: 1.33,
    });
  });

  it('gives zeros for a team without matches', () => {
    const [s] = teamsStatistics([], [{ id: 9, title: 'X' }]);
    expect(s).toMatchObject({ teamId: 9, matches: 0, averageGoalsFor: 0 });
  });
});
