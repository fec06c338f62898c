// Referee ("judges") statistics over finished matches.
import { REFEREE_ROLES } from '@league/shared/contracts';
import { cardsByPlayer } from './cards.js';
import { average } from './format.js';
import { uniqueById } from './score.js';
import type { Id, MatchInput, RefereeInput, RefereeRole } from './stats.types.js';

export interface RefereeStats {
  refereeId: Id;
  name: string;
  /** Finished matches on the crew in any role (a match counts once). */
  matches: number;
  matchesByRole: Record<RefereeRole, number>;
  /** Cards and penalties below count only matches refereed as main_referee. */
  yellowCards: number;
  redCards: number;
  /** (yellows + reds shown) per match as main referee, 2 decimals. */
  cardsPerMatch: number;
  /** Regular-scope penalties: scored plus missed (shoot-out kicks are not awarded). */
  penaltiesAwarded: number;
}

const emptyRoles = (): Record<RefereeRole, number> =>
  Object.fromEntries(REFEREE_ROLES.map((r) => [r, 0])) as Record<RefereeRole, number>;

/** Ordered by matches (most first), then name, then id. */
export function refereeStatistics(matches: MatchInput[], referees: RefereeInput[] = [], locale = 'kk'): RefereeStats[] {
  const names = new Map(referees.map((r) => [r.id, r.name]));
  const rows = new Map<Id, RefereeStats>();
  for (const m of uniqueById(matches).filter((x) => x.status === 'finished')) {
    const seen = new Set<Id>();
    for (const a of m.referees ?? []) {
      let r = rows.get(a.refereeId);
      if (!r) {
        r = {
          refereeId: a.refereeId,
          name: names.get(a.refereeId) ?? '',
          matches: 0,
          matchesByRole: emptyRoles(),
          yellowCards: 0,
          redCards: 0,
          cardsPerMatch: 0,
          penaltiesAwarded: 0,
        };
        rows.set(a.refereeId, r);
      }
      if (!seen.has(a.refereeId)) r.matches += 1;
      seen.add(a.refereeId);
      r.matchesByRole[a.role] += 1;
      if (a.role !== 'main_referee') continue;
      for (const c of cardsByPlayer(m.punishments)) {
        r.yellowCards += c.yellowsShown;
        r.redCards += c.redsShown;
      }
      r.penaltiesAwarded +=
        m.goals.filter((g) => g.matchScope === 'regular' && g.method === 'penalty').length +
        (m.missedPenalties ?? []).filter((p) => p.matchScope === 'regular').length;
    }
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const list = [...rows.values()];
  for (const r of list) r.cardsPerMatch = average(r.yellowCards + r.redCards, r.matchesByRole.main_referee);
  return list.sort((a, b) => b.matches - a.matches || collator.compare(a.name, b.name) || a.refereeId - b.refereeId);
}
