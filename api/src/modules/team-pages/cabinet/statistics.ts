// The cabinet's team statistics: the numbers of the teams a user may see in one tournament, the
// same as the public tournament pages', one page of rows.
import type { CabinetTeamStatsQuery, CabinetTeamStatsRow, Language } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { pageOfRows } from '../../../lib/pagination';
import { clubFilter, type CurrentUser, isClubScoped } from '../../auth/index';
import { pickTournament } from '../../tournaments/index';
import type { TeamCabinetPageDeps } from './deps';

/**
 * Statistics of the teams a user may see in one tournament: the requested one (it must be
 * one of those offered), else the current one of the tournaments the user's teams play in.
 */
export async function teamStatistics(
  { registry, tournaments, standings }: TeamCabinetPageDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetTeamStatsQuery,
) {
  const clubId = clubFilter(user) ?? query.club_id;
  const own = await registry.rows(language, clubId === undefined ? {} : { clubId });
  const ownIds = new Set(own.map((t) => t.id));
  const all = await tournaments.list(language);
  const offered =
    clubId === undefined && !isClubScoped(user)
      ? all.filter((x) => x.team_ids.length > 0)
      : all.filter((x) => x.team_ids.some((teamId) => ownIds.has(teamId)));
  const tournament =
    query.tournament_id !== undefined
      ? offered.find((x) => x.id === query.tournament_id)
      : pickTournament(offered, tournaments.today());
  if (query.tournament_id !== undefined && !tournament) {
    // Another club's tournament is "not found" for a command_admin, like a missing one.
    throw new AppError('validation_failed', { fields: { tournament_id: [{ rule: 'one_of' }] } });
  }
  const clubs = new Map(own.map((t) => [t.id, { id: t.club_id, title: t.club_title }]));
  const stats = tournament ? await standings.teamStatistics(language, tournament.id) : [];
  const rows: CabinetTeamStatsRow[] = stats
    .filter((s) => ownIds.has(s.team.id))
    .map((s) => ({ ...s, club: clubs.get(s.team.id)!, points: s.won * 3 + s.drawn }));
  const page = pageOfRows(rows, query, {
    sortBy: {
      title: (r) => r.team.title,
      matches: (r) => r.matches,
      won: (r) => r.won,
      goals_for: (r) => r.goals_for,
      goals_against: (r) => r.goals_against,
      points: (r) => r.points,
    },
    defaultSort: '-points',
    searchText: (r) => `${r.team.title} ${r.club.title}`,
  });
  return {
    ...page,
    meta: {
      ...page.meta,
      tournament: tournament ? tournaments.ref(tournament) : null,
      tournaments: offered.map(tournaments.ref),
    },
  };
}
