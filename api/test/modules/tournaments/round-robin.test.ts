// Properties of the round-robin generator for every team count a youth tournament can have.
import { nextWeekday, roundRobin, roundRobinPairs } from '../../../src/modules/tournaments/round-robin';

const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

describe.each([false, true])('round robin (double: %s)', (double) => {
  it.each(Array.from({ length: 19 }, (_, i) => i + 2))(
    '%i teams: every pair meets the right number of times, once per tour, balanced',
    (count) => {
      const tours = roundRobinPairs(count, double);
      const legs = double ? 2 : 1;
      // Tours: n-1 for an even count, n for an odd one (each team rests once per leg).
      expect(tours).toHaveLength(legs * (count % 2 === 0 ? count - 1 : count));
      const meetings = new Map<string, number>();
      const home = new Array<number>(count).fill(0);
      const away = new Array<number>(count).fill(0);
      for (const pairs of tours) {
        const seen = new Set<number>();
        for (const [h, g] of pairs) {
          expect(h).not.toBe(g);
          expect(seen.has(h) || seen.has(g)).toBe(false);
          seen.add(h);
          seen.add(g);
          meetings.set(key(h, g), (meetings.get(key(h, g)) ?? 0) + 1);
          home[h] += 1;
          away[g] += 1;
        }
        expect(seen.size).toBe(count % 2 === 0 ? count : count - 1);
      }
      expect(meetings.size).toBe((count * (count - 1)) / 2);
      expect([...meetings.values()].every((n) => n === legs)).toBe(true);
      for (let team = 0; team < count; team++) {
        expect(Math.abs(home[team]! - away[team]!)).toBeLessThanOrEqual(double ? 0 : 1);
        expect(home[team]! + away[team]!).toBe(legs * (count - 1));
      }
    },
  );
});

it('the second leg mirrors the first with home and away swapped', () => {
  const tours = roundRobinPairs(6, true);
  const half = tours.length / 2;
  for (let i = 0; i < half; i++) expect(tours[i + half]).toEqual(tours[i]!.map(([h, g]) => [g, h]));
});

it('gives nothing for fewer than two teams', () => {
  expect(roundRobinPairs(0, false)).toEqual([]);
  expect(roundRobinPairs(1, true)).toEqual([]);
});

it('dates the tours weekly from the first chosen weekday on or after the start date', () => {
  // 2026-03-04 is a Wednesday; the first Saturday (6) is 2026-03-07.
  expect(nextWeekday('2026-03-04', 6)).toBe('2026-03-07');
  expect(nextWeekday('2026-03-07', 6)).toBe('2026-03-07');
  const tours = roundRobin(['A', 'B', 'C', 'D'], { double: false, startDate: '2026-03-04', weekday: 6 });
  expect(tours.map((t) => [t.number, t.date])).toEqual([
    [1, '2026-03-07'],
    [2, '2026-03-14'],
    [3, '2026-03-21'],
  ]);
  expect(
    tours
      .flatMap((t) => t.matches)
      .every((m) => ['A', 'B', 'C', 'D'].includes(m.host) && ['A', 'B', 'C', 'D'].includes(m.guest)),
  ).toBe(true);
  const across = roundRobin(['A', 'B'], { double: true, startDate: '2026-12-28', weekday: 4, intervalDays: 3 });
  expect(across.map((t) => t.date)).toEqual(['2026-12-31', '2027-01-03']);
});
