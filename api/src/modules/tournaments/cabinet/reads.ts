// The cabinet's tournament reads: the list (scoped for a command_admin), a command_admin's
// tournaments with its teams, a tournament with its teams and tours, and the edit form.
import type {
  CabinetTournament,
  CabinetTournamentDetail,
  CabinetTournamentsQuery,
  CabinetTournamentSummary,
  CommandAdminTournament,
  Language,
  TournamentEditFormResponse,
  TournamentTeamRow,
} from '@league/shared/contracts';
import { shownTeamStatus } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { pageOfRows } from '../../../lib/pagination';
import { clubFilter, type CurrentUser } from '../../auth/index';
import * as repository from '../tournaments.cabinet.repository';
import type { TournamentRow } from '../tournaments.repository';
import type { TournamentsCabinetDeps } from './deps';
import { pick } from '../../../lib/pick';
import { fits, readable, takesApplications, visibleIds } from './scope';

/** The tournament's terms as its summary and its edit form both give them, in this order. */
const TERMS = [
  'birth_year_from',
  'birth_year_to',
  'gender',
  'format',
  'joker_quota',
  'match_length_minutes',
  'start_date',
  'end_date',
  'main',
  'active',
] as const;

export async function summary(
  { tournaments, schedule }: TournamentsCabinetDeps,
  row: TournamentRow,
  language: Language,
): Promise<CabinetTournamentSummary> {
  const detail = tournaments.toDetail(row, language);
  return {
    id: row.id,
    title: row.title,
    season: detail.season,
    age_group: row.age_group,
    age_group_title: detail.age_group_title,
    ...pick(row, TERMS),
    finished: row.end_date !== null,
    takes_applications: takesApplications(row),
    teams_count: row.team_ids.length,
    matches_count: await schedule.count(row.id),
  };
}

export async function teamRows(
  { db, teams, progress, schedule }: TournamentsCabinetDeps,
  language: Language,
  tournamentId: number,
  clubId?: number,
): Promise<TournamentTeamRow[]> {
  const links = await repository.tournamentTeams(db, tournamentId);
  const rows = new Map((await teams.rows(language, { ids: links.map((l) => l.team_id) })).map((t) => [t.id, t]));
  const shown = links.filter(
    (l) => rows.has(l.team_id) && (clubId === undefined || rows.get(l.team_id)!.club_id === clubId),
  );
  const progressOf = await progress.ofTournament(
    tournamentId,
    shown.map((l) => l.team_id),
  );
  const matchCounts = await schedule.countsByTeam(tournamentId);
  return shown
    .map((link) => {
      const team = rows.get(link.team_id)!;
      return {
        team: { id: team.id, slug: team.slug, title: team.title, birth_year: team.birth_year },
        club: { id: team.club_id, title: team.club_title },
        status: link.status,
        ...progressOf(team.id),
        matches_count: matchCounts.get(team.id) ?? 0,
      };
    })
    .sort((a, b) => a.team.title.localeCompare(b.team.title, language) || a.team.id - b.team.id);
}

export async function tourRows(
  { tournaments, schedule }: TournamentsCabinetDeps,
  language: Language,
  tournamentId: number,
) {
  const counts = await schedule.countsByTour(tournamentId);
  return (await tournaments.tours(language, tournamentId)).map((r) => ({
    id: r.id,
    number: r.number,
    title: r.title,
    start_date: r.start_date,
    matches_count: counts.get(r.id) ?? 0,
  }));
}

/** GET /cabinet/tournaments: every tournament (a command_admin: those of its club), filtered and paged. */
export async function listTournaments(
  deps: TournamentsCabinetDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetTournamentsQuery,
) {
  const visible = await visibleIds(deps, language, user);
  const rows = (await deps.tournaments.list(language)).filter((r) => !visible || visible.has(r.id));
  const items: CabinetTournament[] = rows
    .map((r) => ({
      id: r.id,
      title: r.title,
      season: Number(r.season_year),
      main: r.main,
      active: r.active,
      end_date: r.end_date,
      teams_count: r.team_ids.length,
    }))
    .filter((t) => query.season === undefined || t.season === query.season)
    .filter(
      (t) => query.state === undefined || (t.end_date ? 'finished' : t.active ? 'active' : 'inactive') === query.state,
    )
    .filter((t) => query.main === undefined || t.main === (query.main === '1'));
  return pageOfRows(items, query, {
    sortBy: { title: (t) => t.title, season: (t) => t.season * 100_000 - t.id, teams_count: (t) => t.teams_count },
    defaultSort: '-season',
    searchText: (t) => t.title,
  });
}

/** GET /cabinet/command-admin/tournaments. */
export async function commandAdminTournaments(
  deps: TournamentsCabinetDeps,
  language: Language,
  user: CurrentUser,
): Promise<CommandAdminTournament[]> {
  const { db, tournaments, teams, progress } = deps;
  const visible = (await visibleIds(deps, language, user)) ?? new Set<number>();
  const own = user.clubId === null ? [] : await teams.rows(language, { clubId: user.clubId });
  const links = await repository.linksOfTeams(
    db,
    own.map((t) => t.id),
  );
  const rows = (await tournaments.list(language)).filter((row) => visible.has(row.id));
  // A team in a tournament none of whose players is sent shows as not listed (shownTeamStatus).
  const progressOf = new Map<number, Awaited<ReturnType<typeof progress.ofTournament>>>();
  for (const row of rows) {
    const linked = links.filter((l) => l.tournament_id === row.id).map((l) => l.team_id);
    if (linked.length > 0) progressOf.set(row.id, await progress.ofTournament(row.id, linked));
  }
  return rows.map((row) => {
    const mine = own.filter(
      (team) =>
        links.some((l) => l.tournament_id === row.id && l.team_id === team.id) ||
        (takesApplications(row) && fits(team, row)),
    );
    const detail = tournaments.toDetail(row, language);
    return {
      id: row.id,
      title: row.title,
      season: detail.season,
      age_group_title: detail.age_group_title,
      start_date: row.start_date,
      end_date: row.end_date,
      main: row.main,
      active: row.active,
      finished: row.end_date !== null,
      takes_applications: takesApplications(row),
      teams: mine.map((team) => {
        const status = links.find((l) => l.tournament_id === row.id && l.team_id === team.id)?.status ?? null;
        return {
          id: team.id,
          title: team.title,
          status: status === null ? null : shownTeamStatus(status, progressOf.get(row.id)!(team.id).players),
        };
      }),
    };
  });
}

export async function tournamentDetail(
  deps: TournamentsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<CabinetTournamentDetail> {
  const row = await readable(deps, language, user, id);
  const clubId = clubFilter(user);
  return {
    tournament: await summary(deps, row, language),
    teams: await teamRows(deps, language, id, clubId),
    tours: await tourRows(deps, language, id),
  };
}

export async function tournamentForm(
  { db, tournaments }: TournamentsCabinetDeps,
  language: Language,
  id: number,
): Promise<TournamentEditFormResponse['data']> {
  const row = await repository.findTournament(db, id);
  if (!row) throw new AppError('not_found');
  const seasons = await tournaments.seasons(language);
  return {
    id,
    finished: row.end_date !== null,
    values: {
      title_kk: row.title_kk,
      title_ru: row.title_ru,
      title_en: row.title_en,
      season_id: row.season_id,
      age_group: row.age_group,
      ...pick(row, TERMS),
      entry_opens_on: row.entry_opens_on,
      entry_closes_on: row.entry_closes_on,
    },
    options: { seasons: seasons.map((s) => ({ id: s.id, year: s.year, title: s.title })) },
  };
}
