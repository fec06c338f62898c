// Player statistics per tournament: appearances and minutes from squads and replacements,
// goals and assists as for the scorers, cards as shown.
import { DEFAULT_MATCH_LENGTH, matchAppearances } from './appearances.js';
import { cardsByPlayer } from './cards.js';
import { compareMatchesByTime, countsPlayerGoals, goalBeneficiary, teamIdOf, uniqueById } from './score.js';
import type { Id, MatchInput, PlayerInput } from './stats.types.js';

export interface PlayerStatsOptions {
  players?: PlayerInput[];
  matchLength?: number;
}

export interface PlayerTournamentStats {
  playerId: Id;
  tournamentId: Id;
  /** Team of the player's latest appearance or event in the tournament. */
  teamId: Id;
  matches: number;
  minutes: number;
  goals: number;
  penalties: number;
  ownGoals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
}

/**
 * One row per player and tournament, over finished matches. Goals, penalties, own goals and
 * assists skip matches decided by a technical result and shoot-out goals; cards always count.
 * Rows are ordered by tournament id, then player id.
 */
export function playerStatistics(matches: MatchInput[], options: PlayerStatsOptions = {}): PlayerTournamentStats[] {
  const matchLength = options.matchLength ?? DEFAULT_MATCH_LENGTH;
  const rows = new Map<string, PlayerTournamentStats>();
  const row = (tournamentId: Id, playerId: Id, teamId: Id): PlayerTournamentStats => {
    const key = `${tournamentId}:${playerId}`;
    let r = rows.get(key);
    if (!r) {
      r = {
        playerId,
        tournamentId,
        teamId,
        matches: 0,
        minutes: 0,
        goals: 0,
        penalties: 0,
        ownGoals: 0,
        assists: 0,
        yellowCards: 0,
        redCards: 0,
      };
      rows.set(key, r);
    }
    r.teamId = teamId;
    return r;
  };

  const finished = uniqueById(matches)
    .filter((m) => m.status === 'finished')
    .sort(compareMatchesByTime);
  for (const m of finished) {
    for (const a of matchAppearances(m, matchLength, options.players)) {
      const r = row(m.tournamentId, a.playerId, a.teamId);
      r.matches += 1;
      r.minutes += a.minutes;
    }
    if (countsPlayerGoals(m)) {
      for (const g of m.goals.filter((x) => x.matchScope === 'regular')) {
        const r = row(m.tournamentId, g.playerId, teamIdOf(m, g.teamType));
        if (g.method === 'own_goal') r.ownGoals += 1;
        else {
          r.goals += 1;
          r.penalties += g.method === 'penalty' ? 1 : 0;
          if (g.assistantId !== null) row(m.tournamentId, g.assistantId, teamIdOf(m, goalBeneficiary(g))).assists += 1;
        }
      }
    }
    for (const c of cardsByPlayer(m.punishments)) {
      const r = row(m.tournamentId, c.playerId, teamIdOf(m, c.teamType));
      r.yellowCards += c.yellowsShown;
      r.redCards += c.redsShown;
    }
  }
  return [...rows.values()].sort((a, b) => a.tournamentId - b.tournamentId || a.playerId - b.playerId);
}

/** One player's rows, one per tournament. */
export function playerStatisticsFor(
  matches: MatchInput[],
  playerId: Id,
  options: PlayerStatsOptions = {},
): PlayerTournamentStats[] {
  const own = uniqueById(matches).filter(
    (m) =>
      (m.squads ?? []).some((s) => s.playerId === playerId) ||
      (m.replacements ?? []).some((r) => r.playerId === playerId) ||
      m.goals.some((g) => g.playerId === playerId || g.assistantId === playerId) ||
      m.punishments.some((p) => p.playerId === playerId),
  );
  return playerStatistics(own, options).filter((r) => r.playerId === playerId);
}
