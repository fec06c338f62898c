// The tournament's leaders: scorers, assistants and goalkeepers (minutes and goals conceded by
// the tournament's match length).
import type { AssistantRow, GoalkeeperRow, Language, ScorerRow } from '@league/shared/contracts';
import { standings as endpoints } from '@league/shared/endpoints';
import { snapshotKey } from '../../../lib/public-caches';
import { playerRef } from '../../players/index';
import { teamRefOr } from '../../teams/index';
import * as stats from '../../stats/index';
import { leaders } from './data';
import type { StandingsReadDeps } from './deps';
import { renumber } from './rows';

/**
 * A leaders' table of the tournament's players, kept as a snapshot: the rows `rank` makes (a
 * player the registry doesn't know is left out), numbered anew, each with its player and team.
 */
async function playerLeaders<R extends stats.ScorerRow | stats.AssistantRow, F>(
  deps: StandingsReadDeps,
  language: Language,
  id: number,
  endpoint: { id: string },
  rank: (inputs: stats.MatchInput[], options: stats.LeaderOptions) => R[],
  fields: (row: R) => F,
) {
  return deps.snapshots.get(snapshotKey(endpoint, language, id), async () => {
    const { data, players: byId, playerInputs } = await leaders(deps, language, id);
    const rows = rank(data.inputs, { players: playerInputs, locale: language }).filter((r) => r.playerId > 0);
    return renumber(
      rows.map((r) => ({
        position: r.position,
        player: playerRef(byId.get(r.playerId), r.playerId),
        team: teamRefOr(data.teams.get(r.teamId), r.teamId),
        ...fields(r),
      })),
    );
  });
}

export async function scorers(deps: StandingsReadDeps, language: Language, id: number): Promise<ScorerRow[]> {
  return playerLeaders(deps, language, id, endpoints.scorers, stats.scorers, (r) => ({
    goals: r.goals,
    penalties: r.penalties,
    matches: r.matches,
  }));
}

export async function assistants(deps: StandingsReadDeps, language: Language, id: number): Promise<AssistantRow[]> {
  return playerLeaders(deps, language, id, endpoints.assistants, stats.assistants, (r) => ({
    assists: r.assists,
    matches: r.matches,
  }));
}

export async function goalkeepers(deps: StandingsReadDeps, language: Language, id: number): Promise<GoalkeeperRow[]> {
  return deps.snapshots.get(snapshotKey(endpoints.goalkeepers, language, id), async () => {
    const [{ data, players: byId, playerInputs }, tournament] = await Promise.all([
      leaders(deps, language, id),
      deps.tournaments.byIdOr404(language, id),
    ]);
    const rows = stats.goalkeepers(data.inputs, {
      players: playerInputs,
      locale: language,
      matchLength: tournament.match_length_minutes,
    });
    return rows.map((r, i) => ({
      position: i + 1,
      player: playerRef(byId.get(r.playerId), r.playerId),
      team: teamRefOr(data.teams.get(r.teamId), r.teamId),
      matches: r.matches,
      minutes: r.minutes,
      goals_conceded: r.goalsConceded,
      clean_sheets: r.cleanSheets,
    }));
  });
}
