// The tournament's tables: the page summary, the league table (with the position chart) and the
// one the people pages show, the form, the checkerboard and the team statistics.
import type {
  Checkerboard,
  FormRow,
  Language,
  TableRow,
  TeamStatsRow,
  TournamentPage,
  TournamentTable,
} from '@league/shared/contracts';
import { standings as endpoints } from '@league/shared/endpoints';
import { snapshotKey } from '../../../lib/public-caches';
import { UNDATED } from '../../matches/index';
import { refRowsOf, teamParts, teamRef, teamRefOr } from '../../teams/index';
import * as stats from '../../stats/index';
import { matchMap, tableOrder, tournamentData } from './data';
import type { StandingsReadDeps } from './deps';
import { tableRow, teamStatsValues, tourRange } from './rows';

export async function tournamentPage(deps: StandingsReadDeps, language: Language, id: number): Promise<TournamentPage> {
  const { snapshots, tournaments, matches, teams } = deps;
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
}

export async function table(
  deps: StandingsReadDeps,
  language: Language,
  id: number,
  range: { from_tour_id?: number; to_tour_id?: number } = {},
): Promise<TournamentTable> {
  return deps.snapshots.get(
    snapshotKey(endpoints.table, language, id, range.from_tour_id, range.to_tour_id),
    async () => {
      const ranged = range.from_tour_id !== undefined || range.to_tour_id !== undefined;
      const data = await tournamentData(deps, language, id, { tours: ranged, decided: true });
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
}

/** The table as the people pages show it (teams list, a team's table window). */
export async function peopleTable(
  { matches, teams }: StandingsReadDeps,
  language: Language,
  tournamentId: number,
): Promise<TableRow[]> {
  const { rows, inputs, joined } = await matches.loadCore(
    language,
    { tournamentIds: [tournamentId], decided: true },
    { with: [teamParts.tournamentTeams] },
  );
  const listed = refRowsOf(joined[teamParts.tournamentTeams.name]);
  const refs = new Map(listed.map((t) => [t.id, teamRef(t)]));
  const missing = rows.flatMap((m) => [m.host_team_id, m.guest_team_id]).filter((id) => !refs.has(id));
  if (missing.length) for (const [id, row] of await teams.refRows(language, missing)) refs.set(id, teamRef(row));
  const leagueTable = stats.leagueTable(
    inputs,
    [...refs.values()].map((t) => ({ id: t.id, title: t.title })),
    { locale: language },
  );
  // The team pages draw no position chart: it costs a table per tour.
  return leagueTable.map((row) =>
    tableRow(row, refs.get(row.teamId) ?? { id: row.teamId, slug: '', title: row.title, logo: null }, []),
  );
}

export async function form(deps: StandingsReadDeps, language: Language, id: number): Promise<FormRow[]> {
  return deps.snapshots.get(snapshotKey(endpoints.form, language, id), async () => {
    const data = await tournamentData(deps, language, id, { decided: true });
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
}

export async function checkerboard(deps: StandingsReadDeps, language: Language, id: number): Promise<Checkerboard> {
  return deps.snapshots.get(snapshotKey(endpoints.checkerboard, language, id), async () => {
    const data = await tournamentData(deps, language, id);
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
}

export async function teamStatistics(deps: StandingsReadDeps, language: Language, id: number): Promise<TeamStatsRow[]> {
  return deps.snapshots.get(snapshotKey(endpoints.teamStatistics, language, id), async () => {
    // The cards shown are counted from the cards themselves.
    const data = await tournamentData(deps, language, id, { events: ['punishments'] });
    return stats
      .teamsStatistics(data.inputs, tableOrder(data, language))
      .map((s) => ({ team: teamRefOr(data.teams.get(s.teamId), s.teamId), ...teamStatsValues(s) }));
  });
}
