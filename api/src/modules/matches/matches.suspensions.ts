// Before a match (ADR 0181): each visible side's players suspended for it — by cards or by the
// league's decision — and those one yellow card away from a suspension. The rules are the stats
// module's (`suspensions`, `oneYellowAway`); this file only puts names and numbers to them.
import type { Language, MatchSuspensionSide, MatchSuspensions } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { leagueDecisions } from '../applications/index';
import * as stats from '../stats/index';
import { tournamentMatchInputs } from './matches.reads';
import * as repo from './matches.protocol.repository';

type TeamType = 'host' | 'guest';

export async function matchSuspensions(
  db: Executor,
  language: Language,
  row: repo.ProtocolMatchRow,
  sides: Record<TeamType, boolean>,
): Promise<MatchSuspensions> {
  const [inputs, decisions] = await Promise.all([
    tournamentMatchInputs(db, row.tournament_id),
    leagueDecisions(db, row.tournament_id),
  ]);
  const match = inputs.find((m) => m.id === row.id);
  const list = stats.suspensions(inputs, decisions);

  const side = async (teamType: TeamType): Promise<MatchSuspensionSide> => {
    const teamId = teamType === 'host' ? row.host_team_id : row.guest_team_id;
    const players = await repo.candidates(db, language, row.tournament_id, teamId, ['submitted', 'disqualified']);
    const ref = (p: repo.CandidateRow) => ({ id: p.player_id, name: p.name, number: p.number });
    const suspended = players.flatMap((p) =>
      stats
        .suspensionsIn(list, p.player_id, row.id)
        .filter((s) => s.teamId === teamId)
        .map((s) => ({
          player: ref(p),
          cause: s.cause,
          reason: s.reason,
          matches: s.length,
          match_number: s.servedIn.indexOf(row.id) + 1,
        })),
    );
    const away = match ? stats.oneYellowAway(inputs, match, teamId) : [];
    const byId = new Map(players.map((p) => [p.player_id, p]));
    const blocked = new Set(suspended.map((s) => s.player.id));
    return {
      team: { id: teamId, title: teamType === 'host' ? row.host_title : row.guest_title },
      team_type: teamType,
      suspended,
      // A player suspended for this match cannot get a card in it: left out of the forecast.
      one_yellow_away: away
        .filter((f) => byId.has(f.playerId) && !blocked.has(f.playerId))
        .map((f) => ({ player: ref(byId.get(f.playerId)!), yellows: f.yellows })),
    };
  };

  return {
    yellow_threshold: stats.YELLOWS_PER_SUSPENSION,
    host: sides.host ? await side('host') : null,
    guest: sides.guest ? await side('guest') : null,
  };
}
