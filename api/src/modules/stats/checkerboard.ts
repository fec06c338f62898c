// Cross-table ("checkerboard") of results: row team against column team.
import { compareMatchesByTime, matchResult, matchScore, isDecided, uniqueById } from './score.js';
import type { Id, MatchInput, MatchStatus, Result, TeamInput } from './stats.types.js';

export interface CheckerboardEntry {
  matchId: Id;
  dateTime: string;
  status: MatchStatus;
  hostTeamId: Id;
  guestTeamId: Id;
  /** Null until the match is decided. */
  hostGoals: number | null;
  guestGoals: number | null;
  /** Whether the row team was the host. */
  home: boolean;
  /** From the row team's point of view; null until decided. */
  result: Result | null;
  technical: boolean;
}

export interface CheckerboardCell {
  opponentId: Id;
  /** The team against itself: the diagonal, always empty. */
  self: boolean;
  /** Every meeting, oldest first (a double round robin gives two entries). */
  matches: CheckerboardEntry[];
}

export interface CheckerboardRow {
  teamId: Id;
  title: string;
  cells: CheckerboardCell[];
}

/**
 * Rows and columns follow the order of `teams` (pass the table order to line them up with
 * the standings). Cancelled matches are left out; scheduled ones show without a score.
 */
export function checkerboard(matches: MatchInput[], teams: TeamInput[]): CheckerboardRow[] {
  const list = uniqueById(matches)
    .filter((m) => m.status !== 'cancelled' || m.technicalResult !== null)
    .sort(compareMatchesByTime);
  return teams.map((row) => ({
    teamId: row.id,
    title: row.title,
    cells: teams.map((col) => ({
      opponentId: col.id,
      self: col.id === row.id,
      matches:
        col.id === row.id
          ? []
          : list
              .filter(
                (m) =>
                  (m.hostTeamId === row.id && m.guestTeamId === col.id) ||
                  (m.hostTeamId === col.id && m.guestTeamId === row.id),
              )
              .map((m) => entry(m, row.id)),
    })),
  }));
}

function entry(m: MatchInput, rowTeamId: Id): CheckerboardEntry {
  const decided = isDecided(m);
  const score = decided ? matchScore(m) : null;
  const home = m.hostTeamId === rowTeamId;
  return {
    matchId: m.id,
    dateTime: m.dateTime,
    status: m.status,
    hostTeamId: m.hostTeamId,
    guestTeamId: m.guestTeamId,
    hostGoals: score ? score.host : null,
    guestGoals: score ? score.guest : null,
    home,
    result: matchResult(m, home ? 'host' : 'guest'),
    technical: m.technicalResult !== null,
  };
}
