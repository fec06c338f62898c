// The public teams list: the season's tournaments, the chosen tournament (the one asked for, else
// the current one of the season) with its table, and the teams that play in it or in the season.
import type { Language, TeamsList, TeamsQuery } from '@league/shared/contracts';
import { sortTeams, teamItem } from '../../teams/index';
import { pickTournament, type TournamentRow } from '../../tournaments/index';
import { notFound, type TeamPageDeps } from './deps';

export async function teamsList(
  { tournaments, standings, teams, today }: TeamPageDeps,
  language: Language,
  query: TeamsQuery,
): Promise<TeamsList> {
  const seasons = await tournaments.seasons(language, { withTournaments: true });
  let season = query.season_id !== undefined ? seasons.find((s) => s.id === query.season_id) : undefined;
  if (query.season_id !== undefined && !season) throw notFound();
  if (!season && query.tournament_id === undefined) {
    const chosen = pickTournament(await tournaments.list(language), today());
    season = seasons.find((s) => s.id === chosen?.season_id) ?? seasons[0];
  }
  let listed = season ? await tournaments.list(language, { seasonId: season.id }) : [];
  let tournament: TournamentRow | null = null;
  if (query.tournament_id !== undefined) {
    const found = await tournaments.byId(language, query.tournament_id);
    if (!found || (season && found.season_id !== season.id)) throw notFound();
    tournament = found;
    if (!season) {
      season = seasons.find((s) => s.id === found.season_id);
      listed = await tournaments.list(language, { seasonId: found.season_id });
    }
  } else {
    tournament = pickTournament(listed, today());
  }
  const rows =
    query.tournament_id !== undefined
      ? await teams.rows(language, { tournamentId: query.tournament_id })
      : await teams.rows(language, season ? { seasonId: season.id } : {});
  return {
    season: season ?? null,
    seasons,
    tournaments: listed.map(tournaments.ref),
    tournament: tournament ? tournaments.ref(tournament) : null,
    teams: sortTeams(rows, language).map(teamItem),
    table: tournament ? await standings.peopleTable(language, tournament.id) : [],
  };
}
