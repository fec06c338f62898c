// A league table's order: points, then the league's tiebreakers — head-to-head on the
// mini-table of the teams level on points, then the overall goal difference, goals, fair play
// and title (see README.md in this folder for the rules) — with what separated each team from
// the one above.
import { totalsFor, type Totals } from './table-totals.js';
import type { Id, MatchInput } from './stats.types.js';

/** What decided a place in the table, in the order the league's rules apply them. */
export type TableCriterion =
  | 'points'
  | 'h2h_points'
  | 'h2h_goal_difference'
  | 'h2h_goals'
  | 'goal_difference'
  | 'goals_for'
  | 'fair_play'
  | 'title';

type Comparator = (a: Id, b: Id) => number;
interface Criterion {
  name: TableCriterion;
  compare: Comparator;
  /** The figure compared (none for the title). */
  value?: (id: Id) => number;
}

/** A team's place in an order: what separated it from the team above, and the two figures. */
export interface Ranked {
  id: Id;
  decidedBy: TableCriterion | null;
  decidedValues: [number, number] | null;
}

/** What a table is ordered over: the counted matches, the totals, the titles and their collation. */
interface League {
  matches: MatchInput[];
  overall: Map<Id, Totals>;
  collator: Intl.Collator;
  titles: Map<Id, string>;
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
function orderTied(group: Id[], league: League): Ranked[] {
  const { matches, overall, collator, titles } = league;
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
  if (h2hRuns.length > 1) return orderRuns(h2hRuns, league);
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
export function rankTeams(
  ids: Id[],
  counted: MatchInput[],
  overall: Map<Id, Totals>,
  collator: Intl.Collator,
  titles: Map<Id, string>,
): Ranked[] {
  const byPoints = orderBy(ids, [desc('points', (id) => overall.get(id)!.points)]);
  return orderRuns(byPoints, { matches: counted, overall, collator, titles });
}

/**
 * Each run of teams level so far ordered among themselves, the first of each run keeping what
 * separated the run from the one above.
 */
function orderRuns(runs: Ranked[][], league: League): Ranked[] {
  return runs.flatMap((run) => {
    const ids = run.map((r) => r.id);
    const inner = orderTied(ids, league);
    inner[0] = { ...inner[0], decidedBy: run[0].decidedBy, decidedValues: run[0].decidedValues };
    return inner;
  });
}
