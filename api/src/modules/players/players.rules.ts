// Player rules of the people pages: age in whole years, and how a squad or an application list
// is grouped by position.
import { PLAYER_POSITIONS, type PlayerPosition } from '@league/shared/contracts';

/** Whole years between a 'YYYY-MM-DD' birth date and `today` ('YYYY-MM-DD', league calendar). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return Math.max(0, age);
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
export function groupByPosition<T extends PositionedPlayer>(
  players: T[],
  locale: string,
): { position: PlayerPosition; players: T[] }[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return PLAYER_POSITIONS.map((position) => ({
    position,
    players: players
      .filter((p) => p.position === position)
      .sort((a, b) => (a.number ?? 1000) - (b.number ?? 1000) || collator.compare(a.name, b.name) || a.id - b.id),
  })).filter((group) => group.players.length > 0);
}
