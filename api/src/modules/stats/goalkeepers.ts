// Goalkeeper statistics: matches, minutes, goals conceded while on the pitch, clean sheets.
import { collatorFor } from './collator.js';
import { DEFAULT_MATCH_LENGTH, matchAppearances, onPitchAt } from './appearances.js';
import { compareMatchesByTime, countsPlayerGoals, eventTimeKey, goalBeneficiary, uniqueById } from './score.js';
import type { Id, MatchInput, PlayerInput } from './stats.types.js';

export interface GoalkeeperOptions {
  players?: PlayerInput[];
  /** Length of a match in minutes (youth tournaments may play 70 or 80). */
  matchLength?: number;
  /** Minutes a keeper must play for a clean sheet; two thirds of the match by default. */
  cleanSheetMinMinutes?: number;
  locale?: string;
}

export interface GoalkeeperRow {
  playerId: Id;
  name: string;
  /** Team of the latest appearance. */
  teamId: Id;
  matches: number;
  minutes: number;
  goalsConceded: number;
  cleanSheets: number;
}

/**
 * Goalkeepers are players whose squad position (or, failing that, player position) is GK and
 * who started or came on in a finished match. Goals conceded and clean sheets skip matches
 * decided by a technical result (their goals are annulled); matches and minutes still count.
 * Order: clean sheets, fewer goals conceded, more minutes, name, id.
 */
export function goalkeepers(matches: MatchInput[], options: GoalkeeperOptions = {}): GoalkeeperRow[] {
  const matchLength = options.matchLength ?? DEFAULT_MATCH_LENGTH;
  const minForCleanSheet = options.cleanSheetMinMinutes ?? Math.ceil((matchLength * 2) / 3);
  const names = new Map((options.players ?? []).map((p) => [p.id, p.name]));
  const rows = new Map<Id, GoalkeeperRow>();

  const finished = uniqueById(matches)
    .filter((m) => m.status === 'finished')
    .sort(compareMatchesByTime);
  for (const match of finished) {
    const goals = match.goals.filter((g) => g.matchScope === 'regular');
    for (const a of matchAppearances(match, matchLength, options.players)) {
      if (a.position !== 'GK') continue;
      const row = rows.get(a.playerId) ?? {
        playerId: a.playerId,
        name: names.get(a.playerId) ?? '',
        teamId: a.teamId,
        matches: 0,
        minutes: 0,
        goalsConceded: 0,
        cleanSheets: 0,
      };
      row.teamId = a.teamId;
      row.matches += 1;
      row.minutes += a.minutes;
      if (countsPlayerGoals(match)) {
        const conceded = goals.filter(
          (g) => goalBeneficiary(g) !== a.teamType && onPitchAt(a, eventTimeKey(g.minute, g.additionalMinute)),
        ).length;
        row.goalsConceded += conceded;
        if (conceded === 0 && a.minutes >= minForCleanSheet) row.cleanSheets += 1;
      }
      rows.set(a.playerId, row);
    }
  }

  const collator = collatorFor(options.locale ?? 'kk');
  return [...rows.values()].sort(
    (a, b) =>
      b.cleanSheets - a.cleanSheets ||
      a.goalsConceded - b.goalsConceded ||
      b.minutes - a.minutes ||
      collator.compare(a.name, b.name) ||
      a.playerId - b.playerId,
  );
}
