// The round-robin generator (circle method, Berger tables): every pair meets once (single) or
// twice (double, the second half mirrors the first with home and away swapped), no team plays
// twice in a tour, and each team's home and away counts differ by at most one. With an odd
// number of teams one team rests in each tour. Pure: the schedule service turns the result
// into tours and matches.

export interface Pairing<T> {
  host: T;
  guest: T;
}

export interface GeneratedTour<T> {
  /** 1-based tour number. */
  number: number;
  /** 'YYYY-MM-DD' */
  date: string;
  matches: Pairing<T>[];
}

export interface RoundRobinOptions {
  /** Two legs (home and away) instead of one. */
  double: boolean;
  /** 'YYYY-MM-DD': the first tour is played on the first `weekday` on or after it. */
  startDate: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Days between tours (7 unless set). */
  intervalDays?: number;
}

/** Pairings per tour for teams `0 … n-1`, indices only. */
export function roundRobinPairs(count: number, double: boolean): Array<Array<[number, number]>> {
  if (count < 2) return [];
  const n = count % 2 === 0 ? count : count + 1; // a "rest" slot when odd
  const bye = count % 2 === 0 ? -1 : n - 1;
  const fixed = n - 1;
  const m = n - 1;
  const first: Array<Array<[number, number]>> = [];
  for (let r = 0; r < m; r++) {
    const pairs: Array<[number, number]> = [];
    // The fixed team alternates home and away from tour to tour.
    pairs.push(r % 2 === 0 ? [r, fixed] : [fixed, r]);
    for (let i = 1; i < n / 2; i++) {
      const a = (r + i) % m;
      const b = (r - i + m) % m;
      pairs.push(i % 2 === 1 ? [b, a] : [a, b]);
    }
    first.push(pairs.filter(([h, g]) => h !== bye && g !== bye));
  }
  if (!double) return first;
  return [...first, ...first.map((pairs) => pairs.map(([h, g]) => [g, h] as [number, number]))];
}

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** The first date on or after `date` that falls on `weekday` (0 = Sunday). */
export function nextWeekday(date: string, weekday: number): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (weekday - day + 7) % 7);
}

/** Tours with dates for the given teams (their order decides the draw). */
export function roundRobin<T>(teams: readonly T[], options: RoundRobinOptions): GeneratedTour<T>[] {
  const first = nextWeekday(options.startDate, options.weekday);
  const interval = options.intervalDays ?? 7;
  return roundRobinPairs(teams.length, options.double).map((pairs, index) => ({
    number: index + 1,
    date: addDays(first, index * interval),
    matches: pairs.map(([h, g]) => ({ host: teams[h]!, guest: teams[g]! })),
  }));
}
