// A plan as the preview answers it (ADR 0250): columns with their titles, every row's cells, its
// problems and notes in the reader's language, and the counts per kind.
import type { ImportKind, ImportPreview, ImportRowStatus, ImportSheet, Language } from '@league/shared/contracts';
import { formatValidationMessage, isValidationMessageKey } from '@league/shared/validation';
import { apiMessage, isApiMessageKey } from '../../lib/messages';
import { COLUMNS } from './columns';
import { importMessage, isImportMessageKey } from './import.messages';
import { hasErrors, type Issue, type Plan, type PlannedRow } from './plan';

/** One problem or note in the reader's language: the import's words, the API's, or the form rule's. */
export function issueText(language: Language, issue: Issue): string {
  const params = issue.params ?? {};
  if (isImportMessageKey(issue.rule)) return importMessage(language, issue.rule, params);
  if (isApiMessageKey(issue.rule)) return apiMessage(language, issue.rule, params);
  if (isValidationMessageKey(issue.rule)) return formatValidationMessage(language, issue.rule, params);
  return formatValidationMessage(language, 'default', { field: '' });
}

const texts = (language: Language, map: Record<string, Issue[]>) =>
  Object.fromEntries(Object.entries(map).map(([column, list]) => [column, list.map((i) => issueText(language, i))]));

export const rowStatus = (row: PlannedRow): ImportRowStatus =>
  hasErrors(row) ? 'error' : row.exists ? 'exists' : 'new';

export function presentSheets(plan: Plan, language: Language): ImportSheet[] {
  return plan.sheets.map((sheet) => ({
    kind: sheet.kind,
    name: sheet.name,
    columns: COLUMNS[sheet.kind].map((c) => ({ key: c.key, title: c.titles[language] })),
    ignored: sheet.ignored,
    rows: sheet.rows.map((row) => ({
      line: row.line,
      status: rowStatus(row),
      cells: row.cells,
      errors: texts(language, row.errors),
      notes: texts(language, row.notes),
    })),
  }));
}

export function counts(plan: Plan): ImportPreview['counts'] {
  const of = (kind: ImportKind) => {
    const rows = plan.sheets.filter((s) => s.kind === kind).flatMap((s) => s.rows);
    return {
      new: 0,
      exists: rows.filter((r) => rowStatus(r) === 'exists').length,
      error: rows.filter((r) => rowStatus(r) === 'error').length,
    };
  };
  return {
    clubs: { ...of('clubs'), new: plan.clubs.length },
    teams: { ...of('teams'), new: plan.teams.length },
    players: { ...of('players'), new: plan.players.length },
    staff: { ...of('staff'), new: plan.staff.length },
  };
}

/** The rows with problems as a 422's field errors: `<sheet>.<line>.<column>` → messages. */
export function rowErrors(
  plan: Plan,
  language: Language,
): Record<string, { rule: string; params: { text: string } }[]> {
  const out: Record<string, { rule: string; params: { text: string } }[]> = {};
  plan.sheets.forEach((sheet, index) => {
    for (const row of sheet.rows)
      for (const [column, list] of Object.entries(row.errors))
        out[`${index}.${row.line}.${column}`] = list.map((issue) => ({
          rule: 'field_text',
          params: { text: issueText(language, issue) },
        }));
  });
  return out;
}
