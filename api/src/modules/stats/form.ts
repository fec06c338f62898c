// Form: a team's last results, newest first.
import { compareMatchesByTime, isDecided, matchResult, matchScore, sideOf, uniqueById } from './score.js';
import type { Id, MatchInput, Result, TeamInput } from './stats.types.js';

export const FORM_LENGTH = 5;

export interface FormEntry {
  matchId: Id;
  opponentId: Id;
  result: Result;
  goalsFor: number;
  goalsAgainst: number;
  dateTime: string;
}

/** The team's last `limit` decided matches (finished or technical), newest first. */
export function teamForm(matches: MatchInput[], teamId: Id, limit = FORM_LENGTH): FormEntry[] {
  const own = uniqueById(matches)
    .filter((m) => isDecided(m) && sideOf(m, teamId) !== null)
    .sort((a, b) => compareMatchesByTime(b, a))
    .slice(0, limit);
  return own.map((m) => {
    const side = sideOf(m, teamId)!;
    const score = matchScore(m);
    return {
      matchId: m.id,
      opponentId: side === 'host' ? m.guestTeamId : m.hostTeamId,
      result: matchResult(m, side)!,
      goalsFor: score[side],
      goalsAgainst: side === 'host' ? score.guest : score.host,
      dateTime: m.dateTime,
    };
  });
}

export interface TeamFormRow {
  teamId: Id;
  form: FormEntry[];
}

/** Form of every team (teams in the list, then any other team met in the matches). */
export function formTable(matches: MatchInput[], teams: TeamInput[], limit = FORM_LENGTH): TeamFormRow[] {
  const ids = new Set(teams.map((t) => t.id));
  for (const m of matches) {
    ids.add(m.hostTeamId);
    ids.add(m.guestTeamId);
  }
  return [...ids].map((teamId) => ({ teamId, form: teamForm(matches, teamId, limit) }));
}
