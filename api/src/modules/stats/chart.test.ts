import fc from 'fast-check';
import { card, match, result } from './stats.fixtures.js';
import type { CardType, MatchInput, MatchStatus, TeamInput, TeamSide } from './stats.types.js';
import { leagueTable, leagueTableWithChart, positionChart, tableMatches, type TableOptions } from './table.js';

/** The straightforward chart: a whole table after each tour that has a decided match. */
function chartByTables(matches: MatchInput[], teams: TeamInput[], options: TableOptions = {}): Map<number, number[]> {
  const tours = [...new Set(tableMatches(matches, options).map((m) => m.tourNumber))].sort((a, b) => a - b);
  const chart = new Map<number, number[]>();
  for (const tour of tours) {
    for (const row of leagueTable(matches, teams, { ...options, toTourNumber: tour })) {
      const list = chart.get(row.teamId);
      if (list) list.push(row.position);
      else chart.set(row.teamId, [row.position]);
    }
  }
  return chart;
}

const sorted = (chart: Map<number, number[]>) => [...chart.entries()].sort(([a], [b]) => a - b);

describe('positionChart', () => {
  const teams: TeamInput[] = [
    { id: 1, title: 'A' },
    { id: 2, title: 'B' },
    { id: 3, title: 'C' },
  ];

  it('gives each team its position after every tour with a decided match', () => {
    const matches = [
      result(1, 2, 1, 0, { tourNumber: 1 }),
      result(3, 1, 2, 0, { tourNumber: 2 }),
      result(2, 3, 0, 0, { tourNumber: 2 }),
      // Tour 3 has no decided match: no point for it.
      result(1, 3, 5, 0, { tourNumber: 3, status: 'scheduled' }),
    ];
    expect(sorted(positionChart(matches, teams))).toEqual([
      // After tour 1 B and C have no points; C's goal difference (0) beats B's (-1).
      [1, [1, 2]],
      [2, [3, 3]],
      [3, [2, 1]],
    ]);
  });

  it('adds a team missing from the list from its first decided match on', () => {
    const matches = [result(1, 2, 1, 0, { tourNumber: 1 }), result(9, 1, 3, 0, { tourNumber: 2 })];
    const chart = positionChart(matches, teams);
    expect(chart.get(9)).toEqual([1]);
    expect(chart.get(1)).toEqual([1, 2]);
  });

  it('is empty when nothing is decided and keeps to the tour range', () => {
    expect(positionChart([result(1, 2, 1, 0, { status: 'live' })], teams).size).toBe(0);
    const matches = [
      result(1, 2, 1, 0, { tourNumber: 1 }),
      result(2, 1, 3, 0, { tourNumber: 2 }),
      result(3, 1, 1, 0, { tourNumber: 3 }),
    ];
    expect(sorted(positionChart(matches, teams, { fromTourNumber: 2, toTourNumber: 2 }))).toEqual(
      sorted(chartByTables(matches, teams, { fromTourNumber: 2, toTourNumber: 2 })),
    );
  });

  // Generated leagues: few teams and small scores, so that ties (and every tie-breaker down to
  // the title and the id) are frequent; some teams missing from the list; duplicated matches,
  // technical results, cards for fair play, and tour ranges.
  const side = fc.constantFrom<TeamSide>('host', 'guest');
  const cardArb = fc.record({
    side,
    card: fc.constantFrom<CardType>('yellow', 'yellow', 'second_yellow', 'red'),
    player: fc.integer({ min: 1, max: 3 }),
  });
  const matchArb = fc.record({
    host: fc.integer({ min: 1, max: 6 }),
    guest: fc.integer({ min: 1, max: 6 }),
    hostGoals: fc.integer({ min: 0, max: 3 }),
    guestGoals: fc.integer({ min: 0, max: 3 }),
    tour: fc.integer({ min: 1, max: 6 }),
    status: fc.constantFrom<MatchStatus>('finished', 'finished', 'finished', 'scheduled', 'live', 'cancelled'),
    technical: fc.option(side, { freq: 6 }),
    cards: fc.array(cardArb, { maxLength: 3 }),
  });
  const leagueArb = fc.record({
    matches: fc.array(matchArb, { maxLength: 30 }),
    listed: fc.subarray([1, 2, 3, 4, 5, 6]),
    titles: fc.array(fc.constantFrom('Alga', 'Алға', 'Bars', 'Барс', 'Ertis', ''), { minLength: 6, maxLength: 6 }),
    duplicate: fc.boolean(),
    from: fc.option(fc.integer({ min: 1, max: 6 })),
    to: fc.option(fc.integer({ min: 1, max: 6 })),
    locale: fc.constantFrom('kk', 'ru', 'en'),
  });

  it('equals a whole table per tour on generated leagues', () => {
    fc.assert(
      fc.property(leagueArb, (league) => {
        const matches = league.matches
          .filter((m) => m.host !== m.guest)
          .map((m, i) =>
            result(m.host, m.guest, m.hostGoals, m.guestGoals, {
              id: i + 1,
              tourNumber: m.tour,
              dateTime: `2026-04-${String(m.tour).padStart(2, '0')}T${String(10 + (i % 10)).padStart(2, '0')}:00:00Z`,
              status: m.status,
              technicalResult: m.technical ? { winner: m.technical } : null,
              punishments: m.cards.map((c) => card(c.player, c.side, c.card, 30)),
            }),
          );
        const input = league.duplicate ? [...matches, ...matches.slice(0, 3)] : matches;
        const listed = league.listed.map((id) => ({ id, title: league.titles[id - 1] }));
        const options: TableOptions = {
          fromTourNumber: league.from ?? undefined,
          toTourNumber: league.to ?? undefined,
          locale: league.locale,
        };
        expect(sorted(positionChart(input, listed, options))).toEqual(sorted(chartByTables(input, listed, options)));
        // The table and its chart in one pass: the same table, the same chart.
        const both = leagueTableWithChart(input, listed, options);
        expect(both.rows).toEqual(leagueTable(input, listed, options));
        expect(sorted(both.chart)).toEqual(sorted(chartByTables(input, listed, options)));
      }),
      { numRuns: 400, seed: 20_261_122 },
    );
  });

  it('equals a whole table per tour on a long season', () => {
    // 30 tours of a 16-team league: the straightforward chart builds 30 tables.
    const teams16 = Array.from({ length: 16 }, (_, i) => ({ id: i + 1, title: `T${i + 1}` }));
    const matches: MatchInput[] = [];
    for (let tour = 1; tour <= 30; tour++) {
      for (let i = 0; i < 8; i++)
        matches.push(
          match({
            hostTeamId: ((i + tour) % 16) + 1,
            guestTeamId: ((15 - i + tour) % 16) + 1,
            tourNumber: tour,
            status: 'finished',
          }),
        );
    }
    const valid = matches.filter((m) => m.hostTeamId !== m.guestTeamId);
    expect(sorted(positionChart(valid, teams16))).toEqual(sorted(chartByTables(valid, teams16)));
  });
});
