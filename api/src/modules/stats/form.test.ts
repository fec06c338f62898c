import { formTable, teamForm } from './form.js';
import { match, result } from './stats.fixtures.js';

describe('teamForm', () => {
  const matches = [
    result(1, 2, 1, 0, { tourNumber: 1 }), // W
    result(3, 1, 2, 2, { tourNumber: 2 }), // D
    result(1, 4, 0, 1, { tourNumber: 3 }), // L
    result(5, 1, 0, 3, { tourNumber: 4 }), // W
    result(1, 6, 1, 1, { tourNumber: 5 }), // D
    result(7, 1, 4, 0, { tourNumber: 6 }), // L
    result(1, 8, 0, 0, { tourNumber: 7, status: 'scheduled' }), // not decided
    match({ hostTeamId: 9, guestTeamId: 1, tourNumber: 8, status: 'postponed', technicalResult: { winner: 'host' } }), // L (technical)
  ];

  it('lists the last five decided results newest first', () => {
    expect(teamForm(matches, 1).map((f) => f.result)).toEqual(['L', 'L', 'D', 'W', 'L']);
  });

  it('carries opponent and score from the team point of view', () => {
    const [latest, second] = teamForm(matches, 1);
    expect(latest).toMatchObject({ opponentId: 9, goalsFor: 0, goalsAgainst: 3 });
    expect(second).toMatchObject({ opponentId: 7, goalsFor: 0, goalsAgainst: 4 });
  });

  it('honours a limit and lists every team', () => {
    expect(teamForm(matches, 1, 2)).toHaveLength(2);
    const rows = formTable(matches, [{ id: 42, title: 'No matches' }]);
    expect(rows.find((r) => r.teamId === 42)?.form).toEqual([]);
    expect(rows.find((r) => r.teamId === 2)?.form.map((f) => f.result)).toEqual(['L']);
  });
});
