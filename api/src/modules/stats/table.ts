// League table with the league's tiebreakers (see README.md in this folder for the rules): the
// table, its position chart and the views of it. The totals are added up in table-totals.ts and
// ordered in table-order.ts.
import { collatorFor } from './collator.js';
import { FORM_LENGTH } from './form.js';
import { compareMatchesByTime, isDecided, matchResult, uniqueById } from './score.js';
import type { Id, MatchInput, Result, TeamInput } from './stats.types.js';
import { rankTeams, type Ranked, type TableCriterion } from './table-order.js';
import { addMatch, emptyTotals, totalsFor, type Totals } from './table-totals.js';

export { POINTS } from './table-totals.js';
export type { TableCriterion } from './table-order.js';

export interface TableOptions {
  /** First tour (by tour order, inclusive). */
  fromTourNumber?: number;
  /** Last tour (by tour order, inclusive). */
  toTourNumber?: number;
  /** Locale for the title comparison; kk by default. */
  locale?: string;
}

/** A team's row: its place, its totals (played, won, drawn, lost, goals, points, fair play) and more. */
export interface TableRow extends Totals {
  position: number;
  teamId: Id;
  title: string;
  goalDifference: number;
  /** Last five results, newest first. */
  form: Result[];
  /** What separated this row from the row above; null for the first row. */
  decidedBy: TableCriterion | null;
  /**
   * The figures of that criterion, the row above's then this row's (head-to-head ones from the
   * mini-table of the teams level on points); null for the first row and for the title.
   */
  decidedValues: [number, number] | null;
}

/** The matches a table counts: decided (finished or technical) and inside the tour range. */
export function tableMatches(matches: MatchInput[], options: TableOptions = {}): MatchInput[] {
  const from = options.fromTourNumber ?? -Infinity;
  const to = options.toTourNumber ?? Infinity;
  return uniqueById(matches).filter((m) => isDecided(m) && m.tourNumber >= from && m.tourNumber <= to);
}

/** Titles of the listed teams, and an empty title for a team met in `counted` only. */
function titlesOf(teams: TeamInput[], counted: MatchInput[]): Map<Id, string> {
  const titles = new Map<Id, string>(teams.map((t) => [t.id, t.title]));
  for (const m of counted) {
    for (const id of [m.hostTeamId, m.guestTeamId]) if (!titles.has(id)) titles.set(id, '');
  }
  return titles;
}

/** The table's rows from the ranking and the totals: positions, totals and each team's form. */
function tableRows(
  ordered: Ranked[],
  overall: Map<Id, Totals>,
  titles: Map<Id, string>,
  counted: MatchInput[],
): TableRow[] {
  const forms = formsOf(counted);
  return ordered.map(({ id, decidedBy, decidedValues }, i) => {
    const t = overall.get(id)!;
    return {
      position: i + 1,
      teamId: id,
      title: titles.get(id)!,
      played: t.played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      goalsFor: t.goalsFor,
      goalsAgainst: t.goalsAgainst,
      goalDifference: t.goalsFor - t.goalsAgainst,
      points: t.points,
      disciplinaryPoints: t.disciplinaryPoints,
      form: forms.get(id) ?? [],
      decidedBy: i === 0 ? null : decidedBy,
      decidedValues: i === 0 ? null : decidedValues,
    };
  });
}

/** Each team's form over `counted` (unique, decided): what `teamForm` gives, with the matches sorted once. */
function formsOf(counted: MatchInput[]): Map<Id, Result[]> {
  const forms = new Map<Id, Result[]>();
  for (const m of [...counted].sort((a, b) => compareMatchesByTime(b, a))) {
    for (const side of ['host', 'guest'] as const) {
      const id = side === 'host' ? m.hostTeamId : m.guestTeamId;
      const form = forms.get(id);
      if (!form) forms.set(id, [matchResult(m, side)!]);
      else if (form.length < FORM_LENGTH) form.push(matchResult(m, side)!);
    }
  }
  return forms;
}

/**
 * The league table over decided matches in the tour range. Every team in `teams` gets a row;
 * a team met in the matches but missing from `teams` gets a row with an empty title.
 */
export function leagueTable(matches: MatchInput[], teams: TeamInput[], options: TableOptions = {}): TableRow[] {
  const counted = tableMatches(matches, options);
  const titles = titlesOf(teams, counted);
  const ids = [...titles.keys()];
  const overall = totalsFor(ids, counted, true);
  const ordered = rankTeams(ids, counted, overall, collatorFor(options.locale ?? 'kk'), titles);
  return tableRows(ordered, overall, titles, counted);
}

/**
 * The position chart: each team's position after every tour of the range that has a decided
 * match, in tour order — what `leagueTable(…, { toTourNumber: tour })` gives for each such
 * tour, computed in one pass. The totals grow tour by tour (each match is added once) and only
 * the ordering is redone per tour, instead of a whole table (totals, form) per tour. A team
 * appears from the first tour at which it has a row (a team missing from `teams` has one from
 * its first decided match on).
 */
export function positionChart(
  matches: MatchInput[],
  teams: TeamInput[],
  options: TableOptions = {},
): Map<Id, number[]> {
  return chartPass(tableMatches(matches, options), teams, options).chart;
}

/**
 * The table and its position chart together (the tournament's table answer): the chart's pass
 * ends with the totals and the ranking over every counted match, which are the table's, so the
 * table costs only its forms on top of the chart. Equal to `leagueTable` and `positionChart`.
 */
export function leagueTableWithChart(
  matches: MatchInput[],
  teams: TeamInput[],
  options: TableOptions = {},
): { rows: TableRow[]; chart: Map<Id, number[]> } {
  const counted = tableMatches(matches, options);
  const pass = chartPass(counted, teams, options);
  if (!pass.last) return { rows: leagueTable(matches, teams, options), chart: pass.chart };
  return { rows: tableRows(pass.last, pass.overall, pass.titles, counted), chart: pass.chart };
}

function chartPass(counted: MatchInput[], teams: TeamInput[], options: TableOptions) {
  const byTour = new Map<number, MatchInput[]>();
  for (const m of counted) {
    const list = byTour.get(m.tourNumber);
    if (list) list.push(m);
    else byTour.set(m.tourNumber, [m]);
  }
  const collator = collatorFor(options.locale ?? 'kk');
  const titles = titlesOf(teams, []);
  const overall = new Map<Id, Totals>([...titles.keys()].map((id) => [id, emptyTotals()]));
  const chart = new Map<Id, number[]>();
  const sofar: MatchInput[] = [];
  let last: Ranked[] | null = null;
  for (const tour of [...byTour.keys()].sort((a, b) => a - b)) {
    for (const m of byTour.get(tour)!) {
      for (const id of [m.hostTeamId, m.guestTeamId]) {
        if (!titles.has(id)) {
          titles.set(id, '');
          overall.set(id, emptyTotals());
        }
      }
      addMatch(overall, m, true);
      sofar.push(m);
    }
    last = rankTeams([...titles.keys()], sofar, overall, collator, titles);
    last.forEach(({ id }, i) => {
      const list = chart.get(id);
      if (list) list.push(i + 1);
      else chart.set(id, [i + 1]);
    });
  }
  return { chart, last, overall, titles };
}

/**
 * The window of `size` rows around a team: centred on it (2 above, 2 below for 5) and shifted
 * at either end so it always holds `size` rows when the table has that many. Empty when the
 * team is not in the table.
 */
export function tableWindow<T extends { teamId: Id }>(rows: T[], teamId: Id, size = 5): T[] {
  const index = rows.findIndex((r) => r.teamId === teamId);
  if (index < 0) return [];
  const start = Math.max(0, Math.min(index - Math.floor((size - 1) / 2), rows.length - size));
  return rows.slice(start, start + size);
}

/** Splits rows into consecutive chunks of `size` (the last may be shorter). */
export function chunk<T>(rows: T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
