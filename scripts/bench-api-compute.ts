// The computation of the heaviest public answers, in process and without the database: the
// pure functions of api/src/modules/stats on the main tournament of the large seed
// (loaded once), and the statement that loads a tournament's matches. Run with
// node --import @league/api/register scripts/bench-api-compute.ts
// SEED_DUMP=<file> keeps the seeded database in that file and starts from it next time.
// Prints the median and the minimum of each step over ROUNDS runs (200), wall and CPU time.
import { toMatchInputs } from '../api/src/modules/matches/match-inputs';
import * as repository from '../api/src/modules/matches/matches.repository';
import * as teamsRepository from '../api/src/modules/teams/teams.repository';
import { teamParts } from '../api/src/modules/teams/teams.reads';
import * as tournamentsRepository from '../api/src/modules/tournaments/tournaments.repository';
import * as stats from '../api/src/modules/stats/index';
import { openLargeLeague, timeRuns } from './lib/bench-league';

/** The chart as it was computed before `positionChart`: a whole table per tour. */
function chartByTables(
  matches: stats.MatchInput[],
  teams: stats.TeamInput[],
  options: stats.TableOptions,
): Map<number, number[]> {
  const tours = [...new Set(stats.tableMatches(matches, options).map((m) => m.tourNumber))].sort((a, b) => a - b);
  const chart = new Map<number, number[]>();
  for (const tour of tours) {
    for (const row of stats.leagueTable(matches, teams, { ...options, toTourNumber: tour })) {
      const list = chart.get(row.teamId) ?? [];
      list.push(row.position);
      chart.set(row.teamId, list);
    }
  }
  return chart;
}

async function main(): Promise<void> {
  const database = await openLargeLeague(process.env.SEED_DUMP);
  const db = database.db;
  const mainTournament = await db
    .selectFrom('tournaments')
    .select('id')
    .where('main', '=', true)
    .executeTakeFirstOrThrow();
  const filter = { tournamentIds: [mainTournament.id] };
  const teamRows = await db
    .selectFrom('tournament_teams as tt')
    .innerJoin('teams as t', 't.id', 'tt.team_id')
    .select(['t.id', 't.title_ru as title'])
    .where('tt.tournament_id', '=', mainTournament.id)
    .execute();
  const teams: stats.TeamInput[] = teamRows.map((t) => ({ id: t.id, title: t.title ?? '' }));
  const rounds = Number(process.env.ROUNDS ?? 200);
  // Fresh inputs for every run: a match's score is remembered per input object. The rows carry
  // their stored tally, which the tables read instead of goals and cards.
  const set = await repository.loadMatchSet(db, 'ru', filter, { rows: 'core', events: [] });
  const fresh = () => toMatchInputs(set.rows, set.events);
  const options = { locale: 'ru' };

  const steps: [string, () => unknown | Promise<unknown>][] = [
    ['select 1 (a statement, the floor)', () => database.pglite!.query('select 1')],
    [
      'listMatches + loadEvents (before)',
      async () => {
        const rows = await repository.listMatches(db, 'ru', filter);
        await repository.loadEvents(
          db,
          rows.map((r) => r.id),
        );
      },
    ],
    ['loadMatchSet full (one statement)', () => repository.loadMatchSet(db, 'ru', filter)],
    [
      'loadMatchSet core, goals + cards (before)',
      () => repository.loadMatchSet(db, 'ru', filter, { rows: 'core', events: ['goals', 'punishments'] }),
    ],
    [
      'loadMatchSet core, tally (the tables)',
      () => repository.loadMatchSet(db, 'ru', filter, { rows: 'core', events: [] }),
    ],
    [
      'loadMatchSet core, tally, decided only',
      () => repository.loadMatchSet(db, 'ru', { ...filter, decided: true }, { rows: 'core', events: [] }),
    ],
    [
      'the tournament row (listTournaments)',
      () => tournamentsRepository.listTournaments(db, 'ru', { ids: [mainTournament.id] }),
    ],
    ['the tournament exists', () => tournamentsRepository.tournamentExists(db, mainTournament.id)],
    ["the tournament's teams", () => teamsRepository.teamRefsOfTournament(db, 'ru', mainTournament.id)],
    // The 404 check is a statement of its own only for a tournament without teams and matches.
    [
      "the table's statements (before: 2)",
      async () => {
        await teamsRepository.teamRefsOfTournament(db, 'ru', mainTournament.id);
        await repository.loadMatchSet(db, 'ru', filter, { rows: 'core', events: [] });
      },
    ],
    [
      "the table's statement (decided, teams)",
      () =>
        repository.loadMatchSet(
          db,
          'ru',
          { ...filter, decided: true },
          { rows: 'core', events: [], with: [teamParts.tournamentTeams] },
        ),
    ],
    ["the calendar's match set", () => repository.loadMatchSet(db, 'ru', { ...filter, dated: true }, { events: [] })],
    [
      'one match with its crew (match page)',
      () => repository.loadMatchSet(db, 'ru', { ids: [set.rows[0].id] }, { crews: true, events: [] }),
    ],
    ['toMatchInputs', fresh],
    ['leagueTable', () => stats.leagueTable(fresh(), teams, options)],
    ['chart: a table per tour (before)', () => chartByTables(fresh(), teams, options)],
    ['chart: positionChart (one pass)', () => stats.positionChart(fresh(), teams, options)],
    ['table + chart: leagueTableWithChart', () => stats.leagueTableWithChart(fresh(), teams, options)],
    ['formTable', () => stats.formTable(fresh(), teams)],
    ['checkerboard', () => stats.checkerboard(fresh(), teams)],
    ['calendar', () => stats.calendar(fresh())],
  ];
  console.log(
    `main tournament ${mainTournament.id}: ${set.rows.length} matches, ${teams.length} teams, ${new Set(set.rows.map((r) => r.tour_number)).size} tours; ${rounds} runs per step\n`,
  );
  console.log('step                                   median ms   min ms   cpu ms/run');
  for (const [label, run] of steps) {
    const { median, min, cpu } = await timeRuns(run, rounds);
    console.log(
      `${label.padEnd(38)} ${median.toFixed(3).padStart(9)} ${min.toFixed(3).padStart(8)} ${cpu.toFixed(3).padStart(12)}`,
    );
  }
  await database.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
