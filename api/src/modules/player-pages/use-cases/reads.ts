// The players list (with each player's current team), a player's profile, and the player's
// matches and tournaments.
import {
  PEOPLE_DEFAULT_PER_PAGE,
  type Language,
  type PlayerListItem,
  type PlayerProfile,
  type PlayersQuery,
  type PlayerTournament,
} from '@league/shared/contracts';
import { pageWindow } from '../../../lib/pagination';
import { squadPlayer } from '../../players/index';
import { clubRef, teamRef } from '../../teams/index';
import type { PlayerPagesDeps } from './deps';
import { bySlugOr404, currentTeams, listItem, teamRefs } from './rows';

export async function listPlayers(deps: PlayerPagesDeps, language: Language, query: PlayersQuery) {
  const { players } = deps;
  const p = pageWindow(query, PEOPLE_DEFAULT_PER_PAGE);
  const { total, ids } = await players.page(
    language,
    {
      q: query.q?.trim() || undefined,
      teamId: query.team_id,
      tournamentId: query.tournament_id,
      position: query.position,
    },
    p,
  );
  const [rows, current] = await Promise.all([players.byIds(language, ids), currentTeams(deps, language, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data: PlayerListItem[] = ids
    .filter((id) => byId.has(id))
    .map((id) => {
      const row = byId.get(id)!;
      const cur = current.get(id);
      return listItem(deps, row, cur?.membership.number ?? row.number, cur?.team);
    });
  return { data, meta: { total, page: p.page, per_page: p.per_page } };
}

export async function playerProfile(deps: PlayerPagesDeps, language: Language, slug: string): Promise<PlayerProfile> {
  const { teams, today } = deps;
  const row = await bySlugOr404(deps, language, slug);
  const members = await teams.memberships({ playerIds: [row.id] });
  const byTeam = new Map((await teams.rows(language, { ids: members.map((m) => m.team_id) })).map((t) => [t.id, t]));
  const current = members.find((m) => m.is_active && byTeam.has(m.team_id));
  const currentTeam = current ? byTeam.get(current.team_id)! : null;
  return {
    player: squadPlayer(row, current?.number ?? row.number, today()),
    team: currentTeam ? teamRef(currentTeam) : null,
    club: currentTeam ? clubRef(currentTeam) : null,
    teams: members
      .filter((m) => byTeam.has(m.team_id))
      .map((m) => ({
        team: teamRef(byTeam.get(m.team_id)!),
        club: clubRef(byTeam.get(m.team_id)!),
        is_active: m.is_active,
      })),
  };
}

export async function playerMatches(
  deps: PlayerPagesDeps,
  language: Language,
  slug: string,
  query: { page?: number; per_page?: number },
) {
  const { matches } = deps;
  const row = await bySlugOr404(deps, language, slug);
  const p = pageWindow(query, PEOPLE_DEFAULT_PER_PAGE);
  const { total, ids } = await matches.pageIdsOfPlayer(row.id, p);
  const { rows, inputs } = await matches.load(language, { ids });
  const items = await matches.items(language, rows, inputs);
  return {
    data: ids.filter((id) => items.has(id)).map((id) => items.get(id)!),
    meta: { total, page: p.page, per_page: p.per_page },
  };
}

export async function playerTournaments(
  deps: PlayerPagesDeps,
  language: Language,
  slug: string,
): Promise<PlayerTournament[]> {
  const { tournaments, applications } = deps;
  const row = await bySlugOr404(deps, language, slug);
  const applied = await applications.players({ playerId: row.id });
  const [byTournament, refs] = await Promise.all([
    tournaments.byIds(
      language,
      applied.map((a) => a.tournament_id),
    ),
    teamRefs(
      deps,
      language,
      applied.map((a) => a.team_id),
    ),
  ]);
  return applied
    .filter((a) => byTournament.has(a.tournament_id) && refs.has(a.team_id))
    .sort(
      (a, b) =>
        byTournament.get(b.tournament_id)!.season_year - byTournament.get(a.tournament_id)!.season_year ||
        a.tournament_id - b.tournament_id,
    )
    .map((a) => ({
      tournament: tournaments.ref(byTournament.get(a.tournament_id)!),
      team: refs.get(a.team_id)!,
      number: a.number,
      status: a.status,
    }));
}
