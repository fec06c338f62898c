// What an import would do with a file (ADR 0250): each sheet's rows with their problems and
// notes per cell, and the clubs, teams, players and staff to write. The preview shows it; the
// import computes it again inside its transaction and writes it.
import type { ImportKind, PlayerCreateBody, StaffCreateBody } from '@league/shared/contracts';
import type { NewClub, NewTeam } from './registry-context';

/** A problem or a note: a message key (the import's, the API's or a form rule's) and its values. */
export interface Issue {
  rule: string;
  params?: Record<string, string | number>;
}

export interface PlannedRow {
  line: number;
  /** The cells as read, trimmed, by column key. */
  cells: Record<string, string>;
  errors: Record<string, Issue[]>;
  notes: Record<string, Issue[]>;
  /** Already in the registry: nothing to write. */
  exists: boolean;
}

export interface PlannedSheet {
  kind: ImportKind;
  name: string;
  columns: string[];
  ignored: string[];
  rows: PlannedRow[];
}

/** A person to write, the team named by its key in the registry context (its id may be new). */
export interface NewPerson<B> {
  line: number;
  teamKey: string;
  body: B;
}

export interface Plan {
  sheets: PlannedSheet[];
  clubs: NewClub[];
  teams: NewTeam[];
  players: NewPerson<PlayerCreateBody>[];
  staff: NewPerson<StaffCreateBody>[];
}

export function addIssue(map: Record<string, Issue[]>, column: string, issue: Issue): void {
  const list = (map[column] ??= []);
  if (!list.some((known) => known.rule === issue.rule)) list.push(issue);
}

export const hasErrors = (row: PlannedRow): boolean => Object.keys(row.errors).length > 0;

/** A new row of `line` with its cells. */
export const plannedRow = (line: number, cells: Record<string, string>): PlannedRow => ({
  line,
  cells,
  errors: {},
  notes: {},
  exists: false,
});

/** The form contract's field errors as the row's, each on the column that holds the field (unless reading the cell already failed). */
export function addFieldIssues(
  row: PlannedRow,
  issues: Record<string, { rule: string; params?: Record<string, string | number> }[]>,
  columnOf: (field: string) => string,
): void {
  const unread = new Set(Object.keys(row.errors));
  for (const [field, list] of Object.entries(issues)) {
    const column = columnOf(field);
    if (!unread.has(column))
      for (const issue of list) addIssue(row.errors, column, { rule: issue.rule, params: issue.params });
  }
}
