import { card, goal, match, result } from './stats.fixtures.js';
import { chunk, leagueTable, tableWindow, type TableRow } from './table.js';
import type { TeamInput } from './stats.types.js';

const teams = (...titles: string[]): TeamInput[] => titles.map((title, i) => ({ id: i + 1, title }));
const order = (rows: TableRow[]) => rows.map((r) => r.teamId);
const deciders = (rows: TableRow[]) => rows.map((r) => r.decidedBy);

describe('leagueTable', () => {
  it('computes totals, points and positions', () => {
    const rows = leagueTable([result(1, 2, 2, 0), result(2, 3, 1, 1), result(3, 1, 0, 1)], teams('A', 'B', 'C', 'D'));
    expect(rows[0]).toEqual({
      position: 1,
      teamId: 1,
      title: 'A',
      played: 2,
      won: 2,
      drawn: 0,
      lost: 0,
      goalsFor: 3,
      goalsAgainst: 0,
      goalDifference: 3,
      points: 6,
      disciplinaryPoints: 0,
      form: ['W', 'W'],
      decidedBy: null,
      decidedValues: null,
    });
    expect(rows.map((r) => [r.position, r.teamId, r.points])).toEqual([
      [1, 1, 6],
      [2, 3, 1],
      [3, 2, 1],
      [4, 4, 0],
    ]);
    // B and C drew each other (h2h equal), C has the better goal difference (-1 vs -2).
    expect(deciders(rows)).toEqual([null, 'points', 'goal_difference', 'points']);
    // Each row says the figures that decided it: the row above's, then its own.
    expect(rows.map((r) => r.decidedValues)).toEqual([null, [6, 1], [-1, -2], [1, 0]]);
  });

  it('ignores matches that are not finished', () => {
    const rows = leagueTable(
      [
        result(1, 2, 2, 0, { status: 'live' }),
        result(1, 2, 2, 0, { status: 'scheduled' }),
        result(1, 2, 2, 0, { status: 'cancelled' }),
      ],
      teams('A', 'B'),
    );
    expect(rows.every((r) => r.played === 0 && r.points === 0)).toBe(true);
  });

  it('counts a cancelled or postponed match only when the league decided a technical result (3:0, no goals played)', () => {
    const rows = leagueTable(
      [
        match({ hostTeamId: 1, guestTeamId: 2, status: 'cancelled', technicalResult: { winner: 'guest' } }),
        result(1, 3, 4, 0, { status: 'cancelled' }),
        result(2, 3, 1, 0, { status: 'postponed' }),
      ],
      teams('A', 'B', 'C'),
    );
    const byTeam = new Map(rows.map((r) => [r.teamId, r]));
    expect(byTeam.get(2)).toMatchObject({ played: 1, won: 1, points: 3, goalsFor: 3, goalsAgainst: 0 });
    expect(byTeam.get(1)).toMatchObject({ played: 1, lost: 1, points: 0 });
    expect(byTeam.get(3)).toMatchObject({ played: 0, points: 0 });
  });

  it('counts a match loaded twice only once', () => {
    const m = result(1, 2, 2, 0);
    expect(leagueTable([m, m], teams('A', 'B'))[0]).toMatchObject({ played: 1, points: 3 });
  });

  it('decides a two-way tie head-to-head before goal difference', () => {
    // A beat B 1:0; B has a far better overall goal difference.
    const rows = leagueTable(
      [result(1, 2, 1, 0), result(2, 4, 5, 0), result(3, 1, 1, 0), result(3, 4, 1, 1)],
      teams('A', 'B', 'C', 'D'),
    );
    expect(order(rows)).toEqual([3, 1, 2, 4]);
    expect(rows[1].goalDifference).toBeLessThan(rows[2].goalDifference);
    expect(deciders(rows)).toEqual([null, 'points', 'h2h_points', 'points']);
  });

  it('ranks a three-way tie by the mini-table among the tied teams', () => {
    // A, B, C beat each other in a circle and all beat D: 6 points each.
    // Mini-table: A +2 (3 goals), B -1 (2 goals), C -1 (1 goal). Overall C has the best goal difference.
    const rows = leagueTable(
      [
        result(1, 2, 3, 0),
        result(2, 3, 2, 0),
        result(3, 1, 1, 0),
        result(1, 4, 1, 0),
        result(2, 4, 1, 0),
        result(3, 4, 10, 0),
      ],
      teams('A', 'B', 'C', 'D'),
    );
    expect(rows.slice(0, 3).map((r) => r.points)).toEqual([6, 6, 6]);
    expect(order(rows)).toEqual([1, 2, 3, 4]);
    expect(deciders(rows)).toEqual([null, 'h2h_goal_difference', 'h2h_goals', 'points']);
  });

  it('re-applies head-to-head to the teams still level after the mini-table split', () => {
    // Mini-table of A, B, C: all 3 points and goal difference 0; goals A 1, B 2, C 2.
    // A drops to third; B and C are re-ranked on their own match (B won 2:1),
    // although C has the better overall goal difference.
    const rows = leagueTable(
      [
        result(2, 3, 2, 1),
        result(1, 2, 1, 0),
        result(3, 1, 1, 0),
        result(1, 4, 1, 0),
        result(2, 4, 1, 0),
        result(3, 4, 5, 0),
      ],
      teams('A', 'B', 'C', 'D'),
    );
    expect(order(rows)).toEqual([2, 3, 1, 4]);
    expect(deciders(rows)).toEqual([null, 'h2h_points', 'h2h_goals', 'points']);
  });

  it('falls through to overall criteria when head-to-head is level', () => {
    // A and B drew 1:1; A scored more overall with the same goal difference.
    const rows = leagueTable([result(1, 2, 1, 1), result(1, 3, 3, 2), result(2, 3, 2, 1)], teams('A', 'B', 'C'));
    expect(order(rows)).toEqual([1, 2, 3]);
    expect(rows[0].goalDifference).toBe(rows[1].goalDifference);
    expect(deciders(rows)).toEqual([null, 'goals_for', 'points']);
  });

  it('decides a tie on fair-play points, counting a second yellow as 3 in place of the yellow', () => {
    // A (Bravo) and B (Alpha) both beat C 1:0 and never met.
    // A: one player yellow + second_yellow = 3 points. B: four single yellows = 4 points.
    // Counting the second yellow as 1 + 3 would make them level and the title would put B first.
    const rows = leagueTable(
      [
        result(1, 3, 1, 0, { punishments: [card(11, 'host', 'yellow', 10), card(11, 'host', 'second_yellow', 50)] }),
        result(2, 3, 1, 0, {
          tourNumber: 2,
          punishments: [
            card(21, 'host', 'yellow', 1),
            card(22, 'host', 'yellow', 2),
            card(23, 'host', 'yellow', 3),
            card(24, 'host', 'yellow', 4),
          ],
        }),
      ],
      [
        { id: 1, title: 'Bravo' },
        { id: 2, title: 'Alpha' },
        { id: 3, title: 'Charlie' },
      ],
    );
    expect(rows.map((r) => [r.teamId, r.disciplinaryPoints])).toEqual([
      [1, 3],
      [2, 4],
      [3, 0],
    ]);
    expect(rows[1].decidedBy).toBe('fair_play');
    // Fewer disciplinary points rank higher.
    expect(rows[1].decidedValues).toEqual([3, 4]);
  });

  it("reads the fair-play points of a match's stored tally when it has one", () => {
    // The same tie as above, with the cards only in the tallies: A 3 points, B 4.
    const tally = (hostFairPlay: number) => ({ host: 1, guest: 0, shootout: null, hostFairPlay, guestFairPlay: 0 });
    const rows = leagueTable(
      [result(1, 3, 0, 0, { tally: tally(3) }), result(2, 3, 0, 0, { tourNumber: 2, tally: tally(4) })],
      [
        { id: 1, title: 'Bravo' },
        { id: 2, title: 'Alpha' },
        { id: 3, title: 'Charlie' },
      ],
    );
    expect(rows.map((r) => [r.teamId, r.points, r.goalsFor, r.disciplinaryPoints])).toEqual([
      [1, 3, 1, 3],
      [2, 3, 1, 4],
      [3, 0, 0, 0],
    ]);
    expect(rows[1].decidedBy).toBe('fair_play');
  });

  it('falls back to a locale-aware title comparison', () => {
    // In Kazakh, Ә sorts between А and Б; by code point it would come after Б.
    const rows = leagueTable(
      [],
      [
        { id: 1, title: 'Барыс' },
        { id: 2, title: 'Әлем' },
        { id: 3, title: 'Ақтөбе' },
      ],
    );
    expect(rows.map((r) => r.title)).toEqual(['Ақтөбе', 'Әлем', 'Барыс']);
    expect(deciders(rows)).toEqual([null, 'title', 'title']);
    expect(rows.map((r) => r.decidedValues)).toEqual([null, null, null]);
  });

  it('counts a technical result as 3:0 whatever was played', () => {
    const rows = leagueTable(
      [
        match({
          hostTeamId: 1,
          guestTeamId: 2,
          goals: [goal(11, 'host', 3), goal(11, 'host', 4)],
          technicalResult: { winner: 'guest' },
        }),
      ],
      teams('A', 'B'),
    );
    expect(rows.map((r) => [r.teamId, r.points, r.goalsFor, r.goalsAgainst, r.form])).toEqual([
      [2, 3, 3, 0, ['W']],
      [1, 0, 0, 3, ['L']],
    ]);
  });

  it('counts an own goal for the other side', () => {
    const rows = leagueTable(
      [match({ hostTeamId: 1, guestTeamId: 2, goals: [goal(11, 'host', 3, { method: 'own_goal' })] })],
      teams('A', 'B'),
    );
    expect(rows[0]).toMatchObject({ teamId: 2, points: 3, goalsFor: 1 });
  });

  it('keeps shoot-out goals out of the table', () => {
    const rows = leagueTable(
      [
        result(1, 2, 1, 1, {
          goals: [
            goal(11, 'host', 10),
            goal(21, 'guest', 20),
            goal(11, 'host', 1, { scope: 'after', method: 'penalty' }),
            goal(12, 'host', 2, { scope: 'after', method: 'penalty' }),
          ],
        }),
      ],
      teams('A', 'B'),
    );
    expect(rows.map((r) => [r.points, r.goalsFor, r.goalsAgainst, r.won])).toEqual([
      [1, 1, 1, 0],
      [1, 1, 1, 0],
    ]);
  });

  it('recomputes over a tour range, which can change the order', () => {
    const matches = [
      result(1, 2, 1, 0, { tourNumber: 1 }),
      result(2, 1, 3, 0, { tourNumber: 2 }),
      result(3, 4, 0, 0, { tourNumber: 3 }),
    ];
    const all = teams('A', 'B', 'C', 'D');
    expect(order(leagueTable(matches, all)).slice(0, 2)).toEqual([2, 1]);
    expect(leagueTable(matches, all)[1].decidedBy).toBe('h2h_goal_difference');
    // Head to head, B beat A 3–0 and lost 0–1: goal difference +2 against −2 in the mini-table.
    expect(leagueTable(matches, all)[1].decidedValues).toEqual([2, -2]);
    const first = leagueTable(matches, all, { toTourNumber: 1 });
    expect(order(first).slice(0, 1)).toEqual([1]);
    expect(first.find((r) => r.teamId === 3)?.played).toBe(0);
    const later = leagueTable(matches, all, { fromTourNumber: 2, toTourNumber: 3 });
    expect(later[0]).toMatchObject({ teamId: 2, played: 1, points: 3 });
    expect(later.find((r) => r.teamId === 3)?.played).toBe(1);
  });

  it('lists form newest first, at most five', () => {
    // Tours 1..6 alternate W (odd) and D (even); tour 1 falls out of the last five.
    const matches = [1, 2, 3, 4, 5, 6].map((tour) => result(1, 2, tour % 2, 0, { tourNumber: tour }));
    expect(leagueTable(matches, teams('A', 'B'))[0].form).toEqual(['D', 'W', 'D', 'W', 'D']);
  });

  it('adds a row for a team missing from the team list', () => {
    const rows = leagueTable([result(1, 9, 0, 1)], teams('A'));
    expect(rows[0]).toMatchObject({ teamId: 9, title: '', points: 3 });
  });
});

describe('tableWindow', () => {
  const rows = Array.from({ length: 8 }, (_, i) => ({ teamId: i + 1, position: i + 1 }));
  const positions = (r: { position: number }[]) => r.map((x) => x.position);

  it('shifts down for the first teams', () => {
    expect(positions(tableWindow(rows, 1))).toEqual([1, 2, 3, 4, 5]);
    expect(positions(tableWindow(rows, 2))).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres on a middle team: two above, two below', () => {
    expect(positions(tableWindow(rows, 5))).toEqual([3, 4, 5, 6, 7]);
  });

  it('shifts up for the last team', () => {
    expect(positions(tableWindow(rows, 8))).toEqual([4, 5, 6, 7, 8]);
  });

  it('returns the whole table when it is shorter, and nothing for an unknown team', () => {
    expect(positions(tableWindow(rows.slice(0, 3), 3))).toEqual([1, 2, 3]);
    expect(tableWindow(rows, 99)).toEqual([]);
  });

  it('supports another size', () => {
    expect(positions(tableWindow(rows, 5, 3))).toEqual([4, 5, 6]);
  });
});

describe('chunk', () => {
  it('splits into consecutive chunks', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('refuses a size below 1', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
