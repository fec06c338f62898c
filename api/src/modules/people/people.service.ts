// The people area's rules: loads rows through the repositories, maps them to the stats
// module's inputs, calls the pure functions there (tables, windows, team, player and referee
// statistics, scorers, calendar grouping), and shapes the answers of @league/shared/contracts.
import {
  type ApplicationStatus,
  type ClubDetail,
  type ClubListItem,
  type ClubsQuery,
  type GeographyCountry,
  type JudgesQuery,
  type Language,
  type PaginationMeta,
  type PeopleClubRef,
  type PeopleMatchItem,
  type PeopleSquad,
  type PeopleSquadPlayer,
  type PeopleTableRow,
  type PeopleTournamentRef,
  type PlayerListItem,
  type PlayerProfile,
  type PlayersQuery,
  type PlayerStatisticsRow,
  type PlayerTournament,
  type RefereeDetail,
  type RefereeListItem,
  type StaffDetail,
  type StaffItem,
  type TeamCalendarTour,
  type TeamDetail,
  type TeamListItem,
  type TeamRef,
  type TeamsList,
  type TeamsQuery,
  type TeamsStats,
  type TeamStatsValues,
  type TopScorer,
  type TournamentTeamApplication,
  type UnsubmittedPlayer,
} from '@league/shared/contracts';
import { PEOPLE_DEFAULT_PER_PAGE } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import * as league from '../league/league.repository';
import { fileUrl, toMatchInputs } from '../league/league.service';
import * as stats from '../stats/index';
import * as repo from './people.repository';
import { ageOn, groupByPosition, isRunning, pickTournament, sortTeams } from './people.rules';

const notFound = () => new AppError('not_found');
const HIDDEN_FROM_SQUAD: ApplicationStatus[] = ['unsubmitted', 'disqualified', 'rejected'];
const REFEREE_MATCHES_SHOWN = 50;

interface Page {
  page?: number;
  per_page?: number;
}
const paging = (query: Page) => {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PEOPLE_DEFAULT_PER_PAGE;
  return { offset: (page - 1) * perPage, limit: perPage, meta: (total: number): PaginationMeta => ({ total, page, per_page: perPage }) };
};

const teamRef = (row: { id: number; slug: string; title: string; logo: string | null; club_logo?: string | null }): TeamRef => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  logo: fileUrl(row.logo ?? row.club_logo ?? null),
});
const clubRef = (row: repo.TeamListRow): PeopleClubRef => ({ id: row.club_id, slug: row.club_slug, title: row.club_title, logo: fileUrl(row.club_logo) });

const teamItem = (row: repo.TeamListRow): TeamListItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  logo: fileUrl(row.logo),
  birth_year: row.birth_year,
  is_woman_squad: row.is_woman_squad,
  is_active: row.is_active,
  position: row.position,
  club: clubRef(row),
});

const tournamentRef = (row: repo.TournamentRefRow, today: string): PeopleTournamentRef => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  season: { id: row.season_id, year: row.season_year, title: row.season_title },
  active: isRunning(row, today),
  main: row.main,
  end_date: row.end_date,
});

const statsValues = (s: stats.TeamStats): TeamStatsValues => ({
  matches: s.matches,
  won: s.won,
  drawn: s.drawn,
  lost: s.lost,
  goals_for: s.goalsFor,
  goals_against: s.goalsAgainst,
  clean_sheets: s.cleanSheets,
  yellow_cards: s.yellowCards,
  red_cards: s.redCards,
  average_goals_for: s.averageGoalsFor,
  average_goals_against: s.averageGoalsAgainst,
});

export function createPeopleService({ db, clock }: { db: DB; clock: Clock }) {
  const today = () => almatyDate(clock());

  // ------------------------------------------------------------------ loading helpers

  async function tournamentsByIds(language: Language, ids: number[]) {
    const rows = await repo.listTournaments(db, language, { ids: [...new Set(ids)] });
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function teamRefs(language: Language, ids: Iterable<number>): Promise<Map<number, TeamRef>> {
    const rows = await league.teamsByIds(db, language, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, teamRef(r)]));
  }

  /** Matches with events (and optionally squads and crews) as stats inputs, plus the rows. */
  async function loadMatches(language: Language, filter: league.MatchFilter, options: { squads?: boolean; crews?: boolean } = {}) {
    const rows = await league.listMatches(db, language, filter);
    const ids = rows.map((r) => r.id);
    const [events, squads, crews, tournaments] = await Promise.all([
      league.loadEvents(db, ids),
      options.squads ? league.loadSquads(db, ids) : Promise.resolve(undefined),
      options.crews ? league.loadCrews(db, language, ids) : Promise.resolve(undefined),
      tournamentsByIds(language, rows.map((r) => r.tournament_id)),
    ]);
    const technicalScore = new Map([...tournaments.values()].map((t) => [t.id, t.table_rules?.technical_score]));
    const inputs = toMatchInputs(rows, events, { technicalScore, squads, crews });
    return { rows, inputs, tournaments, crews: crews ?? [] };
  }

  /** Public match items for rows, in the order given. */
  async function matchItems(language: Language, rows: league.MatchRow[], inputs: stats.MatchInput[]): Promise<Map<number, PeopleMatchItem>> {
    const teams = await teamRefs(language, rows.flatMap((r) => [r.host_team_id, r.guest_team_id]));
    const inputById = new Map(inputs.map((i) => [i.id, i]));
    const ref = (id: number) => teams.get(id) ?? { id, slug: '', title: '', logo: null };
    return new Map(
      rows.map((row) => {
        const input = inputById.get(row.id)!;
        const started = row.status === 'live' || row.status === 'finished' || row.technical_result !== null;
        const score = started ? stats.matchScore(input) : null;
        const item: PeopleMatchItem = {
          id: row.id,
          date_time: row.date_time,
          status: row.status,
          tournament: { id: row.tournament_id, title: row.tournament_title },
          tour_name: row.tour_title,
          host: ref(row.host_team_id),
          guest: ref(row.guest_team_id),
          score: score ? { host: score.host, guest: score.guest } : null,
          technical: row.technical_result !== null,
          stadium: row.stadium_title,
        };
        return [row.id, item];
      }),
    );
  }

  /** The tournament's standings (same inputs as /tournaments/{id}/table), as DTO rows. */
  async function standings(language: Language, tournamentId: number): Promise<PeopleTableRow[]> {
    const listed = await league.listTeams(db, language, tournamentId);
    const { rows, inputs } = await loadMatches(language, { tournamentIds: [tournamentId] });
    const teams = new Map(listed.map((t) => [t.id, teamRef(t)]));
    const missing = rows.flatMap((m) => [m.host_team_id, m.guest_team_id]).filter((id) => !teams.has(id));
    if (missing.length) for (const [id, ref] of await teamRefs(language, missing)) teams.set(id, ref);
    const table = stats.leagueTable(
      inputs,
      [...teams.values()].map((t) => ({ id: t.id, title: t.title })),
      { locale: language },
    );
    return table.map((row) => ({
      position: row.position,
      team: teams.get(row.teamId) ?? { id: row.teamId, slug: '', title: row.title, logo: null },
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goals_for: row.goalsFor,
      goals_against: row.goalsAgainst,
      goal_difference: row.goalDifference,
      points: row.points,
      form: row.form,
    }));
  }

  async function teamByIdOr404(language: Language, id: number) {
    const [row] = await repo.listTeams(db, language, { ids: [id] });
    if (!row) throw notFound();
    return row;
  }

  async function teamTournaments(language: Language, teamId: number) {
    const ids = await repo.tournamentIdsOfTeam(db, teamId);
    return repo.listTournaments(db, language, { ids });
  }

  function playerDto(row: repo.PlayerRow, number: number | null): PeopleSquadPlayer {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      first_name: row.first_name,
      last_name: row.last_name,
      photo: fileUrl(row.photo),
      position: row.position,
      number,
      birth_date: row.birth_date,
      age: ageOn(row.birth_date, today()),
      height_cm: row.height_cm,
      weight_kg: row.weight_kg,
      is_pupil: row.is_pupil,
      is_captain: row.is_captain,
      is_joker: row.is_joker,
    };
  }

  /** Each player's current team (the latest active membership) with its shirt number. */
  async function currentTeams(language: Language, playerIds: number[]) {
    const members = await repo.memberships(db, { playerIds, activeOnly: true });
    const first = new Map<number, repo.MembershipRow>();
    for (const m of members) if (!first.has(m.player_id)) first.set(m.player_id, m);
    const teams = await repo.listTeams(db, language, { ids: [...new Set([...first.values()].map((m) => m.team_id))] });
    const byId = new Map(teams.map((t) => [t.id, t]));
    return new Map([...first].map(([playerId, m]) => [playerId, { membership: m, team: byId.get(m.team_id) }]));
  }

  function staffItem(row: repo.StaffRow): StaffItem {
    return { id: row.id, slug: row.slug, name: row.name, first_name: row.first_name, last_name: row.last_name, kind: row.kind, position: row.position, photo: fileUrl(row.photo) };
  }

  // ------------------------------------------------------------------ endpoints

  return {
    async teams(language: Language, query: TeamsQuery): Promise<TeamsList> {
      const seasons = await repo.listSeasons(db, language);
      let season = query.season_id !== undefined ? seasons.find((s) => s.id === query.season_id) : undefined;
      if (query.season_id !== undefined && !season) throw notFound();
      if (!season && query.tournament_id === undefined) {
        const all = await repo.listTournaments(db, language);
        const chosen = pickTournament(all, today());
        season = seasons.find((s) => s.id === chosen?.season_id) ?? seasons[0];
      }
      let tournaments = season ? await repo.listTournaments(db, language, { seasonId: season.id }) : [];
      let tournament: repo.TournamentRefRow | null = null;
      if (query.tournament_id !== undefined) {
        const [found] = await repo.listTournaments(db, language, { ids: [query.tournament_id] });
        if (!found || (season && found.season_id !== season.id)) throw notFound();
        tournament = found;
        if (!season) {
          season = seasons.find((s) => s.id === found.season_id);
          tournaments = await repo.listTournaments(db, language, { seasonId: found.season_id });
        }
      } else {
        tournament = pickTournament(tournaments, today());
      }
      const rows =
        query.tournament_id !== undefined
          ? await repo.listTeams(db, language, { tournamentId: query.tournament_id })
          : await repo.listTeams(db, language, season ? { seasonId: season.id } : {});
      const t = today();
      return {
        season: season ?? null,
        seasons,
        tournaments: tournaments.map((x) => tournamentRef(x, t)),
        tournament: tournament ? tournamentRef(tournament, t) : null,
        teams: sortTeams(rows, language).map(teamItem),
        table: tournament ? await standings(language, tournament.id) : [],
      };
    },

    async team(language: Language, slug: string): Promise<TeamDetail> {
      const [row] = await repo.listTeams(db, language, { slug });
      if (!row) throw notFound();
      const t = today();
      const [tournaments, cities] = await Promise.all([teamTournaments(language, row.id), repo.citiesByIds(db, language, row.club_city_id ? [row.club_city_id] : [])]);
      const current = pickTournament(tournaments, t);
      const window = current ? stats.tableWindow((await standings(language, current.id)).map((r) => ({ ...r, teamId: r.team.id })), row.id, 5) : [];
      const { rows, inputs } = await loadMatches(language, { teamId: row.id });
      const items = await matchItems(language, rows, inputs);
      const decided = inputs.filter(stats.isDecided).sort(stats.compareMatchesByTime).reverse().slice(0, 3);
      const upcoming = inputs
        .filter((m) => !stats.isDecided(m) && (m.status === 'scheduled' || m.status === 'live' || m.status === 'postponed'))
        .sort(stats.compareMatchesByTime)
        .slice(0, 3);
      const city = cities[0];
      return {
        team: teamItem(row),
        club: { id: row.club_id, slug: row.club_slug, title: row.club_title, logo: fileUrl(row.club_logo), city: city ?? null },
        tournament: current ? tournamentRef(current, t) : null,
        tournaments: tournaments.map((x) => tournamentRef(x, t)),
        table_window: window.map(({ teamId: _teamId, ...rest }) => rest),
        recent_matches: decided.map((m) => items.get(m.id)!),
        next_matches: upcoming.map((m) => items.get(m.id)!),
      };
    },

    async teamMatches(language: Language, teamId: number, tournamentId: number | undefined) {
      await teamByIdOr404(language, teamId);
      const t = today();
      const tournaments = await teamTournaments(language, teamId);
      let tournament = tournamentId !== undefined ? tournaments.find((x) => x.id === tournamentId) : pickTournament(tournaments, t);
      if (tournamentId !== undefined && !tournament) {
        [tournament] = await repo.listTournaments(db, language, { ids: [tournamentId] });
        if (!tournament) throw notFound();
      }
      if (!tournament) return { tournament: null, tournaments: [], tours: [] };
      const { rows, inputs } = await loadMatches(language, { teamId, tournamentIds: [tournament.id] });
      const items = await matchItems(language, rows, inputs);
      const tours: TeamCalendarTour[] = stats.calendar(inputs).all.map((tour) => ({ tour_name: tour.tour_name, matches: tour.matches.map((m) => items.get(m.id)!) }));
      return { tournament: tournamentRef(tournament, t), tournaments: tournaments.map((x) => tournamentRef(x, t)), tours };
    },

    async squad(language: Language, teamId: number): Promise<PeopleSquad> {
      const team = await teamByIdOr404(language, teamId);
      const current = pickTournament(await teamTournaments(language, teamId), today());
      const [members, applications] = await Promise.all([
        repo.memberships(db, { teamId, activeOnly: true }),
        current ? repo.playerApplications(db, { teamId, tournamentIds: [current.id] }) : Promise.resolve([]),
      ]);
      const application = new Map(applications.map((a) => [a.player_id, a]));
      const numbers = new Map<number, number | null>();
      for (const m of members) if (!HIDDEN_FROM_SQUAD.includes(application.get(m.player_id)?.status ?? 'submitted')) numbers.set(m.player_id, m.number);
      for (const a of applications) if (a.status === 'submitted') numbers.set(a.player_id, a.number ?? numbers.get(a.player_id) ?? null);
      const players = await repo.playersByIds(db, language, [...numbers.keys()]);
      const dtos = players.map((p) => playerDto(p, application.get(p.id)?.number ?? numbers.get(p.id) ?? p.number));
      return {
        team: teamRef({ ...team, club_logo: team.club_logo }),
        is_woman_squad: team.is_woman_squad,
        players: groupByPosition(dtos, language),
      };
    },

    async coaches(language: Language, teamId: number): Promise<StaffItem[]> {
      await teamByIdOr404(language, teamId);
      return (await repo.staffOfTeam(db, language, teamId)).map(staffItem);
    },

    async coach(language: Language, slug: string): Promise<StaffDetail> {
      const row = await repo.findStaffBySlug(db, language, slug);
      if (!row) throw notFound();
      const teams = await repo.listTeams(db, language, { ids: await repo.teamIdsOfStaff(db, row.id) });
      return {
        staff: staffItem(row),
        birth_date: row.birth_date,
        age: row.birth_date ? ageOn(row.birth_date, today()) : null,
        biography: row.biography,
        teams: sortTeams(teams, language).map((t) => ({ team: teamRef({ ...t }), club: clubRef(t) })),
      };
    },

    async unsubmitted(language: Language, teamId: number): Promise<UnsubmittedPlayer[]> {
      await teamByIdOr404(language, teamId);
      const applications = await repo.playerApplications(db, { teamId, statuses: ['unsubmitted'] });
      const [players, tournaments] = await Promise.all([
        repo.playersByIds(db, language, applications.map((a) => a.player_id)),
        tournamentsByIds(language, applications.map((a) => a.tournament_id)),
      ]);
      const byId = new Map(players.map((p) => [p.id, p]));
      const t = today();
      return applications
        .filter((a) => byId.has(a.player_id) && tournaments.has(a.tournament_id))
        .map((a) => ({
          player: playerDto(byId.get(a.player_id)!, a.number ?? byId.get(a.player_id)!.number),
          tournament: tournamentRef(tournaments.get(a.tournament_id)!, t),
          number: a.number,
          changed_at: a.updated_at,
        }));
    },

    async checkUnsubmitted(language: Language, teamId: number) {
      await teamByIdOr404(language, teamId);
      return { unsubmitted_present: await repo.hasApplicationWithStatus(db, teamId, 'unsubmitted') };
    },

    async teamsStats(language: Language, teamId: number, tournamentId: number | undefined): Promise<TeamsStats> {
      const team = await teamByIdOr404(language, teamId);
      const t = today();
      let tournaments = await teamTournaments(language, teamId);
      if (tournamentId !== undefined) {
        tournaments = await repo.listTournaments(db, language, { ids: [tournamentId] });
        if (tournaments.length === 0) throw notFound();
      }
      const { inputs } = await loadMatches(language, { teamId, tournamentIds: tournaments.map((x) => x.id) });
      return {
        team: teamRef(team),
        total: statsValues(stats.teamStatistics(inputs, teamId)),
        tournaments: tournaments.map((x) => ({
          tournament: tournamentRef(x, t),
          stats: statsValues(
            stats.teamStatistics(
              inputs.filter((m) => m.tournamentId === x.id),
              teamId,
            ),
          ),
        })),
      };
    },

    async players(language: Language, query: PlayersQuery) {
      const p = paging(query);
      const { total, ids } = await repo.pagePlayers(db, language, { q: query.q?.trim() || undefined, teamId: query.team_id, tournamentId: query.tournament_id, position: query.position }, p);
      const [rows, current] = await Promise.all([repo.playersByIds(db, language, ids), currentTeams(language, ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const data: PlayerListItem[] = ids
        .filter((id) => byId.has(id))
        .map((id) => {
          const row = byId.get(id)!;
          const cur = current.get(id);
          return {
            id: row.id,
            slug: row.slug,
            name: row.name,
            photo: fileUrl(row.photo),
            position: row.position,
            number: cur?.membership.number ?? row.number,
            age: ageOn(row.birth_date, today()),
            team: cur?.team ? teamRef(cur.team) : null,
            club: cur?.team ? clubRef(cur.team) : null,
            is_pupil: row.is_pupil,
            is_captain: row.is_captain,
            is_joker: row.is_joker,
          };
        });
      return { data, meta: p.meta(total) };
    },

    async player(language: Language, slug: string): Promise<PlayerProfile> {
      const row = await repo.findPlayerBySlug(db, language, slug);
      if (!row) throw notFound();
      const members = await repo.memberships(db, { playerIds: [row.id] });
      const teams = new Map((await repo.listTeams(db, language, { ids: members.map((m) => m.team_id) })).map((t) => [t.id, t]));
      const current = members.find((m) => m.is_active && teams.has(m.team_id));
      const currentTeam = current ? teams.get(current.team_id)! : null;
      return {
        player: playerDto(row, current?.number ?? row.number),
        middle_name: row.middle_name,
        citizenship: row.citizenship,
        team: currentTeam ? teamRef(currentTeam) : null,
        club: currentTeam ? clubRef(currentTeam) : null,
        teams: members.filter((m) => teams.has(m.team_id)).map((m) => ({ team: teamRef(teams.get(m.team_id)!), club: clubRef(teams.get(m.team_id)!), is_active: m.is_active })),
      };
    },

    async playerStatistics(language: Language, slug: string): Promise<PlayerStatisticsRow[]> {
      const row = await repo.findPlayerBySlug(db, language, slug);
      if (!row) throw notFound();
      const ids = await repo.playerMatchIds(db, row.id);
      const { inputs, tournaments } = await loadMatches(language, { ids }, { squads: true });
      const teams = await teamRefs(language, inputs.flatMap((m) => [m.hostTeamId, m.guestTeamId]));
      const t = today();
      const players = [{ id: row.id, name: row.name, position: row.position }];
      // Minutes depend on each tournament's match length, so each tournament is counted apart.
      const out: PlayerStatisticsRow[] = [];
      for (const tournament of [...tournaments.values()].sort((a, b) => b.season_year - a.season_year || a.sort - b.sort || a.id - b.id)) {
        const own = inputs.filter((m) => m.tournamentId === tournament.id);
        for (const s of stats.playerStatisticsFor(own, row.id, { players, matchLength: tournament.match_length_minutes })) {
          out.push({
            tournament: tournamentRef(tournament, t),
            team: teams.get(s.teamId) ?? null,
            matches: s.matches,
            minutes: s.minutes,
            goals: s.goals,
            penalties: s.penalties,
            own_goals: s.ownGoals,
            assists: s.assists,
            yellow_cards: s.yellowCards,
            red_cards: s.redCards,
          });
        }
      }
      return out;
    },

    async playerMatches(language: Language, slug: string, query: Page) {
      const row = await repo.findPlayerBySlug(db, language, slug);
      if (!row) throw notFound();
      const p = paging(query);
      const { total, ids } = await repo.pagePlayerMatchIds(db, row.id, p);
      const { rows, inputs } = await loadMatches(language, { ids });
      const items = await matchItems(language, rows, inputs);
      return { data: ids.filter((id) => items.has(id)).map((id) => items.get(id)!), meta: p.meta(total) };
    },

    async playerTournaments(language: Language, slug: string): Promise<PlayerTournament[]> {
      const row = await repo.findPlayerBySlug(db, language, slug);
      if (!row) throw notFound();
      const applications = await repo.playerApplications(db, { playerId: row.id });
      const [tournaments, teams] = await Promise.all([
        tournamentsByIds(language, applications.map((a) => a.tournament_id)),
        teamRefs(language, applications.map((a) => a.team_id)),
      ]);
      const t = today();
      return applications
        .filter((a) => tournaments.has(a.tournament_id) && teams.has(a.team_id))
        .sort((a, b) => tournaments.get(b.tournament_id)!.season_year - tournaments.get(a.tournament_id)!.season_year || a.tournament_id - b.tournament_id)
        .map((a) => ({ tournament: tournamentRef(tournaments.get(a.tournament_id)!, t), team: teams.get(a.team_id)!, number: a.number, status: a.status }));
    },

    async topScorer(language: Language, tournamentId: number | undefined): Promise<TopScorer | null> {
      let tournament: repo.TournamentRefRow | null | undefined;
      if (tournamentId !== undefined) {
        [tournament] = await repo.listTournaments(db, language, { ids: [tournamentId] });
        if (!tournament) throw notFound();
      } else {
        tournament = pickTournament(await repo.listTournaments(db, language), today());
      }
      if (!tournament) return null;
      const { inputs } = await loadMatches(language, { tournamentIds: [tournament.id] }, { squads: true });
      const ids = [...new Set(inputs.flatMap((m) => [...m.goals.map((g) => g.playerId), ...(m.squads ?? []).map((s) => s.playerId)]))];
      const players = await repo.playersByIds(db, language, ids);
      const [top] = stats.scorers(inputs, { players: players.map((p) => ({ id: p.id, name: p.name, position: p.position })), locale: language });
      const player = players.find((p) => p.id === top?.playerId);
      if (!top || !player) return null;
      const teams = await repo.listTeams(db, language, { ids: [top.teamId] });
      const team = teams[0];
      return {
        tournament: tournamentRef(tournament, today()),
        player: {
          id: player.id,
          slug: player.slug,
          name: player.name,
          photo: fileUrl(player.photo),
          position: player.position,
          number: player.number,
          age: ageOn(player.birth_date, today()),
          team: team ? teamRef(team) : null,
          club: team ? clubRef(team) : null,
          is_pupil: player.is_pupil,
          is_captain: player.is_captain,
          is_joker: player.is_joker,
        },
        goals: top.goals,
        penalties: top.penalties,
        matches: top.matches,
      };
    },

    async judges(language: Language, query: JudgesQuery) {
      const p = paging(query);
      const { total, rows } = await repo.pageReferees(db, language, { q: query.q?.trim() || undefined }, p);
      const links = await repo.refereeMatchIds(
        db,
        rows.map((r) => r.id),
      );
      const { inputs } = await loadMatches(language, { ids: [...new Set(links.map((l) => l.match_id))] }, { crews: true });
      const statistics = new Map(stats.refereeStatistics(inputs, [], language).map((s) => [s.refereeId, s]));
      const data: RefereeListItem[] = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        photo: fileUrl(r.photo),
        category: r.category,
        city: r.city,
        matches: statistics.get(r.id)?.matches ?? 0,
      }));
      return { data, meta: p.meta(total) };
    },

    async judge(language: Language, key: string): Promise<RefereeDetail> {
      const row = await repo.findReferee(db, language, /^\d{1,9}$/.test(key) ? { id: Number(key) } : { slug: key });
      if (!row) throw notFound();
      const links = await repo.refereeMatchIds(db, [row.id]);
      const { rows, inputs, crews } = await loadMatches(language, { ids: links.map((l) => l.match_id) }, { crews: true });
      const [s] = stats.refereeStatistics(inputs, [{ id: row.id, name: row.name }], language).filter((x) => x.refereeId === row.id);
      const newest = [...rows].sort((a, b) => (b.date_time ?? '').localeCompare(a.date_time ?? '') || b.id - a.id);
      const shown = newest.slice(0, REFEREE_MATCHES_SHOWN);
      const items = await matchItems(language, shown, inputs);
      const roles = new Map(crews.filter((c) => c.referee_id === row.id).map((c) => [c.match_id, c.role]));
      const emptyRoles = Object.fromEntries(stats.REFEREE_ROLES.map((r) => [r, 0]));
      return {
        referee: { id: row.id, slug: row.slug, name: row.name, photo: fileUrl(row.photo), category: row.category, city: row.city, matches: s?.matches ?? 0 },
        birth_date: row.birth_date,
        age: row.birth_date ? ageOn(row.birth_date, today()) : null,
        statistics: {
          matches: s?.matches ?? 0,
          matches_by_role: s?.matchesByRole ?? emptyRoles,
          yellow_cards: s?.yellowCards ?? 0,
          red_cards: s?.redCards ?? 0,
          cards_per_match: s?.cardsPerMatch ?? 0,
          penalties_awarded: s?.penaltiesAwarded ?? 0,
        },
        matches: shown.filter((m) => roles.has(m.id)).map((m) => ({ match: items.get(m.id)!, role: roles.get(m.id)! })),
        matches_total: rows.length,
      };
    },

    async clubs(language: Language, query: ClubsQuery) {
      const p = paging(query);
      const archived = query.archived === undefined ? undefined : query.archived === '1';
      const { total, rows } = await repo.pageClubs(db, language, { q: query.q?.trim() || undefined, archived }, p);
      const data: ClubListItem[] = rows.map((r) => ({ ...r, logo: fileUrl(r.logo), teams_count: Number(r.teams_count) }));
      return { data, meta: p.meta(total) };
    },

    async club(language: Language, slug: string): Promise<ClubDetail> {
      const row = await repo.findClubBySlug(db, language, slug);
      if (!row) throw notFound();
      const [cities, stadium, teams] = await Promise.all([
        repo.citiesByIds(db, language, row.city_id ? [row.city_id] : []),
        repo.clubHomeStadium(db, language, row.id),
        repo.listTeams(db, language, { clubId: row.id }),
      ]);
      return {
        club: {
          id: row.id,
          slug: row.slug,
          title: row.title,
          logo: fileUrl(row.logo),
          description: row.description,
          founded_year: row.founded_year,
          website: row.website,
          archived: row.archived,
          city: cities[0] ?? null,
          stadium: stadium ? { id: stadium.id, slug: stadium.slug, title: stadium.title, address: stadium.address } : null,
        },
        teams: sortTeams(teams, language).map(teamItem),
      };
    },

    /**
     * A team's application to a tournament as the public sees it: players and staff whose own
     * application there is `submitted`. 404 when the tournament or team is unknown or the team
     * never applied to the tournament.
     */
    async teamApplication(language: Language, tournamentId: number, teamSlug: string): Promise<TournamentTeamApplication> {
      const [tournament, [team]] = await Promise.all([league.findTournament(db, language, tournamentId), repo.listTeams(db, language, { slug: teamSlug })]);
      if (!tournament || !team) throw notFound();
      const status = await repo.tournamentTeamStatus(db, tournament.id, team.id);
      if (!status) throw notFound();
      const [applications, staff] = await Promise.all([
        repo.playerApplications(db, { teamId: team.id, tournamentIds: [tournament.id], statuses: ['submitted'] }),
        repo.staffOfApplication(db, language, tournament.id, team.id, 'submitted'),
      ]);
      const number = new Map(applications.map((a) => [a.player_id, a.number]));
      const players = (await repo.playersByIds(db, language, [...number.keys()])).map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        first_name: p.first_name,
        last_name: p.last_name,
        position: p.position,
        number: number.get(p.id) ?? p.number,
        birth_date: p.birth_date,
        is_pupil: p.is_pupil,
        is_captain: p.is_captain,
        is_joker: p.is_joker,
      }));
      return {
        tournament: {
          id: tournament.id,
          slug: tournament.slug,
          title: tournament.title,
          season: { id: tournament.season_id, year: tournament.season_year, title: tournament.season_title },
          age_group: tournament.age_group,
          gender: tournament.gender,
        },
        team: { id: team.id, slug: team.slug, title: team.title, logo: fileUrl(team.logo ?? team.club_logo), is_woman_squad: team.is_woman_squad, club: clubRef(team) },
        status,
        players: groupByPosition(players, language),
        staff: staff.map(staffItem),
      };
    },

    async geography(language: Language): Promise<GeographyCountry[]> {
      const { countries, cities } = await repo.countriesWithCities(db, language);
      return countries.map((c) => ({
        id: c.id,
        code: c.code.trim(),
        title: c.title,
        cities: cities.filter((ci) => ci.country_id === c.id).map((ci) => ({ id: ci.id, slug: ci.slug, title: ci.title })),
      }));
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
