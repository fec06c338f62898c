// Tournament rules of domain.md: the list buckets (current / upcoming / past), whether a
// tournament is running, and which tournament a team page or a list opens on.
import type { TournamentBucket } from '@league/shared/contracts';

/**
 * past: finished (end_date set: only finishing sets it, whatever the date, ADR 0177); upcoming:
 * starts after today; current: everything else — started and not finished (active or paused).
 * "Today" is the calendar day in Asia/Almaty.
 */
export function tournamentBucket(
  t: { start_date: string | null; end_date: string | null },
  today: string,
): TournamentBucket {
  if (t.end_date !== null) return 'past';
  if (t.start_date !== null && t.start_date > today) return 'upcoming';
  return 'current';
}

export interface TournamentChoice {
  id: number;
  main: boolean;
  active: boolean;
  end_date: string | null;
  start_date: string | null;
  season_year: number;
  sort: number;
  /** A league (championship) is a team's main competition; a cup comes after it. */
  format?: 'league' | 'cup';
}

/** True while a tournament is active and not finished. */
export const isRunning = (t: Pick<TournamentChoice, 'active' | 'end_date'>, today: string) =>
  t.active && (t.end_date === null || t.end_date > today);

/**
 * A team's current tournament, or the default tournament of a list: running first, then the
 * main one, then a league before a cup, then the newest season, then the latest start, then the
 * manual order.
 */
export function pickTournament<T extends TournamentChoice>(tournaments: T[], today: string): T | null {
  const ordered = [...tournaments].sort(
    (a, b) =>
      Number(isRunning(b, today)) - Number(isRunning(a, today)) ||
      Number(b.main) - Number(a.main) ||
      Number(a.format === 'cup') - Number(b.format === 'cup') ||
      b.season_year - a.season_year ||
      (b.start_date ?? '').localeCompare(a.start_date ?? '') ||
      a.sort - b.sort ||
      a.id - b.id,
  );
  return ordered[0] ?? null;
}
