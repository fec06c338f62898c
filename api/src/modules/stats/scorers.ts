// Scorers and assistants of a set of matches (usually one tournament).
import { collatorFor } from './collator.js';
import { matchAppearances } from './appearances.js';
import { compareMatchesByTime, countsPlayerGoals, teamIdOf, uniqueById } from './score.js';
import type { GoalInput, Id, MatchInput, PlayerInput } from './stats.types.js';

export interface LeaderOptions {
  players?: PlayerInput[];
  /** Locale for the name comparison; kk by default. */
  locale?: string;
}

export interface ScorerRow {
  position: number;
  playerId: Id;
  name: string;
  /** Team of the player's latest counted goal. */
  teamId: Id;
  goals: number;
  penalties: number;
  /** Matches played (finished matches with squads); null when no match has squad data. */
  matches: number | null;
}

export interface AssistantRow {
  position: number;
  playerId: Id;
  name: string;
  teamId: Id;
  assists: number;
  matches: number | null;
}

/** Goals that count for a scorer: regular scope, not own goals, in a match whose score stands. */
export function countedGoals(matches: MatchInput[]): { match: MatchInput; goal: GoalInput }[] {
  return uniqueById(matches)
    .filter(countsPlayerGoals)
    .sort(compareMatchesByTime)
    .flatMap((match) =>
      match.goals.filter((g) => g.matchScope === 'regular' && g.method !== 'own_goal').map((goal) => ({ match, goal })),
    );
}

/** Matches played per player over finished matches; null when no finished match has squads. */
export function matchesPlayed(matches: MatchInput[]): Map<Id, number> | null {
  const finished = uniqueById(matches).filter((m) => m.status === 'finished');
  if (!finished.some((m) => (m.squads ?? []).length > 0)) return null;
  const counts = new Map<Id, number>();
  for (const m of finished) {
    for (const a of matchAppearances(m)) counts.set(a.playerId, (counts.get(a.playerId) ?? 0) + 1);
  }
  return counts;
}

interface Tally {
  playerId: Id;
  teamId: Id;
  count: number;
  penalties: number;
}

interface Ranked {
  position: number;
  tally: Tally;
  name: string;
  matches: number | null;
}

function rank(tallies: Tally[], matches: MatchInput[], options: LeaderOptions): Ranked[] {
  const names = new Map((options.players ?? []).map((p) => [p.id, p.name]));
  const played = matchesPlayed(matches);
  const collator = collatorFor(options.locale ?? 'kk');
  const matchesOf = (id: Id) => (played ? (played.get(id) ?? 0) : null);
  return [...tallies]
    .sort(
      (a, b) =>
        b.count - a.count ||
        (matchesOf(a.playerId) ?? 0) - (matchesOf(b.playerId) ?? 0) ||
        collator.compare(names.get(a.playerId) ?? '', names.get(b.playerId) ?? '') ||
        a.playerId - b.playerId,
    )
    .map((tally, i) => ({
      position: i + 1,
      tally,
      name: names.get(tally.playerId) ?? '',
      matches: matchesOf(tally.playerId),
    }));
}

function tallyByPlayer(entries: { playerId: Id; teamId: Id; penalty: boolean }[]): Tally[] {
  const byPlayer = new Map<Id, Tally>();
  for (const e of entries) {
    const t = byPlayer.get(e.playerId) ?? { playerId: e.playerId, teamId: e.teamId, count: 0, penalties: 0 };
    t.count += 1;
    t.penalties += e.penalty ? 1 : 0;
    t.teamId = e.teamId; // entries are chronological: the latest team wins
    byPlayer.set(e.playerId, t);
  }
  return [...byPlayer.values()];
}

/**
 * Scorers, most goals first; ties: fewer matches played, then name, then id.
 * Own goals and shoot-out goals are excluded; penalties count and are also shown apart.
 */
export function scorers(matches: MatchInput[], options: LeaderOptions = {}): ScorerRow[] {
  const entries = countedGoals(matches).map(({ match, goal }) => ({
    playerId: goal.playerId,
    teamId: teamIdOf(match, goal.teamType),
    penalty: goal.method === 'penalty',
  }));
  return rank(tallyByPlayer(entries), matches, options).map(({ position, tally: t, name, matches: played }) => ({
    position,
    playerId: t.playerId,
    name,
    teamId: t.teamId,
    goals: t.count,
    penalties: t.penalties,
    matches: played,
  }));
}

/** Assistants from counted goals that name an assistant; same ordering as scorers. */
export function assistants(matches: MatchInput[], options: LeaderOptions = {}): AssistantRow[] {
  const entries = countedGoals(matches)
    .filter(({ goal }) => goal.assistantId !== null)
    .map(({ match, goal }) => ({
      playerId: goal.assistantId!,
      teamId: teamIdOf(match, goal.teamType),
      penalty: false,
    }));
  return rank(tallyByPlayer(entries), matches, options).map(({ position, tally: t, name, matches: played }) => ({
    position,
    playerId: t.playerId,
    name,
    teamId: t.teamId,
    assists: t.count,
    matches: played,
  }));
}
