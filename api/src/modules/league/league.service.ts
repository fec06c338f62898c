// The league core's rules: loads rows through the repository, maps them to the stats module's
// input types, calls the pure functions there, and shapes the answers (DTOs of
// @league/shared/contracts/league). Nothing here recomputes a table, form or suspension rule.
import type {
  AssistantRow,
  CalendarGroups,
  CalendarQuery,
  CalendarTour,
  Checkerboard,
  DisqualificationRow,
  FormRow,
  GoalkeeperRow,
  HandbookItem,
  HandbookName,
  HandbookQuery,
  Language,
  MatchBrief,
  MatchCard,
  MatchDetail,
  MatchesQuery,
  MatchMedia,
  MatchMetric,
  MatchNewsItem,
  MatchProtocol,
  MatchSquads,
  NearestMatches,
  NearestMatchesQuery,
  PaginationMeta,
  PlayerRef,
  ProtocolEvent,
  ScorerRow,
  SquadPlayer,
  SquadSide,
  TableRow,
  TeamRef,
  TeamStatsRow,
  TournamentDetail,
  TournamentPage,
  TournamentTable,
} from '@league/shared/contracts';
import { GOAL_METHODS, PENALTY_FAILURES, PLAYER_POSITIONS, REMOVAL_CAUSES } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import * as stats from '../stats/index';
import { tournamentBucket } from '../tournaments/tournaments.service';
import * as repo from './league.repository';
import { COLORS, GOAL_TYPE_LABELS, PENALTY_FAILURE_LABELS, POSITION_LABELS, REMOVAL_CAUSE_LABELS, colorTitle, metricTitle } from './league.labels';

const GENDER_LABEL: Record<Language, Record<'male' | 'female', string>> = {
  kk: { male: 'ұлдар', female: 'қыздар' },
  ru: { male: 'юноши', female: 'девушки' },
  en: { male: 'boys', female: 'girls' },
};

/** Undated matches sort after every dated one in the stats functions. */
const UNDATED = '9999-12-31T00:00:00.000Z';
const POSITION_ORDER = new Map(PLAYER_POSITIONS.map((p, i) => [p, i]));

/** A stored file path as a URL: absolute and site-relative URLs pass, bare paths live under /uploads/. */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/uploads/${path.replace(/^\.?\/+/, '')}`;
}

const notFound = () => new AppError('not_found');
const badField = (field: string) => new AppError('validation_failed', { fields: { [field]: [{ rule: 'one_of' }] } });

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rows → stats inputs

interface InputOptions {
  /** Technical score [winner, loser] from the tournament's table rules; 3:0 by default. */
  technicalScore?: Map<number, [number, number] | undefined>;
  squads?: repo.SquadRow[];
  crews?: repo.CrewRow[];
}

function technicalInput(row: repo.MatchRow, score: [number, number] | undefined): stats.TechnicalResult | null {
  if (!row.technical_result) return null;
  const winner: stats.TeamSide = row.technical_result === 'host_win' ? 'host' : 'guest';
  if (!score) return { winner };
  return winner === 'host' ? { winner, hostGoals: score[0], guestGoals: score[1] } : { winner, hostGoals: score[1], guestGoals: score[0] };
}

const timing = (e: { minute: number | null; additional_minute: number | null; match_scope: stats.MatchScope }) => ({
  minute: e.minute ?? 0,
  additionalMinute: e.additional_minute,
  matchScope: e.match_scope,
});

export function toMatchInputs(rows: repo.MatchRow[], events: repo.MatchEvents, options: InputOptions = {}): stats.MatchInput[] {
  const goals = groupBy(events.goals, (e) => e.match_id);
  const punishments = groupBy(events.punishments, (e) => e.match_id);
  const replacements = groupBy(events.replacements, (e) => e.match_id);
  const missed = groupBy(events.missedPenalties, (e) => e.match_id);
  const squads = options.squads ? groupBy(options.squads, (e) => e.match_id) : null;
  const crews = options.crews ? groupBy(options.crews, (e) => e.match_id) : null;
  return rows.map((row) => ({
    id: row.id,
    tournamentId: row.tournament_id,
    tourId: row.tour_id ?? 0,
    tourNumber: row.tour_number ?? 0,
    tourName: row.tour_title ?? '',
    dateTime: row.date_time ?? UNDATED,
    hostTeamId: row.host_team_id,
    guestTeamId: row.guest_team_id,
    status: row.status,
    technicalResult: technicalInput(row, options.technicalScore?.get(row.tournament_id)),
    goals: (goals.get(row.id) ?? []).map((g) => ({
      id: g.id,
      playerId: g.player_id ?? 0,
      teamType: g.team_type,
      method: g.method,
      assistantId: g.assistant_player_id,
      ...timing(g),
    })),
    punishments: (punishments.get(row.id) ?? []).map((p) => ({ id: p.id, playerId: p.player_id ?? 0, teamType: p.team_type, card: p.card, ...timing(p) })),
    // The protocol stores one row per substitution; the stats take one entry per player and direction.
    replacements: (replacements.get(row.id) ?? []).flatMap((r) => [
      ...(r.player_out_id !== null ? [{ id: r.id, playerId: r.player_out_id, teamType: r.team_type, direction: 'out' as const, ...timing(r) }] : []),
      ...(r.player_in_id !== null ? [{ id: r.id, playerId: r.player_in_id, teamType: r.team_type, direction: 'in' as const, ...timing(r) }] : []),
    ]),
    missedPenalties: (missed.get(row.id) ?? []).map((p) => ({ id: p.id, playerId: p.player_id ?? 0, teamType: p.team_type, ...timing(p) })),
    squads: squads
      ? (squads.get(row.id) ?? []).map((s) => ({
          playerId: s.player_id,
          teamType: s.team_id === row.host_team_id ? ('host' as const) : ('guest' as const),
          kind: s.kind,
          position: s.position ?? s.player_position,
          number: s.number,
        }))
      : undefined,
    referees: crews ? (crews.get(row.id) ?? []).map((c) => ({ refereeId: c.referee_id, role: c.role })) : undefined,
  }));
}

// ---------------------------------------------------------------------------------------------
// DTO helpers

const teamRef = (row: repo.TeamRow | undefined, id: number): TeamRef => (row ? { id: row.id, slug: row.slug, title: row.title, logo: fileUrl(row.logo) } : { id, slug: '', title: '', logo: null });
const playerRef = (row: repo.PlayerRow | undefined, id: number): PlayerRef => (row ? { id: row.id, slug: row.slug, name: row.name, photo: fileUrl(row.photo) } : { id, slug: '', name: '', photo: null });

function scoreOf(row: repo.MatchRow, input: stats.MatchInput) {
  const started = row.status === 'live' || row.status === 'finished' || row.technical_result !== null;
  if (!started) return { score: null, shootout: null, technical: false };
  const s = stats.matchScore(input);
  return { score: { host: s.host, guest: s.guest }, shootout: s.shootout, technical: s.technical };
}

function toCard(row: repo.MatchRow, input: stats.MatchInput, teams: Map<number, repo.TeamRow>): MatchCard {
  const { score, shootout } = scoreOf(row, input);
  return {
    id: row.id,
    date: row.date_time ? stats.localDate(row.date_time) : null,
    date_time: row.date_time,
    tour_name: row.tour_title ?? '',
    tour_id: row.tour_id,
    status: row.status,
    technical_result: row.technical_result,
    tournament: { id: row.tournament_id, slug: row.tournament_slug, title: row.tournament_title },
    host: teamRef(teams.get(row.host_team_id), row.host_team_id),
    guest: teamRef(teams.get(row.guest_team_id), row.guest_team_id),
    score,
    shootout,
    stadium: row.stadium_id !== null ? { id: row.stadium_id, slug: row.stadium_slug ?? '', title: row.stadium_title ?? '', city: row.stadium_city } : null,
    broadcast_url: row.broadcast_url,
  };
}

function toBrief(row: repo.MatchRow | undefined, id: number, teams: Map<number, repo.TeamRow>): MatchBrief {
  if (!row) return { id, date_time: null, status: 'scheduled', host: teamRef(undefined, 0), guest: teamRef(undefined, 0) };
  return {
    id: row.id,
    date_time: row.date_time,
    status: row.status,
    host: teamRef(teams.get(row.host_team_id), row.host_team_id),
    guest: teamRef(teams.get(row.guest_team_id), row.guest_team_id),
  };
}

function uniform(key: string | null, language: Language) {
  if (!key) return null;
  return { key, title: colorTitle(key, language), hex: COLORS[key] ?? null };
}

// ---------------------------------------------------------------------------------------------

export function createLeagueService({ db, clock }: { db: DB; clock: Clock }) {
  function toDetail(row: repo.TournamentRow, language: Language): TournamentDetail {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      season: { id: row.season_id, year: row.season_year, title: row.season_title },
      age_group: row.age_group,
      age_group_title: `${row.age_group} ${GENDER_LABEL[language][row.gender]}`,
      birth_year_from: row.birth_year_from,
      birth_year_to: row.birth_year_to,
      gender: row.gender,
      format: row.format,
      start_date: row.start_date,
      end_date: row.end_date,
      main: row.main,
      active: row.active,
      status: tournamentBucket(row, almatyDate(clock())),
      logo: fileUrl(row.logo),
      match_length_minutes: row.match_length_minutes,
      team_ids: row.team_ids,
      teams_count: row.team_ids.length,
    };
  }

  async function tournamentOr404(language: Language, id: number) {
    const row = await repo.findTournament(db, language, id);
    if (!row) throw notFound();
    return row;
  }

  async function teamsMap(language: Language, ids: Iterable<number>): Promise<Map<number, repo.TeamRow>> {
    const rows = await repo.teamsByIds(db, language, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function playersMap(language: Language, ids: Iterable<number>): Promise<Map<number, repo.PlayerRow>> {
    const rows = await repo.playersByIds(db, language, [...ids]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Everything a tournament's derived data needs, loaded once. */
  async function tournamentData(language: Language, id: number, withSquads = false) {
    const tournament = await tournamentOr404(language, id);
    const [tours, listed, matchRows] = await Promise.all([
      repo.listTours(db, language, id),
      repo.listTeams(db, language, id),
      repo.listMatches(db, language, { tournamentIds: [id] }),
    ]);
    const ids = matchRows.map((m) => m.id);
    const [events, squads] = await Promise.all([repo.loadEvents(db, ids), withSquads ? repo.loadSquads(db, ids) : Promise.resolve(undefined)]);
    const technicalScore = new Map([[id, tournament.table_rules?.technical_score]]);
    const inputs = toMatchInputs(matchRows, events, { technicalScore, squads });
    // Teams met in matches without an accepted application still get a name.
    const teams = new Map(listed.map((t) => [t.id, t]));
    const missing = matchRows.flatMap((m) => [m.host_team_id, m.guest_team_id]).filter((t) => !teams.has(t));
    if (missing.length) for (const [k, v] of await teamsMap(language, missing)) teams.set(k, v);
    const teamInputs: stats.TeamInput[] = [...teams.values()].map((t) => ({ id: t.id, title: t.title }));
    return { tournament, tours, teams, teamInputs, matchRows, inputs, events, squads };
  }

  function tourRange(tours: repo.TourRow[], from?: number, to?: number) {
    const fromTour = from !== undefined ? tours.find((t) => t.id === from) : undefined;
    const toTour = to !== undefined ? tours.find((t) => t.id === to) : undefined;
    if (from !== undefined && !fromTour) throw badField('from_tour_id');
    if (to !== undefined && !toTour) throw badField('to_tour_id');
    return { fromTourNumber: fromTour?.number, toTourNumber: toTour?.number, fromId: fromTour?.id ?? null, toId: toTour?.id ?? null };
  }

  async function table(language: Language, id: number, range: { from_tour_id?: number; to_tour_id?: number } = {}): Promise<TournamentTable> {
    const data = await tournamentData(language, id);
    const r = tourRange(data.tours, range.from_tour_id, range.to_tour_id);
    const options = { fromTourNumber: r.fromTourNumber, toTourNumber: r.toTourNumber, locale: language };
    const rows = stats.leagueTable(data.inputs, data.teamInputs, options);
    // Position after each tour of the range that has a decided match (for a position chart).
    const counted = stats.tableMatches(data.inputs, options);
    const playedTours = [...new Set(counted.map((m) => m.tourNumber))].sort((a, b) => a - b);
    const chart = new Map<number, number[]>(rows.map((row) => [row.teamId, []]));
    for (const tour of playedTours) {
      for (const row of stats.leagueTable(data.inputs, data.teamInputs, { ...options, toTourNumber: tour })) chart.get(row.teamId)?.push(row.position);
    }
    return {
      tournament_id: id,
      from_tour_id: r.fromId,
      to_tour_id: r.toId,
      rows: rows.map(
        (row): TableRow => ({
          position: row.position,
          team: teamRef(data.teams.get(row.teamId), row.teamId),
          played: row.played,
          won: row.won,
          drawn: row.drawn,
          lost: row.lost,
          goals_for: row.goalsFor,
          goals_against: row.goalsAgainst,
          goals: `${row.goalsFor}:${row.goalsAgainst}`,
          difference: row.goalDifference,
          points: row.points,
          form: row.form,
          chartPosition: chart.get(row.teamId) ?? [],
          decided_by: row.decidedBy,
        }),
      ),
    };
  }

  /** Teams in table order (form, checkerboard and team statistics follow the standings). */
  function tableOrder(data: Awaited<ReturnType<typeof tournamentData>>, language: Language): stats.TeamInput[] {
    return stats.leagueTable(data.inputs, data.teamInputs, { locale: language }).map((r) => ({ id: r.teamId, title: r.title }));
  }

  async function leaders(language: Language, id: number) {
    const data = await tournamentData(language, id, true);
    const playerIds = new Set<number>();
    for (const m of data.inputs) {
      for (const g of m.goals) {
        playerIds.add(g.playerId);
        if (g.assistantId) playerIds.add(g.assistantId);
      }
      for (const s of m.squads ?? []) playerIds.add(s.playerId);
    }
    const players = await playersMap(language, playerIds);
    const playerInputs: stats.PlayerInput[] = [...players.values()].map((p) => ({ id: p.id, name: p.name, position: p.position }));
    return { data, players, playerInputs };
  }

  const renumber = <T extends { position: number }>(rows: T[]) => rows.map((row, i) => ({ ...row, position: i + 1 }));

  function matchMaps(rows: repo.MatchRow[]) {
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function cardsFor(language: Language, rows: repo.MatchRow[]): Promise<Map<number, MatchCard>> {
    return (await cardsAndInputs(language, rows)).cards;
  }

  async function cardsAndInputs(language: Language, rows: repo.MatchRow[]) {
    const [events, teams, technicalScore] = await Promise.all([
      repo.loadEvents(
        db,
        rows.map((r) => r.id),
      ),
      teamsMap(
        language,
        rows.flatMap((r) => [r.host_team_id, r.guest_team_id]),
      ),
      repo.technicalScores(
        db,
        rows.filter((r) => r.technical_result !== null).map((r) => r.tournament_id),
      ),
    ]);
    const inputs = toMatchInputs(rows, events, { technicalScore });
    return { inputs, cards: new Map(rows.map((row, i) => [row.id, toCard(row, inputs[i], teams)])) };
  }

  async function matchOr404(language: Language, id: number) {
    const [row] = await repo.listMatches(db, language, { ids: [id] });
    if (!row) throw notFound();
    return row;
  }

  return {
    async tournament(language: Language, id: number): Promise<TournamentDetail> {
      return toDetail(await tournamentOr404(language, id), language);
    },

    async tournamentPage(language: Language, id: number): Promise<TournamentPage> {
      const row = await tournamentOr404(language, id);
      const [tours, teams, matches] = await Promise.all([
        repo.listTours(db, language, id),
        repo.listTeams(db, language, id),
        repo.listMatches(db, language, { tournamentIds: [id] }),
      ]);
      return {
        ...toDetail(row, language),
        tours: tours.map((t) => ({ id: t.id, number: t.number, title: t.title, start_date: t.start_date, end_date: t.end_date })),
        teams: teams.map((t) => teamRef(t, t.id)),
        matches_count: matches.length,
        finished_matches_count: matches.filter((m) => m.status === 'finished' || m.technical_result !== null).length,
      };
    },

    table,

    async form(language: Language, id: number): Promise<FormRow[]> {
      const data = await tournamentData(language, id);
      const byId = matchMaps(data.matchRows);
      return stats.formTable(data.inputs, tableOrder(data, language)).map((row) => ({
        team: teamRef(data.teams.get(row.teamId), row.teamId),
        form: row.form.map((f) => ({
          match_id: f.matchId,
          opponent: teamRef(data.teams.get(f.opponentId), f.opponentId),
          result: f.result,
          goals_for: f.goalsFor,
          goals_against: f.goalsAgainst,
          home: byId.get(f.matchId)?.host_team_id === row.teamId,
          date_time: byId.get(f.matchId)?.date_time ?? null,
        })),
      }));
    },

    async scorers(language: Language, id: number): Promise<ScorerRow[]> {
      const { data, players, playerInputs } = await leaders(language, id);
      const rows = stats.scorers(data.inputs, { players: playerInputs, locale: language }).filter((r) => r.playerId > 0);
      return renumber(
        rows.map((r) => ({
          position: r.position,
          player: playerRef(players.get(r.playerId), r.playerId),
          team: teamRef(data.teams.get(r.teamId), r.teamId),
          goals: r.goals,
          penalties: r.penalties,
          matches: r.matches,
        })),
      );
    },

    async assistants(language: Language, id: number): Promise<AssistantRow[]> {
      const { data, players, playerInputs } = await leaders(language, id);
      const rows = stats.assistants(data.inputs, { players: playerInputs, locale: language }).filter((r) => r.playerId > 0);
      return renumber(
        rows.map((r) => ({
          position: r.position,
          player: playerRef(players.get(r.playerId), r.playerId),
          team: teamRef(data.teams.get(r.teamId), r.teamId),
          assists: r.assists,
          matches: r.matches,
        })),
      );
    },

    async goalkeepers(language: Language, id: number): Promise<GoalkeeperRow[]> {
      const { data, players, playerInputs } = await leaders(language, id);
      const rows = stats.goalkeepers(data.inputs, { players: playerInputs, locale: language, matchLength: data.tournament.match_length_minutes });
      return rows.map((r, i) => ({
        position: i + 1,
        player: playerRef(players.get(r.playerId), r.playerId),
        team: teamRef(data.teams.get(r.teamId), r.teamId),
        matches: r.matches,
        minutes: r.minutes,
        goals_conceded: r.goalsConceded,
        clean_sheets: r.cleanSheets,
      }));
    },

    async disqualifications(language: Language, id: number): Promise<DisqualificationRow[]> {
      const data = await tournamentData(language, id);
      const list = stats.suspensions(data.inputs).filter((s) => s.playerId > 0);
      const players = await playersMap(
        language,
        list.map((s) => s.playerId),
      );
      const byId = matchMaps(data.matchRows);
      // Not served yet first, then the latest earned first.
      const order = new Map(data.inputs.map((m, i) => [m.id, i]));
      return list
        .sort((a, b) => Number(a.served) - Number(b.served) || (order.get(b.earnedInMatchId) ?? 0) - (order.get(a.earnedInMatchId) ?? 0))
        .map((s) => ({
          player: playerRef(players.get(s.playerId), s.playerId),
          team: teamRef(data.teams.get(s.teamId), s.teamId),
          cause: s.cause,
          earned_in: toBrief(byId.get(s.earnedInMatchId), s.earnedInMatchId, data.teams),
          served_in: s.servedInMatchId === null ? null : toBrief(byId.get(s.servedInMatchId), s.servedInMatchId, data.teams),
          served: s.served,
        }));
    },

    async checkerboard(language: Language, id: number): Promise<Checkerboard> {
      const data = await tournamentData(language, id);
      const order = tableOrder(data, language);
      const rows = stats.checkerboard(data.inputs, order);
      return {
        teams: order.map((t) => teamRef(data.teams.get(t.id), t.id)),
        rows: rows.map((row) => ({
          team: teamRef(data.teams.get(row.teamId), row.teamId),
          cells: row.cells.map((cell) => ({
            opponent_id: cell.opponentId,
            self: cell.self,
            matches: cell.matches.map((m) => ({
              match_id: m.matchId,
              date_time: m.dateTime === UNDATED ? null : m.dateTime,
              status: m.status,
              home: m.home,
              host_goals: m.hostGoals,
              guest_goals: m.guestGoals,
              result: m.result,
              technical: m.technical,
            })),
          })),
        })),
      };
    },

    async teamStatistics(language: Language, id: number): Promise<TeamStatsRow[]> {
      const data = await tournamentData(language, id);
      return stats.teamsStatistics(data.inputs, tableOrder(data, language)).map((s) => ({
        team: teamRef(data.teams.get(s.teamId), s.teamId),
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
      }));
    },

    /** The given tournament, or the main one; 404 when neither exists. */
    async resolveTournamentId(language: Language, id?: number): Promise<number> {
      if (id !== undefined) return (await tournamentOr404(language, id)).id;
      const main = await repo.findMainTournament(db, language);
      if (!main) throw notFound();
      return main.id;
    },

    async calendar(language: Language, query: CalendarQuery): Promise<CalendarGroups> {
      let tournamentIds: number[];
      if (query.tournament_id !== undefined) tournamentIds = [(await tournamentOr404(language, query.tournament_id)).id];
      else if (query.season_id !== undefined) tournamentIds = await repo.tournamentIdsOfSeason(db, query.season_id);
      else {
        const main = await repo.findMainTournament(db, language);
        tournamentIds = main ? [main.id] : [];
      }
      if (query.team_id !== undefined && !(await repo.teamExists(db, query.team_id))) throw notFound();
      // Matches without a kick-off time have no calendar day yet.
      const rows = (await repo.listMatches(db, language, { tournamentIds, teamId: query.team_id })).filter((r) => r.date_time !== null);
      const { cards, inputs } = await cardsAndInputs(language, rows);
      const grouped = stats.calendar(inputs);
      const byId = matchMaps(rows);
      const tours = (list: stats.CalendarTour[]): CalendarTour[] =>
        list.map((tour) => ({
          tour_name: tour.tour_name,
          tour_number: tour.tour_number,
          tour_id: byId.get(tour.matches[0]?.id)?.tour_id ?? null,
          days: tour.days.map((day) => ({ date: day.date, matches: day.matches.map((m) => cards.get(m.id)!) })),
        }));
      return { all: tours(grouped.all), not_started: tours(grouped.not_started), completed: tours(grouped.completed) };
    },

    async nearest(language: Language, query: NearestMatchesQuery): Promise<NearestMatches> {
      const limit = query.limit ?? 4;
      const tournament =
        query.tournament_id !== undefined ? await tournamentOr404(language, query.tournament_id) : await repo.findMainTournament(db, language);
      if (!tournament) return { tournament: null, next: [], last: [] };
      const rows = await repo.listMatches(db, language, { tournamentIds: [tournament.id], teamId: query.team_id });
      const now = clock().toISOString();
      const next = rows.filter((r) => r.status === 'live' || (r.status === 'scheduled' && r.technical_result === null && r.date_time !== null && r.date_time >= now)).slice(0, limit);
      const last = rows
        .filter((r) => r.status === 'finished' || r.technical_result !== null)
        .reverse()
        .slice(0, limit);
      const cards = await cardsFor(language, [...next, ...last]);
      return {
        tournament: { id: tournament.id, slug: tournament.slug, title: tournament.title },
        next: next.map((r) => cards.get(r.id)!),
        last: last.map((r) => cards.get(r.id)!),
      };
    },

    async matches(language: Language, query: MatchesQuery): Promise<{ data: MatchCard[]; meta: PaginationMeta }> {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const filter: repo.MatchFilter = { teamId: query.team_id, status: query.status };
      if (query.tournament_id !== undefined) filter.tournamentIds = [query.tournament_id];
      else if (query.season_id !== undefined) filter.tournamentIds = await repo.tournamentIdsOfSeason(db, query.season_id);
      // Upcoming lists read soonest first; everything else latest first.
      const ascending = query.status === 'scheduled' || query.status === 'postponed';
      const { total, ids } = await repo.pageMatchIds(db, language, filter, { offset: (page - 1) * perPage, limit: perPage, ascending });
      const rows = await repo.listMatches(db, language, { ids });
      const cards = await cardsFor(language, rows);
      return { data: ids.map((id) => cards.get(id)!).filter(Boolean), meta: { total, page, per_page: perPage } };
    },

    async match(language: Language, id: number): Promise<MatchDetail> {
      const row = await matchOr404(language, id);
      const [events, crews, tournament] = await Promise.all([repo.loadEvents(db, [id]), repo.loadCrews(db, language, [id]), repo.findTournament(db, language, row.tournament_id)]);
      const [input] = toMatchInputs([row], events, { technicalScore: new Map([[row.tournament_id, tournament?.table_rules?.technical_score]]) });
      const teams = await teamsMap(language, [row.host_team_id, row.guest_team_id]);
      const roleOrder = new Map(stats.REFEREE_ROLES.map((r, i) => [r, i]));
      return {
        ...toCard(row, input, teams),
        technical: row.technical_result !== null,
        tour:
          row.tour_id !== null
            ? { id: row.tour_id, number: row.tour_number ?? 0, title: row.tour_title ?? '', start_date: row.tour_start_date, end_date: row.tour_end_date }
            : null,
        host_uniform: uniform(row.host_color, language),
        guest_uniform: uniform(row.guest_color, language),
        spectators: row.spectators,
        referees: crews
          .sort((a, b) => (roleOrder.get(a.role) ?? 0) - (roleOrder.get(b.role) ?? 0))
          .map((c) => ({ role: c.role, referee: { id: c.referee_id, slug: c.slug, name: c.name } })),
      };
    },

    async protocol(language: Language, id: number): Promise<MatchProtocol> {
      const row = await matchOr404(language, id);
      const [events, technicalScore] = await Promise.all([repo.loadEvents(db, [id]), repo.technicalScores(db, [row.tournament_id])]);
      const [input] = toMatchInputs([row], events, { technicalScore });
      const { score, shootout } = scoreOf(row, input);
      const ids = [
        ...events.goals.flatMap((g) => [g.player_id, g.assistant_player_id]),
        ...events.punishments.map((p) => p.player_id),
        ...events.replacements.flatMap((r) => [r.player_in_id, r.player_out_id]),
        ...events.missedPenalties.map((p) => p.player_id),
      ].filter((v): v is number => v !== null);
      const players = await playersMap(language, ids);
      const ref = (pid: number | null) => (pid === null ? null : playerRef(players.get(pid), pid));
      const goals = new Map(events.goals.map((e) => [e.id, e]));
      const punishments = new Map(events.punishments.map((e) => [e.id, e]));
      const replacements = new Map(events.replacements.map((e) => [e.id, e]));
      const missed = new Map(events.missedPenalties.map((e) => [e.id, e]));
      // One timeline entry per substitution row: the 'in' half stands for the pair
      // (or the 'out' half when nobody came on).
      const timeline = stats.matchTimeline({
        ...input,
        replacements: (input.replacements ?? []).filter((r) => r.direction === 'in' || replacements.get(r.id!)?.player_in_id === null),
      });
      const out = timeline.map((e): ProtocolEvent => {
        const base = {
          team_type: e.teamType,
          label: e.label,
          sort_minute: e.sortMinute,
          player: null,
          assistant: null,
          player_out: null,
          method: null,
          counts_for: null,
          card: null,
          removal_cause: null,
          failure: null,
        };
        const when = (r: { minute: number | null; additional_minute: number | null; match_scope: stats.MatchScope }) => ({
          minute: r.minute,
          additional_minute: r.additional_minute,
          match_scope: r.match_scope,
        });
        switch (e.kind) {
          case 'goal': {
            const g = goals.get(e.event.id!)!;
            return { ...base, ...when(g), kind: 'goal', player: ref(g.player_id), assistant: ref(g.assistant_player_id), method: g.method, counts_for: e.countsFor };
          }
          case 'punishment': {
            const p = punishments.get(e.event.id!)!;
            return { ...base, ...when(p), kind: 'punishment', player: ref(p.player_id), card: p.card, removal_cause: p.removal_cause };
          }
          case 'replacement': {
            const r = replacements.get(e.event.id!)!;
            return { ...base, ...when(r), kind: 'replacement', player: ref(r.player_in_id), player_out: ref(r.player_out_id) };
          }
          case 'missed_penalty': {
            const p = missed.get(e.event.id!)!;
            return { ...base, ...when(p), kind: 'missed_penalty', player: ref(p.player_id), failure: p.failure };
          }
        }
      });
      return { score, shootout, events: out };
    },

    async squads(language: Language, id: number): Promise<MatchSquads> {
      const row = await matchOr404(language, id);
      const squads = await repo.loadSquads(db, [id]);
      const [players, teams] = await Promise.all([
        playersMap(
          language,
          squads.map((s) => s.player_id),
        ),
        teamsMap(language, [row.host_team_id, row.guest_team_id]),
      ]);
      const entry = (s: repo.SquadRow): SquadPlayer => ({
        player: playerRef(players.get(s.player_id), s.player_id),
        number: s.number,
        position: s.position ?? s.player_position,
        is_captain: s.is_captain,
      });
      const byPositionThenNumber = (a: SquadPlayer, b: SquadPlayer) =>
        (POSITION_ORDER.get(a.position ?? 'FW') ?? 9) - (POSITION_ORDER.get(b.position ?? 'FW') ?? 9) || (a.number ?? 999) - (b.number ?? 999);
      const side = (teamId: number, color: string | null): SquadSide => {
        const own = squads.filter((s) => s.team_id === teamId);
        return {
          team: teamRef(teams.get(teamId), teamId),
          uniform: uniform(color, language),
          main: own
            .filter((s) => s.kind === 'main')
            .map(entry)
            .sort(byPositionThenNumber),
          substitutes: own
            .filter((s) => s.kind === 'substitute')
            .map(entry)
            .sort((a, b) => (a.number ?? 999) - (b.number ?? 999)),
        };
      };
      return { host: side(row.host_team_id, row.host_color), guest: side(row.guest_team_id, row.guest_color) };
    },

    async matchStatistics(language: Language, id: number): Promise<MatchMetric[]> {
      await matchOr404(language, id);
      const rows = await repo.loadMatchStatistics(db, id);
      return rows.map((r) => {
        const possession = r.metric.includes('possession');
        const parse = (v: string | null): number | null => {
          if (v === null || v.trim() === '') return null;
          if (possession) return stats.possessionToMinutes(v);
          const n = Number(v.replace(',', '.'));
          return Number.isFinite(n) ? n : null;
        };
        const host = parse(r.host_value);
        const guest = parse(r.guest_value);
        const [hostPercent, guestPercent] = stats.percentages(host ?? 0, guest ?? 0);
        return {
          metric: r.metric,
          title: metricTitle(r.metric, language),
          host_value: r.host_value,
          guest_value: r.guest_value,
          host,
          guest,
          host_percent: hostPercent,
          guest_percent: guestPercent,
          unit: possession ? 'minutes' : null,
        };
      });
    },

    async media(language: Language, id: number): Promise<MatchMedia> {
      await matchOr404(language, id);
      const [{ albums, images }, videos] = await Promise.all([repo.matchAlbums(db, language, id), repo.matchVideos(db, language, id)]);
      const byAlbum = groupBy(images, (i) => i.album_id);
      return {
        albums: albums.map((a) => ({
          ...a,
          cover_image: fileUrl(a.cover_image),
          images: (byAlbum.get(a.id) ?? []).map((i) => ({ id: i.id, path: fileUrl(i.path) ?? '', caption: i.caption })),
        })),
        videos: videos.map((v) => ({ ...v, thumbnail: fileUrl(v.thumbnail) })),
      };
    },

    async news(language: Language, id: number): Promise<MatchNewsItem[]> {
      await matchOr404(language, id);
      return (await repo.matchNews(db, language, id, clock())).map((n) => ({ ...n, image: fileUrl(n.image) }));
    },

    async handbook(language: Language, name: HandbookName, query: HandbookQuery): Promise<HandbookItem[] | TournamentDetail | null> {
      const keyed = <K extends string>(keys: readonly K[], labels: Record<Language, Record<K, string>>) =>
        keys.map((key) => ({ id: key, slug: key, title: labels[language][key] }));
      switch (name) {
        case 'main-tournament': {
          const main = await repo.findMainTournament(db, language);
          return main ? toDetail(main, language) : null;
        }
        case 'season':
          return (await repo.handbookSeasons(db, language)).map((s) => ({ id: s.id, slug: String(s.year), title: s.title }));
        case 'team':
          return (await repo.listTeams(db, language, query.tournament_id)).map((t) => ({ id: t.id, slug: t.slug, title: t.title }));
        case 'tournament':
          return repo.handbookTournaments(db, language, query.season_id);
        case 'city':
          return repo.handbookCities(db, language);
        case 'country':
          return repo.handbookCountries(db, language);
        case 'tour': {
          const tournamentId = query.tournament_id ?? (await repo.findMainTournament(db, language))?.id;
          if (tournamentId === undefined) return [];
          return (await repo.listTours(db, language, tournamentId)).map((t) => ({ id: t.id, slug: String(t.number), title: t.title }));
        }
        case 'referee':
          return repo.handbookReferees(db, language);
        case 'stadium':
          return repo.handbookStadiums(db, language);
        case 'penalty-failure':
          return keyed(PENALTY_FAILURES, PENALTY_FAILURE_LABELS);
        case 'removal-cause':
          return keyed(REMOVAL_CAUSES, REMOVAL_CAUSE_LABELS);
        case 'position':
          return keyed(PLAYER_POSITIONS, POSITION_LABELS);
        case 'goal-type':
          return keyed(GOAL_METHODS, GOAL_TYPE_LABELS);
        case 'colors':
          return Object.keys(COLORS).map((key) => ({ id: key, slug: key, title: colorTitle(key, language) }));
        case 'birth-years':
          return (await repo.handbookBirthYears(db)).map((year) => ({ id: year, slug: String(year), title: String(year) }));
      }
    },
  };
}

export type LeagueService = ReturnType<typeof createLeagueService>;
