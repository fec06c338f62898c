// The league's disqualifications of players in a tournament as the suspension rules read them
// (stats `LeagueDecision`, ADR 0181): the standings list them with the card-earned suspensions,
// the match squads and the team's pre-match list check them.
import type { Executor } from '../../db/database';
import type { LeagueDecision } from '../stats/index';
import { playerDisqualifications } from './applications.repository';

export async function leagueDecisions(db: Executor, tournamentId: number): Promise<LeagueDecision[]> {
  const rows = await playerDisqualifications(db, tournamentId);
  return rows.map((r) => ({
    playerId: r.playerId,
    teamId: r.teamId,
    tournamentId: r.tournamentId,
    decidedAt: r.decided_at,
    matches: r.matches,
    reason: r.reason,
  }));
}
