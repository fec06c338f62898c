// What a tournament's derived data is computed from, loaded once per answer: its teams, its
// matches with their events, the tours; the teams in table order; the players the leaders name.
import type { Language } from '@league/shared/contracts';
import type { MatchEvents } from '../../matches/index';
import { refRowsOf, teamParts } from '../../teams/index';
import type { TourRow } from '../../tournaments/index';
import * as stats from '../../stats/index';
import type { StandingsReadDeps } from './deps';

/** Every event table: the leaders (minutes, appearances) and the suspensions read them all. */
export const ALL_EVENTS: (keyof MatchEvents)[] = ['goals', 'punishments', 'replacements', 'missedPenalties'];

/**
 * Everything a tournament's derived data needs, loaded once: its teams and its matches with
 * their tally (scores and fair play, all the tables read) and the events asked for (none by
 * default), in one statement. The tours only when asked (a tour range); `decided`: only the
 * decided matches, all that a table and the form count. A tournament with teams or matches
 * exists (their foreign keys): only when it has neither does the 404 check take a statement.
 */
export async function tournamentData(
  { tournaments, matches, teams }: StandingsReadDeps,
  language: Language,
  id: number,
  options: { squads?: boolean; events?: (keyof MatchEvents)[]; tours?: boolean; decided?: boolean } = {},
) {
  const [loaded, tours] = await Promise.all([
    matches.loadCore(
      language,
      { tournamentIds: [id], decided: options.decided },
      { squads: options.squads, events: options.events, with: [teamParts.tournamentTeams] },
    ),
    options.tours ? tournaments.tours(language, id) : Promise.resolve([] as TourRow[]),
  ]);
  const { rows: matchRows, inputs } = loaded;
  const listed = refRowsOf(loaded.joined[teamParts.tournamentTeams.name]);
  if (listed.length === 0 && matchRows.length === 0) await tournaments.existsOr404(id);
  // Teams met in the matches read without an accepted application still get a name (a
  // table reads the decided matches only: a team with a result there keeps its row).
  const byId = new Map(listed.map((t) => [t.id, t]));
  const missing = matchRows.flatMap((m) => [m.host_team_id, m.guest_team_id]).filter((t) => !byId.has(t));
  if (missing.length) for (const [k, v] of await teams.refRows(language, missing)) byId.set(k, v);
  const teamInputs: stats.TeamInput[] = [...byId.values()].map((t) => ({ id: t.id, title: t.title }));
  return { tours, teams: byId, teamInputs, matchRows, inputs };
}
export type TournamentData = Awaited<ReturnType<typeof tournamentData>>;

/** Teams in table order (form, checkerboard and team statistics follow the standings). */
export function tableOrder(data: TournamentData, language: Language): stats.TeamInput[] {
  return stats
    .leagueTable(data.inputs, data.teamInputs, { locale: language })
    .map((r) => ({ id: r.teamId, title: r.title }));
}

export async function leaders(deps: StandingsReadDeps, language: Language, id: number) {
  const data = await tournamentData(deps, language, id, { squads: true, events: ALL_EVENTS });
  const playerIds = new Set<number>();
  for (const m of data.inputs) {
    for (const g of m.goals) {
      playerIds.add(g.playerId);
      if (g.assistantId) playerIds.add(g.assistantId);
    }
    for (const s of m.squads ?? []) playerIds.add(s.playerId);
  }
  const byId = await deps.players.mapByIds(language, playerIds);
  const playerInputs: stats.PlayerInput[] = [...byId.values()].map((p) => ({
    id: p.id,
    name: p.name,
    position: p.position,
  }));
  return { data, players: byId, playerInputs };
}

export const matchMap = <R extends { id: number }>(rows: R[]) => new Map(rows.map((r) => [r.id, r]));
