import { goalkeepers } from './goalkeepers.js';
import { goal, match, squad, sub } from './stats.fixtures.js';

describe('goalkeepers', () => {
  it('splits minutes and goals conceded at a goalkeeper substitution', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      squads: [...squad('host', [1, 11], [2], [1, 2]), ...squad('guest', [9, 21], [], [9])],
      replacements: [sub(1, 'host', 'out', 60), sub(2, 'host', 'in', 60)],
      goals: [
        goal(21, 'guest', 30),
        goal(21, 'guest', 60), // at the substitution: the keeper going off
        goal(11, 'host', 75, { method: 'own_goal' }), // own goal: conceded by the host keeper on the pitch
        goal(21, 'guest', 1, { scope: 'after' }), // shoot-out: never conceded
      ],
    });
    const rows = goalkeepers([m]);
    expect(rows.find((r) => r.playerId === 1)).toMatchObject({
      matches: 1,
      minutes: 60,
      goalsConceded: 2,
      cleanSheets: 0,
      teamId: 1,
    });
    expect(rows.find((r) => r.playerId === 2)).toMatchObject({
      matches: 1,
      minutes: 30,
      goalsConceded: 1,
      cleanSheets: 0,
    });
    expect(rows.find((r) => r.playerId === 9)).toMatchObject({
      matches: 1,
      minutes: 90,
      goalsConceded: 0,
      cleanSheets: 1,
    });
    expect(rows.some((r) => r.playerId === 11)).toBe(false); // not a goalkeeper
  });

  it('needs two thirds of the match for a clean sheet and takes the position from the player list', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      squads: [
        { playerId: 1, teamType: 'host', kind: 'main' },
        { playerId: 2, teamType: 'host', kind: 'substitute' },
      ],
      replacements: [sub(1, 'host', 'out', 50), sub(2, 'host', 'in', 50)],
    });
    const players = [
      { id: 1, name: 'One', position: 'GK' as const },
      { id: 2, name: 'Two', position: 'GK' as const },
    ];
    const rows = goalkeepers([m], { players });
    expect(rows.map((r) => [r.playerId, r.minutes, r.cleanSheets])).toEqual([
      [1, 50, 0],
      [2, 40, 0],
    ]);
    expect(goalkeepers([m], { players, matchLength: 70 }).map((r) => [r.playerId, r.minutes, r.cleanSheets])).toEqual([
      [1, 50, 1],
      [2, 20, 0],
    ]);
  });

  it('counts matches and minutes but no goals of a technical result', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      squads: squad('host', [1], [], [1]),
      goals: [goal(21, 'guest', 10)],
      technicalResult: { winner: 'host' },
    });
    expect(goalkeepers([m])[0]).toMatchObject({ matches: 1, minutes: 90, goalsConceded: 0, cleanSheets: 0 });
  });
});
