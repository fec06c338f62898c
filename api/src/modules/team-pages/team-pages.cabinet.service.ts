// The cabinet's team read models: a team's card (its squad, staff, tournaments and the
// applications it sent) and the statistics of the teams a user may see in one tournament. They
// join the teams registry (which decides who may read a team), staff, tournaments, applications
// and standings: the same numbers as the public tournament pages, never a second implementation.
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CabinetTeamDetail,
  type CabinetTeamStatsQuery,
  type CabinetTeamStatsRow,
  type Language,
  type TeamApplicationSummary,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { pageOfRows } from '../../lib/pagination';
import type { ApplicationsService } from '../applications/index';
import { clubFilter, type CurrentUser, isClubScoped } from '../auth/index';
import { createPlayerReads, groupByPosition, squadPlayer } from '../players/index';
import type { StaffService } from '../staff/index';
import type { StandingsService } from '../standings/index';
import { cabinetTeam, createTeamReads, type TeamsCabinetService } from '../teams/index';
import { pickTournament, type TournamentsService } from '../tournaments/index';

interface TeamCabinetPagesDeps {
  db: DB;
  clock: Clock;
  /** The teams registry: who may read a team, and the cabinet's team rows. */
  registry: TeamsCabinetService;
  tournaments: TournamentsService;
  applications: ApplicationsService;
  staff: StaffService;
  standings: StandingsService;
}

export function createTeamPagesCabinetService({
  db,
  clock,
  registry,
  tournaments,
  applications,
  staff,
  standings,
}: TeamCabinetPagesDeps) {
  const players = createPlayerReads({ db });
  const teams = createTeamReads({ db });
  const { readable } = registry;

  return {
    async detail(language: Language, user: CurrentUser, id: number): Promise<CabinetTeamDetail> {
      const row = await readable(language, user, id);
      const [members, coaches, playing, applied] = await Promise.all([
        teams.memberships({ teamId: id, activeOnly: true }),
        staff.ofTeam(language, id),
        tournaments.ofTeam(language, id),
        applications.players({ teamId: id }),
      ]);
      const today = almatyDate(clock());
      const rows = await players.byIds(
        language,
        members.map((m) => m.player_id),
      );
      const numbers = new Map(members.map((m) => [m.player_id, m.number]));
      const squad = groupByPosition(
        rows.map((p) => squadPlayer(p, numbers.get(p.id) ?? p.number, today)),
        language,
      ).filter((group) => group.players.length > 0);

      const counts = new Map<number, Map<ApplicationStatus, number>>();
      for (const a of applied) {
        const byStatus = counts.get(a.tournament_id) ?? new Map<ApplicationStatus, number>();
        byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
        counts.set(a.tournament_id, byStatus);
      }
      const playingIds = new Set(playing.map((x) => x.id));
      const appliedTo = await tournaments.list(language, { ids: [...counts.keys()] });
      const summaries: TeamApplicationSummary[] = appliedTo.map((x) => ({
        tournament: tournaments.ref(x),
        plays: playingIds.has(x.id),
        statuses: APPLICATION_STATUSES.filter((s) => counts.get(x.id)?.has(s)).map((status) => ({
          status,
          count: counts.get(x.id)!.get(status)!,
        })),
      }));
      return {
        team: cabinetTeam(row),
        titles: { kk: row.title_kk, ru: row.title_ru, en: row.title_en },
        squad,
        staff: coaches,
        tournaments: playing.map(tournaments.ref),
        applications: summaries,
      };
    },

    /**
     * Statistics of the teams a user may see in one tournament: the requested one (it must be
     * one of those offered), else the current one of the tournaments the user's teams play in.
     */
    async statistics(language: Language, user: CurrentUser, query: CabinetTeamStatsQuery) {
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
    },
  };
}

export type TeamPagesCabinetService = ReturnType<typeof createTeamPagesCabinetService>;
