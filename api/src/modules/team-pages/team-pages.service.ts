// The team pages: the teams list (with the season's tournaments and the table), a team's page
// (table window, recent and next matches), its matches by tour, its squad and its statistics.
// Team rows come from teams.reads; derived data from the standings and matches modules.
import type {
  ApplicationStatus,
  Language,
  PeopleSquad,
  TeamCalendarTour,
  TeamDetail,
  TeamsList,
  TeamsQuery,
  TeamsStats,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import type { ApplicationsService } from '../applications/index';
import type { MatchesService } from '../matches/index';
import { createPlayerReads, groupByPosition, squadPlayer } from '../players/index';
import type { StadiumsService } from '../stadiums/index';
import { teamStatsValues, type StandingsService } from '../standings/index';
import * as stats from '../stats/index';
import { createTeamReads, sortTeams, teamItem, teamRef } from '../teams/index';
import { pickTournament, type TournamentRow, type TournamentsService } from '../tournaments/index';

const notFound = () => new AppError('not_found');
const HIDDEN_FROM_SQUAD: ApplicationStatus[] = ['unsubmitted', 'disqualified', 'rejected'];

interface TeamPagesDeps {
  db: DB;
  tournaments: TournamentsService;
  standings: StandingsService;
  matches: MatchesService;
  applications: ApplicationsService;
  stadiums: StadiumsService;
}

export function createTeamPagesService({ db, tournaments, standings, matches, applications, stadiums }: TeamPagesDeps) {
  const teams = createTeamReads({ db });
  const players = createPlayerReads({ db });
  const today = tournaments.today;

  return {
    async list(language: Language, query: TeamsQuery): Promise<TeamsList> {
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
    },

    async detail(language: Language, slug: string): Promise<TeamDetail> {
      const [row] = await teams.rows(language, { slug });
      if (!row) throw notFound();
      const [own, cities] = await Promise.all([
        tournaments.ofTeam(language, row.id),
        stadiums.cities(language, row.club_city_id ? [row.club_city_id] : []),
      ]);
      const current = pickTournament(own, today());
      const window = current
        ? stats.tableWindow(
            (await standings.peopleTable(language, current.id)).map((r) => ({ ...r, teamId: r.team.id })),
            row.id,
            5,
          )
        : [];
      const { rows, inputs } = await matches.load(language, { teamId: row.id });
      const items = await matches.items(language, rows, inputs);
      const decided = inputs.filter(stats.isDecided).sort(stats.compareMatchesByTime).reverse().slice(0, 3);
      const upcoming = inputs
        .filter(
          (m) => !stats.isDecided(m) && (m.status === 'scheduled' || m.status === 'live' || m.status === 'postponed'),
        )
        .sort(stats.compareMatchesByTime)
        .slice(0, 3);
      return {
        team: teamItem(row),
        club: {
          id: row.club_id,
          slug: row.club_slug,
          title: row.club_title,
          logo: fileUrl(row.club_logo),
          city: cities[0] ?? null,
        },
        tournament: current ? tournaments.ref(current) : null,
        tournaments: own.map(tournaments.ref),
        table_window: window.map(({ teamId: _teamId, ...rest }) => rest),
        recent_matches: decided.map((m) => items.get(m.id)!),
        next_matches: upcoming.map((m) => items.get(m.id)!),
      };
    },

    async matches(language: Language, teamId: number, tournamentId: number | undefined) {
      await teams.byIdOr404(language, teamId);
      const own = await tournaments.ofTeam(language, teamId);
      let tournament =
        tournamentId !== undefined ? own.find((x) => x.id === tournamentId) : pickTournament(own, today());
      if (tournamentId !== undefined && !tournament) {
        tournament = await tournaments.byId(language, tournamentId);
        if (!tournament) throw notFound();
      }
      if (!tournament) return { tournament: null, tournaments: [], tours: [] };
      const { rows, inputs } = await matches.load(language, { teamId, tournamentIds: [tournament.id] });
      const items = await matches.items(language, rows, inputs);
      const tours: TeamCalendarTour[] = stats
        .calendar(inputs)
        .all.map((tour) => ({ tour_name: tour.tour_name, matches: tour.matches.map((m) => items.get(m.id)!) }));
      return { tournament: tournaments.ref(tournament), tournaments: own.map(tournaments.ref), tours };
    },

    async squad(language: Language, teamId: number): Promise<PeopleSquad> {
      const team = await teams.byIdOr404(language, teamId);
      const current = pickTournament(await tournaments.ofTeam(language, teamId), today());
      const [members, applied] = await Promise.all([
        teams.memberships({ teamId, activeOnly: true }),
        current ? applications.players({ teamId, tournamentIds: [current.id] }) : Promise.resolve([]),
      ]);
      const application = new Map(applied.map((a) => [a.player_id, a]));
      const numbers = new Map<number, number | null>();
      for (const m of members)
        if (!HIDDEN_FROM_SQUAD.includes(application.get(m.player_id)?.status ?? 'submitted'))
          numbers.set(m.player_id, m.number);
      for (const a of applied)
        if (a.status === 'submitted') numbers.set(a.player_id, a.number ?? numbers.get(a.player_id) ?? null);
      const rows = await players.byIds(language, [...numbers.keys()]);
      const t = today();
      const dtos = rows.map((p) => squadPlayer(p, application.get(p.id)?.number ?? numbers.get(p.id) ?? p.number, t));
      return {
        team: teamRef({ ...team, club_logo: team.club_logo }),
        is_woman_squad: team.is_woman_squad,
        players: groupByPosition(dtos, language),
      };
    },

    async statistics(language: Language, teamId: number, tournamentId: number | undefined): Promise<TeamsStats> {
      const team = await teams.byIdOr404(language, teamId);
      let listed = await tournaments.ofTeam(language, teamId);
      if (tournamentId !== undefined) {
        listed = await tournaments.list(language, { ids: [tournamentId] });
        if (listed.length === 0) throw notFound();
      }
      const { inputs } = await matches.load(language, { teamId, tournamentIds: listed.map((x) => x.id) });
      return {
        team: teamRef(team),
        total: teamStatsValues(stats.teamStatistics(inputs, teamId)),
        tournaments: listed.map((x) => ({
          tournament: tournaments.ref(x),
          stats: teamStatsValues(
            stats.teamStatistics(
              inputs.filter((m) => m.tournamentId === x.id),
              teamId,
            ),
          ),
        })),
      };
    },
  };
}

export type TeamPagesService = ReturnType<typeof createTeamPagesService>;
