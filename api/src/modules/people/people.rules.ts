// Rules of the people area that the stats module does not hold: team order (spec §9), age in
// whole years, a team's current tournament, which tournament a list defaults to, and how a
// squad is grouped by position.
import { PLAYER_POSITIONS, type PlayerPosition } from '@league/shared/contracts';

export interface SortableTeam {
  id: number;
  title: string;
  is_active: boolean;
  position: number;
}

/** 'Қайрат 2012 U-14' → letters 'Қайрат U-' and number 2012 (the first number in the title). */
export function titleParts(title: string): { letters: string; number: number | null } {
  const match = /\d+/.exec(title);
  return {
    letters: title.replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim(),
    number: match ? Number(match[0]) : null,
  };
}

/**
 * Spec §9: active first, then the manual order (position, lower first), then the title's letters
 * (locale-aware), then its number (lower first; a title without a number first), then id.
 */
export function compareTeams(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return (a: SortableTeam, b: SortableTeam): number => {
    if (a.is_active !== b.is_active) return a.is_active ? -1 : 1;
    if (a.position !== b.position) return a.position - b.position;
    const pa = titleParts(a.title);
    const pb = titleParts(b.title);
    const letters = collator.compare(pa.letters, pb.letters);
    if (letters !== 0) return letters;
    if (pa.number !== pb.number) return (pa.number ?? -1) - (pb.number ?? -1);
    return a.id - b.id;
  };
}

export function sortTeams<T extends SortableTeam>(teams: T[], locale: string): T[] {
  return [...teams].sort(compareTeams(locale));
}

/** Whole years between a 'YYYY-MM-DD' birth date and `today` ('YYYY-MM-DD', league calendar). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return Math.max(0, age);
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
export const isRunning = (t: Pick<TournamentChoice, 'active' | 'end_date'>, today: string) => t.active && (t.end_date === null || t.end_date > today);

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

export interface PositionedPlayer {
  id: number;
  name: string;
  position: PlayerPosition;
  number: number | null;
}

/**
 * A squad or an application list as the spec shows it: groups GK, DF, MF, FW (empty groups left
 * out); inside a group by number (none last), then name (locale-aware), then id.
 */
export function groupByPosition<T extends PositionedPlayer>(players: T[], locale: string): { position: PlayerPosition; players: T[] }[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return PLAYER_POSITIONS.map((position) => ({
    position,
    players: players
      .filter((p) => p.position === position)
      .sort((a, b) => (a.number ?? 1000) - (b.number ?? 1000) || collator.compare(a.name, b.name) || a.id - b.id),
  })).filter((group) => group.players.length > 0);
}
