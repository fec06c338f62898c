// League table with the league's tiebreakers (see README.md in this folder for the rules).
import { collatorFor } from './collator.js';
import { sideDisciplinaryPoints } from './cards.js';
import { FORM_LENGTH } from './form.js';
import { compareMatchesByTime, isDecided, matchResult, matchScore, uniqueById } from './score.js';
import type { Id, MatchInput, Result, TeamInput, TeamSide } from './stats.types.js';

export const POINTS: Record<Result, number> = { W: 3, D: 1, L: 0 };

export type TableCriterion =
  | 'points'
  | 'h2h_points'
  | 'h2h_goal_difference'
  | 'h2h_goals'
  | 'goal_difference'
  | 'goals_for'
  | 'fair_play'
  | 'title';

export interface TableOptions {
  /** First tour (by tour order, inclusive). */
  fromTourNumber?: number;
  /** Last tour (by tour order, inclusive). */
  toTourNumber?: number;
  /** Locale for the title comparison; kk by default. */
  locale?: string;
}

export interface TableRow {
  position: number;
  teamId: Id;
  title: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  disciplinaryPoints: number;
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

interface Totals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  disciplinaryPoints: number;
}

const emptyTotals = (): Totals => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
  disciplinaryPoints: 0,
});

// Fair-play points of both sides (the stored tally's, or counted from the cards), once per match
// input (inputs are never changed once built): a table with its position chart adds each match twice.
const fairPlay = new WeakMap<MatchInput, Record<TeamSide, number>>();

function fairPlayPoints(match: MatchInput): Record<TeamSide, number> {
  let points = fairPlay.get(match);
  if (!points) {
    points = match.tally
      ? { host: match.tally.hostFairPlay, guest: match.tally.guestFairPlay }
      : {
          host: sideDisciplinaryPoints(match.punishments, 'host'),
          guest: sideDisciplinaryPoints(match.punishments, 'guest'),
        };
    fairPlay.set(match, points);
  }
  return points;
}

function addSide(
  t: Totals | undefined,
  result: Result,
  goalsFor: number,
  goalsAgainst: number,
  disciplinaryPoints: number,
): void {
  if (!t) return;
  t.played += 1;
  t.won += result === 'W' ? 1 : 0;
  t.drawn += result === 'D' ? 1 : 0;
  t.lost += result === 'L' ? 1 : 0;
  t.goalsFor += goalsFor;
  t.goalsAgainst += goalsAgainst;
  t.points += POINTS[result];
  t.disciplinaryPoints += disciplinaryPoints;
}

function addMatch(totals: Map<Id, Totals>, match: MatchInput, withCards: boolean): void {
  const score = matchScore(match);
  const cards = withCards ? fairPlayPoints(match) : null;
  addSide(totals.get(match.hostTeamId), matchResult(match, 'host')!, score.host, score.guest, cards?.host ?? 0);
  addSide(totals.get(match.guestTeamId), matchResult(match, 'guest')!, score.guest, score.host, cards?.guest ?? 0);
}

function totalsFor(teamIds: Id[], matches: MatchInput[], withCards: boolean): Map<Id, Totals> {
  const totals = new Map<Id, Totals>(teamIds.map((id) => [id, emptyTotals()]));
  for (const m of matches) addMatch(totals, m, withCards);
  return totals;
}

type Comparator = (a: Id, b: Id) => number;
interface Criterion {
  name: TableCriterion;
  compare: Comparator;
  /** The figure compared (none for the title). */
  value?: (id: Id) => number;
}

/** A team's place in an order: what separated it from the team above, and the two figures. */
interface Ranked {
  id: Id;
  decidedBy: TableCriterion | null;
  decidedValues: [number, number] | null;
}

/** Orders a group by the criteria and returns the ids with the criterion above each. */
function orderBy(ids: Id[], criteria: Criterion[]): Ranked[][] {
  const sorted = [...ids].sort((a, b) => {
    for (const c of criteria) {
      const d = c.compare(a, b);
      if (d !== 0) return d;
    }
    return 0;
  });
  // Split into runs that are equal on every criterion.
  const runs: Ranked[][] = [];
  let prev: Id | null = null;
  for (const id of sorted) {
    const by = prev === null ? undefined : criteria.find((c) => c.compare(prev!, id) !== 0);
    const decidedValues: [number, number] | null = by?.value ? [by.value(prev!), by.value(id)] : null;
    if (prev === null || by) runs.push([{ id, decidedBy: by?.name ?? null, decidedValues }]);
    else runs[runs.length - 1].push({ id, decidedBy: null, decidedValues: null });
    prev = id;
  }
  return runs;
}

/** Higher first, comparing `value`, which the criterion keeps to explain itself. */
const desc = (name: TableCriterion, value: (id: Id) => number): Criterion => ({
  name,
  compare: (a, b) => value(b) - value(a),
  value,
});

/**
 * Orders teams level on points. Head-to-head criteria are applied together on the mini-table
 * of the tied group; if they split the group, each part still level on all three is ranked
 * again from the first head-to-head criterion on its own mini-table (UEFA style). When
 * head-to-head separates nobody, the overall criteria decide.
 */
function orderTied(
  group: Id[],
  matches: MatchInput[],
  overall: Map<Id, Totals>,
  collator: Intl.Collator,
  titles: Map<Id, string>,
): Ranked[] {
  if (group.length === 1) return [{ id: group[0], decidedBy: null, decidedValues: null }];
  const members = new Set(group);
  const between = matches.filter((m) => members.has(m.hostTeamId) && members.has(m.guestTeamId));
  const mini = totalsFor(group, between, false);
  const h2h: Criterion[] = [
    desc('h2h_points', (id) => mini.get(id)!.points),
    desc('h2h_goal_difference', (id) => mini.get(id)!.goalsFor - mini.get(id)!.goalsAgainst),
    desc('h2h_goals', (id) => mini.get(id)!.goalsFor),
  ];
  const h2hRuns = orderBy(group, h2h);
  if (h2hRuns.length > 1) {
    return h2hRuns.flatMap((run) => {
      const inner = orderTied(
        run.map((r) => r.id),
        matches,
        overall,
        collator,
        titles,
      );
      inner[0] = { ...inner[0], decidedBy: run[0].decidedBy, decidedValues: run[0].decidedValues };
      return inner;
    });
  }
  const disciplinary = (id: Id) => overall.get(id)!.disciplinaryPoints;
  const rest: Criterion[] = [
    desc('goal_difference', (id) => overall.get(id)!.goalsFor - overall.get(id)!.goalsAgainst),
    desc('goals_for', (id) => overall.get(id)!.goalsFor),
    { name: 'fair_play', compare: (a, b) => disciplinary(a) - disciplinary(b), value: disciplinary },
    { name: 'title', compare: (a, b) => collator.compare(titles.get(a)!, titles.get(b)!) },
  ];
  return orderBy(group, rest).flatMap((run, i) => {
    // Teams equal even on title keep a deterministic order by id; 'title' still names the step.
    const ids = run.map((r) => r.id).sort((a, b) => a - b);
    return ids.map((id, j) => ({
      id,
      decidedBy: j === 0 ? (i === 0 ? null : run[0].decidedBy) : ('title' as const),
      decidedValues: j === 0 && i > 0 ? run[0].decidedValues : null,
    }));
  });
}

/** Table order of `ids` over `counted` with their totals: points, then the tie-breakers. */
function rankTeams(
  ids: Id[],
  counted: MatchInput[],
  overall: Map<Id, Totals>,
  collator: Intl.Collator,
  titles: Map<Id, string>,
): Ranked[] {
  const byPoints = orderBy(ids, [desc('points', (id) => overall.get(id)!.points)]);
  return byPoints.flatMap((run) => {
    const inner = orderTied(
      run.map((r) => r.id),
      counted,
      overall,
      collator,
      titles,
    );
    inner[0] = { ...inner[0], decidedBy: run[0].decidedBy, decidedValues: run[0].decidedValues };
    return inner;
  });
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
