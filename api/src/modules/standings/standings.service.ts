// The standings read model: league tables (with the position chart), form, checkerboard,
// scorers, assistants, goalkeepers, suspensions, team statistics, the calendar and the
// tournament page summary. Everything is derived from match results on each request by the
// pure functions of ./stats; rows come through the other modules' services (see index.ts).
import type {
  AssistantRow,
  CalendarGroups,
  CalendarQuery,
  CalendarTour,
  Checkerboard,
  DisqualificationRow,
  FormRow,
  GoalkeeperRow,
  Language,
  MatchBrief,
  ScorerRow,
  TableRow,
  TeamStatsRow,
  TeamStatsValues,
  TournamentPage,
  TournamentTable,
} from '@league/shared/contracts';
import { standings as endpoints } from '@league/shared/endpoints';
import type { DB } from '../../db/database';
import { almatyDate } from '../../lib/clock';
import { csvText } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { snapshotKey } from '../../lib/public-caches';
import type { SnapshotMemo } from '../../lib/snapshot-memo';
import { leagueDecisions } from '../applications/index';
import { UNDATED, type MatchCoreRow, type MatchEvents, type MatchesService } from '../matches/index';
import { createPlayerReads, playerRef } from '../players/index';
import { createTeamReads, refRowsOf, teamParts, teamRef, teamRefOr, type TeamRefRow } from '../teams/index';
import type { TournamentsService, TourRow } from '../tournaments/index';
import * as stats from '../stats/index';

const notFound = () => new AppError('not_found');
const badField = (field: string) => new AppError('validation_failed', { fields: { [field]: [{ rule: 'one_of' }] } });
const renumber = <T extends { position: number }>(rows: T[]) => rows.map((row, i) => ({ ...row, position: i + 1 }));

function toBrief(row: MatchCoreRow | undefined, id: number, teams: Map<number, TeamRefRow>): MatchBrief {
  if (!row)
    return { id, date_time: null, status: 'scheduled', host: teamRefOr(undefined, 0), guest: teamRefOr(undefined, 0) };
  return {
    id: row.id,
    date_time: row.date_time,
    status: row.status,
    host: teamRefOr(teams.get(row.host_team_id), row.host_team_id),
    guest: teamRefOr(teams.get(row.guest_team_id), row.guest_team_id),
  };
}

function tourRange(tours: TourRow[], from?: number, to?: number) {
  const fromTour = from !== undefined ? tours.find((t) => t.id === from) : undefined;
  const toTour = to !== undefined ? tours.find((t) => t.id === to) : undefined;
  if (from !== undefined && !fromTour) throw badField('from_tour_id');
  if (to !== undefined && !toTour) throw badField('to_tour_id');
  return {
    fromTourNumber: fromTour?.number,
    toTourNumber: toTour?.number,
    fromId: fromTour?.id ?? null,
    toId: toTour?.id ?? null,
  };
}

/** A team's statistics as every page shows them (a tournament's table of teams, a team page). */
export function teamStatsValues(s: stats.TeamStats): TeamStatsValues {
  return {
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
  };
}

/** One row of a league table as every page shows it (the tournament's table, the team pages). */
function tableRow(row: stats.TableRow, team: TableRow['team'], chartPosition: number[]): TableRow {
  return {
    position: row.position,
    team,
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
    chartPosition,
    decided_by: row.decidedBy,
    decided_values: row.decidedValues,
  };
}

const computeEveryTime: SnapshotMemo = { get: (_key, compute) => compute() };

interface StandingsDeps {
  db: DB;
  snapshots?: SnapshotMemo;
  tournaments: TournamentsService;
  matches: MatchesService;
}

/** The suspensions CSV's words in each language. */
export const DISQUALIFICATIONS_CSV: Record<
  Language,
  {
    titles: string[];
    cause: Record<DisqualificationRow['cause'], string>;
    notScheduled: string;
    yes: string;
    no: string;
  }
> = {
  kk: {
    titles: ['Ойыншы', 'Команда', 'Себебі', 'Алған матчы', 'Өтейтін матчы', 'Өтелді'],
    cause: {
      red_card: 'Қызыл қағаз',
      second_yellow: 'Екінші сары қағаз',
      yellow_accumulation: 'Сары қағаздар жиналды',
      league_decision: 'Лига шешімі',
    },
    notScheduled: 'Әлі белгіленбеген',
    yes: 'Иә',
    no: 'Жоқ',
  },
  ru: {
    titles: ['Игрок', 'Команда', 'Причина', 'Получена в матче', 'Отбывается в матче', 'Отбыта'],
    cause: {
      red_card: 'Красная карточка',
      second_yellow: 'Вторая жёлтая карточка',
      yellow_accumulation: 'Накопление жёлтых карточек',
      league_decision: 'Решение лиги',
    },
    notScheduled: 'Пока не назначен',
    yes: 'Да',
    no: 'Нет',
  },
  en: {
    titles: ['Player', 'Team', 'Reason', 'Earned in', 'Served in', 'Served'],
    cause: {
      red_card: 'Red card',
      second_yellow: 'Second yellow card',
      yellow_accumulation: 'Yellow card accumulation',
      league_decision: 'League decision',
    },
    notScheduled: 'Not scheduled yet',
    yes: 'Yes',
    no: 'No',
  },
};

export function createStandingsService({ db, snapshots = computeEveryTime, tournaments, matches }: StandingsDeps) {
  const teams = createTeamReads({ db });
  const players = createPlayerReads({ db });

  /** Every event table: the leaders (minutes, appearances) and the suspensions read them all. */
  const ALL_EVENTS: (keyof MatchEvents)[] = ['goals', 'punishments', 'replacements', 'missedPenalties'];

  /**
   * Everything a tournament's derived data needs, loaded once: its teams and its matches with
   * their tally (scores and fair play, all the tables read) and the events asked for (none by
   * default), in one statement. The tours only when asked (a tour range); `decided`: only the
   * decided matches, all that a table and the form count. A tournament with teams or matches
   * exists (their foreign keys): only when it has neither does the 404 check take a statement.
   */
  async function tournamentData(
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
  type TournamentData = Awaited<ReturnType<typeof tournamentData>>;

  /** Teams in table order (form, checkerboard and team statistics follow the standings). */
  function tableOrder(data: TournamentData, language: Language): stats.TeamInput[] {
    return stats
      .leagueTable(data.inputs, data.teamInputs, { locale: language })
      .map((r) => ({ id: r.teamId, title: r.title }));
  }

  async function leaders(language: Language, id: number) {
    const data = await tournamentData(language, id, { squads: true, events: ALL_EVENTS });
    const playerIds = new Set<number>();
    for (const m of data.inputs) {
      for (const g of m.goals) {
        playerIds.add(g.playerId);
        if (g.assistantId) playerIds.add(g.assistantId);
      }
      for (const s of m.squads ?? []) playerIds.add(s.playerId);
    }
    const byId = await players.mapByIds(language, playerIds);
    const playerInputs: stats.PlayerInput[] = [...byId.values()].map((p) => ({
      id: p.id,
      name: p.name,
      position: p.position,
    }));
    return { data, players: byId, playerInputs };
  }

  const matchMap = <R extends { id: number }>(rows: R[]) => new Map(rows.map((r) => [r.id, r]));

  return {
    async tournamentPage(language: Language, id: number): Promise<TournamentPage> {
      return snapshots.get(snapshotKey(endpoints.tournamentPage, language, id), async () => {
        const [row, tours, listed, { rows }] = await Promise.all([
          tournaments.byIdOr404(language, id),
          tournaments.tours(language, id),
          teams.ofTournament(language, id),
          matches.loadCore(language, { tournamentIds: [id] }, { events: [] }),
        ]);
        return {
          ...tournaments.toDetail(row, language),
          tours: tours.map((t) => ({
            id: t.id,
            number: t.number,
            title: t.title,
            start_date: t.start_date,
            end_date: t.end_date,
          })),
          teams: listed.map((t) => teamRef(t)),
          matches_count: rows.length,
          finished_matches_count: rows.filter((m) => m.status === 'finished' || m.technical_result !== null).length,
        };
      });
    },

    async table(
      language: Language,
      id: number,
      range: { from_tour_id?: number; to_tour_id?: number } = {},
    ): Promise<TournamentTable> {
      return snapshots.get(
        snapshotKey(endpoints.table, language, id, range.from_tour_id, range.to_tour_id),
        async () => {
          const ranged = range.from_tour_id !== undefined || range.to_tour_id !== undefined;
          const data = await tournamentData(language, id, { tours: ranged, decided: true });
          const r = tourRange(data.tours, range.from_tour_id, range.to_tour_id);
          const options = { fromTourNumber: r.fromTourNumber, toTourNumber: r.toTourNumber, locale: language };
          // With the position after each tour of the range that has a decided match (a position chart).
          const { rows, chart } = stats.leagueTableWithChart(data.inputs, data.teamInputs, options);
          return {
            tournament_id: id,
            from_tour_id: r.fromId,
            to_tour_id: r.toId,
            rows: rows.map((row) =>
              tableRow(row, teamRefOr(data.teams.get(row.teamId), row.teamId), chart.get(row.teamId) ?? []),
            ),
          };
        },
      );
    },

    /** The table as the people pages show it (teams list, a team's table window). */
    async peopleTable(language: Language, tournamentId: number): Promise<TableRow[]> {
      const { rows, inputs, joined } = await matches.loadCore(
        language,
        { tournamentIds: [tournamentId], decided: true },
        { with: [teamParts.tournamentTeams] },
      );
      const listed = refRowsOf(joined[teamParts.tournamentTeams.name]);
      const refs = new Map(listed.map((t) => [t.id, teamRef(t)]));
      const missing = rows.flatMap((m) => [m.host_team_id, m.guest_team_id]).filter((id) => !refs.has(id));
      if (missing.length) for (const [id, row] of await teams.refRows(language, missing)) refs.set(id, teamRef(row));
      const table = stats.leagueTable(
        inputs,
        [...refs.values()].map((t) => ({ id: t.id, title: t.title })),
        { locale: language },
      );
      // The team pages draw no position chart: it costs a table per tour.
      return table.map((row) =>
        tableRow(row, refs.get(row.teamId) ?? { id: row.teamId, slug: '', title: row.title, logo: null }, []),
      );
    },

    async form(language: Language, id: number): Promise<FormRow[]> {
      return snapshots.get(snapshotKey(endpoints.form, language, id), async () => {
        const data = await tournamentData(language, id, { decided: true });
        const byId = matchMap(data.matchRows);
        return stats.formTable(data.inputs, tableOrder(data, language)).map((row) => ({
          team: teamRefOr(data.teams.get(row.teamId), row.teamId),
          form: row.form.map((f) => ({
            match_id: f.matchId,
            opponent: teamRefOr(data.teams.get(f.opponentId), f.opponentId),
            result: f.result,
            goals_for: f.goalsFor,
            goals_against: f.goalsAgainst,
            home: byId.get(f.matchId)?.host_team_id === row.teamId,
            date_time: byId.get(f.matchId)?.date_time ?? null,
          })),
        }));
      });
    },

    async scorers(language: Language, id: number): Promise<ScorerRow[]> {
      return snapshots.get(snapshotKey(endpoints.scorers, language, id), async () => {
        const { data, players: byId, playerInputs } = await leaders(language, id);
        const rows = stats
          .scorers(data.inputs, { players: playerInputs, locale: language })
          .filter((r) => r.playerId > 0);
        return renumber(
          rows.map((r) => ({
            position: r.position,
            player: playerRef(byId.get(r.playerId), r.playerId),
            team: teamRefOr(data.teams.get(r.teamId), r.teamId),
            goals: r.goals,
            penalties: r.penalties,
            matches: r.matches,
          })),
        );
      });
    },

    async assistants(language: Language, id: number): Promise<AssistantRow[]> {
      return snapshots.get(snapshotKey(endpoints.assistants, language, id), async () => {
        const { data, players: byId, playerInputs } = await leaders(language, id);
        const rows = stats
          .assistants(data.inputs, { players: playerInputs, locale: language })
          .filter((r) => r.playerId > 0);
        return renumber(
          rows.map((r) => ({
            position: r.position,
            player: playerRef(byId.get(r.playerId), r.playerId),
            team: teamRefOr(data.teams.get(r.teamId), r.teamId),
            assists: r.assists,
            matches: r.matches,
          })),
        );
      });
    },

    async goalkeepers(language: Language, id: number): Promise<GoalkeeperRow[]> {
      return snapshots.get(snapshotKey(endpoints.goalkeepers, language, id), async () => {
        const [{ data, players: byId, playerInputs }, tournament] = await Promise.all([
          leaders(language, id),
          tournaments.byIdOr404(language, id),
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
    },

    /** The suspensions as CSV text, in the order of the list (not served yet first). */
    async disqualificationsCsv(language: Language, id: number): Promise<string> {
      const rows = await this.disqualifications(language, id);
      const words = DISQUALIFICATIONS_CSV[language];
      const match = (m: MatchBrief) =>
        `${m.host.title} — ${m.guest.title}${m.date_time ? ` (${almatyDate(new Date(m.date_time))})` : ''}`;
      // A league decision's cause is its reason when known; it was earned at the decision's day.
      const cause = (r: DisqualificationRow) =>
        r.cause === 'league_decision' && r.reason
          ? `${words.cause.league_decision}: ${r.reason}`
          : words.cause[r.cause];
      const earned = (r: DisqualificationRow) =>
        r.earned_in ? match(r.earned_in) : r.decided_at ? almatyDate(new Date(r.decided_at)) : '';
      return csvText([
        words.titles,
        ...rows.map((r) => [
          r.player.name,
          r.team.title,
          cause(r),
          earned(r),
          r.served_in ? match(r.served_in) : words.notScheduled,
          r.served ? words.yes : words.no,
        ]),
      ]);
    },

    async disqualifications(language: Language, id: number): Promise<DisqualificationRow[]> {
      return snapshots.get(snapshotKey(endpoints.disqualifications, language, id), async () => {
        const [data, decisions] = await Promise.all([
          tournamentData(language, id, { events: ALL_EVENTS }),
          leagueDecisions(db, id),
        ]);
        const list = stats.suspensions(data.inputs, decisions).filter((s) => s.playerId > 0);
        const byPlayer = await players.mapByIds(
          language,
          list.map((s) => s.playerId),
        );
        const byId = matchMap(data.matchRows);
        const brief = (matchId: number | null | undefined) =>
          matchId === null || matchId === undefined ? null : toBrief(byId.get(matchId), matchId, data.teams);
        // Not served yet first, then the latest earned (or decided) first.
        const order = new Map(data.inputs.map((m) => [m.id, m.dateTime]));
        const when = (s: stats.Suspension) =>
          s.earnedInMatchId !== null ? (order.get(s.earnedInMatchId) ?? '') : (s.decidedAt ?? '');
        return list
          .sort((a, b) => Number(a.served) - Number(b.served) || (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : 0))
          .map((s) => ({
            player: playerRef(byPlayer.get(s.playerId), s.playerId),
            team: teamRefOr(data.teams.get(s.teamId), s.teamId),
            cause: s.cause,
            reason: s.reason,
            earned_in: brief(s.earnedInMatchId),
            decided_at: s.decidedAt,
            matches: s.length,
            served_count: s.servedCount,
            served_in: brief(s.servedInMatchId),
            // The last match of a known length, once it is scheduled.
            until: s.length !== null && s.servedIn.length === s.length ? brief(s.servedIn[s.length - 1]) : null,
            served: s.served,
          }));
      });
    },

    async checkerboard(language: Language, id: number): Promise<Checkerboard> {
      return snapshots.get(snapshotKey(endpoints.checkerboard, language, id), async () => {
        const data = await tournamentData(language, id);
        const order = tableOrder(data, language);
        const rows = stats.checkerboard(data.inputs, order);
        return {
          teams: order.map((t) => teamRefOr(data.teams.get(t.id), t.id)),
          rows: rows.map((row) => ({
            team: teamRefOr(data.teams.get(row.teamId), row.teamId),
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
      });
    },

    async teamStatistics(language: Language, id: number): Promise<TeamStatsRow[]> {
      return snapshots.get(snapshotKey(endpoints.teamStatistics, language, id), async () => {
        // The cards shown are counted from the cards themselves.
        const data = await tournamentData(language, id, { events: ['punishments'] });
        return stats
          .teamsStatistics(data.inputs, tableOrder(data, language))
          .map((s) => ({ team: teamRefOr(data.teams.get(s.teamId), s.teamId), ...teamStatsValues(s) }));
      });
    },

    /** The given tournament, or the main one; 404 when neither exists. */
    resolveTournamentId: (language: Language, id?: number) => tournaments.resolveId(language, id),

    async calendar(language: Language, query: CalendarQuery): Promise<CalendarGroups> {
      return snapshots.get(
        snapshotKey(endpoints.calendar, language, query.tournament_id, query.season_id, query.team_id),
        async () => {
          let tournamentIds: number[];
          if (query.tournament_id !== undefined) tournamentIds = [query.tournament_id];
          else if (query.season_id !== undefined) tournamentIds = await tournaments.idsOfSeason(query.season_id);
          else {
            const main = await tournaments.main(language);
            tournamentIds = main ? [main.id] : [];
          }
          // Matches without a kick-off time have no calendar day yet; one postponed with its date to
          // be set stays on the day it was to be played (its card says so, ADR 0177).
          const set = await matches.cardSet(language, { tournamentIds, teamId: query.team_id, dated: true });
          const { rows, cards } = set;
          const inputs = set.inputs.map((input, i) =>
            rows[i].date_time === null && rows[i].postponed_from !== null
              ? { ...input, dateTime: rows[i].postponed_from! }
              : input,
          );
          // The tournament and the team of a match exist (its foreign keys): only an empty calendar needs the 404 checks.
          if (rows.length === 0) {
            if (query.tournament_id !== undefined) await tournaments.existsOr404(query.tournament_id);
            if (query.team_id !== undefined && !(await teams.exists(query.team_id))) throw notFound();
          }
          const grouped = stats.calendar(inputs);
          const byId = matchMap(rows);
          const tours = (list: stats.CalendarTour[]): CalendarTour[] =>
            list.map((tour) => ({
              tour_name: tour.tour_name,
              tour_number: tour.tour_number,
              tour_id: byId.get(tour.matches[0]?.id)?.tour_id ?? null,
              days: tour.days.map((day) => ({ date: day.date, matches: day.matches.map((m) => cards.get(m.id)!) })),
            }));
          return {
            all: tours(grouped.all),
            not_started: tours(grouped.not_started),
            completed: tours(grouped.completed),
          };
        },
      );
    },
  };
}

export type StandingsService = ReturnType<typeof createStandingsService>;
