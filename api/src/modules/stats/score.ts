// Score and result of one match, derived from its events (or its technical result).
import type { GoalInput, Id, MatchInput, Result, TeamSide } from './stats.types.js';

export interface Score {
  host: number;
  guest: number;
}

export interface MatchScore extends Score {
  /** Penalty shoot-out (`after`-scope goals); never part of `host`/`guest`. */
  shootout: Score | null;
  /** True when a technical result replaced the played score. */
  technical: boolean;
}

export const otherSide = (side: TeamSide): TeamSide => (side === 'host' ? 'guest' : 'host');

/** The side a goal counts for: an own goal counts for the other side. */
export const goalBeneficiary = (goal: Pick<GoalInput, 'teamType' | 'method'>): TeamSide =>
  goal.method === 'own_goal' ? otherSide(goal.teamType) : goal.teamType;

/** A match counts in the table once it is finished or has a technical result. */
export const isDecided = (match: Pick<MatchInput, 'status' | 'technicalResult'>): boolean =>
  match.technicalResult !== null || match.status === 'finished';

/**
 * Player goal statistics (scorers, assistants, goals conceded) only use finished matches
 * whose played score stands: a technical result annuls the goals of that match.
 */
export const countsPlayerGoals = (match: Pick<MatchInput, 'status' | 'technicalResult'>): boolean =>
  match.status === 'finished' && match.technicalResult === null;

export const sideOf = (match: Pick<MatchInput, 'hostTeamId' | 'guestTeamId'>, teamId: Id): TeamSide | null =>
  match.hostTeamId === teamId ? 'host' : match.guestTeamId === teamId ? 'guest' : null;

export const teamIdOf = (match: Pick<MatchInput, 'hostTeamId' | 'guestTeamId'>, side: TeamSide): Id =>
  side === 'host' ? match.hostTeamId : match.guestTeamId;

// Inputs are never changed once built, so a match's score is computed once per input object:
// a table with its position chart asks for it once per tour and per tie-break.
const scores = new WeakMap<MatchInput, MatchScore>();

export function matchScore(match: MatchInput): MatchScore {
  let score = scores.get(match);
  if (!score) {
    score = computeScore(match);
    scores.set(match, score);
  }
  return score;
}

/** The played score and the shoot-out counted from the goals (one pass); the shoot-out when it has a goal or a miss. */
export function countScore(match: Pick<MatchInput, 'goals' | 'missedPenalties'>): {
  regular: Score;
  shootout: Score | null;
} {
  const regular: Score = { host: 0, guest: 0 };
  let shootout: Score | null = null;
  for (const goal of match.goals) {
    if (goal.matchScope === 'regular') regular[goalBeneficiary(goal)] += 1;
    else if (goal.matchScope === 'after') (shootout ??= { host: 0, guest: 0 })[goalBeneficiary(goal)] += 1;
  }
  if (!shootout && match.missedPenalties?.some((p) => p.matchScope === 'after')) shootout = { host: 0, guest: 0 };
  return { regular, shootout };
}

/** The score: the stored tally when the match has one, else counted from its goals; a technical result replaces it. */
function computeScore(match: MatchInput): MatchScore {
  const { regular, shootout } = match.tally
    ? {
        regular: { host: match.tally.host, guest: match.tally.guest },
        shootout: match.tally.shootout && { ...match.tally.shootout },
      }
    : countScore(match);

  const tech = match.technicalResult;
  if (tech) {
    const winnerGoals = tech.winner === 'host' ? tech.hostGoals : tech.guestGoals;
    const loserGoals = tech.winner === 'host' ? tech.guestGoals : tech.hostGoals;
    const win = winnerGoals ?? 3;
    const lose = loserGoals ?? 0;
    return tech.winner === 'host'
      ? { host: win, guest: lose, shootout, technical: true }
      : { host: lose, guest: win, shootout, technical: true };
  }

  return { host: regular.host, guest: regular.guest, shootout, technical: false };
}

/**
 * Result for one side, or null while the match is not decided. A technical result's
 * winner wins whatever score was stated; a shoot-out never changes a drawn result.
 */
export function matchResult(match: MatchInput, side: TeamSide): Result | null {
  if (!isDecided(match)) return null;
  if (match.technicalResult) return match.technicalResult.winner === side ? 'W' : 'L';
  const score = matchScore(match);
  const own = score[side];
  const other = score[otherSide(side)];
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/** Result for a team id, or null if the team did not play or the match is not decided. */
export function teamResult(match: MatchInput, teamId: Id): Result | null {
  const side = sideOf(match, teamId);
  return side ? matchResult(match, side) : null;
}

/** `toISOString` text (what match inputs hold): two of them compare as text in time order. */
const isIsoText = (value: string): boolean =>
  value.length === 24 && value[10] === 'T' && value[19] === '.' && value[23] === 'Z';

/** Chronological order: date/time, then id (stable for equal kick-off times). */
export function compareMatchesByTime(
  a: Pick<MatchInput, 'dateTime' | 'id'>,
  b: Pick<MatchInput, 'dateTime' | 'id'>,
): number {
  if (a.dateTime !== b.dateTime) {
    if (isIsoText(a.dateTime) && isIsoText(b.dateTime)) return a.dateTime < b.dateTime ? -1 : 1;
    const diff = Date.parse(a.dateTime) - Date.parse(b.dateTime);
    if (diff !== 0) return diff;
  }
  return a.id - b.id;
}

/** Sort key of an event inside the regular time: 45+2 comes after 45 and before 46. */
export const eventTimeKey = (minute: number, additionalMinute: number | null): number =>
  minute * 100 + (additionalMinute ?? 0);

/** Keeps the first occurrence of each id (the same match may be loaded twice). */
export function uniqueById<T extends { id: Id }>(items: T[]): T[] {
  const seen = new Set<Id>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
