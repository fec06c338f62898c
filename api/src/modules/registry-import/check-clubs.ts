// The clubs sheet and the teams sheet: each row read into the body of the cabinet's club or team
// form and checked with its contract (ADR 0250), then found in the registry (already there: left
// as it is) or added to it. A team names its club; a club nobody has yet is added too.
import { ClubCreateBody, fieldIssues, TeamCreateBody } from '@league/shared/contracts';
import { leagueToday } from '@league/shared/validation';
import { validate } from 'superstruct';
import { isFormula, readNumber, readText, readYesNo, type Read } from './cells';
import { addFieldIssues, addIssue, hasErrors, plannedRow, type PlannedRow } from './plan';
import type { KnownClub, RegistryContext } from './registry-context';

export type Cells = Record<string, string>;

/** Reads a cell with `reader`, its note and error on the cell; a formula is refused before anything else. */
export function readCell<T>(
  row: PlannedRow,
  raw: Cells,
  column: string,
  reader: (value: string) => Read<T>,
): T | undefined {
  const value = raw[column] ?? '';
  if (isFormula(value.trim())) {
    addIssue(row.errors, column, { rule: 'formula' });
    return undefined;
  }
  const read = reader(value);
  if (read.note) addIssue(row.notes, column, { rule: read.note.key, params: read.note.params });
  if (read.error) addIssue(row.errors, column, { rule: read.error.key, params: read.error.params });
  return read.value;
}

/** Trimmed text, null when empty. */
export const optionalText = (row: PlannedRow, raw: Cells, column: string): string | null =>
  readCell(row, raw, column, readText) || null;

export const shownCells = (raw: Cells): Cells =>
  Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value.replace(/\s+/g, ' ').trim()]));

/**
 * The club a row names, found or added (a note says it is new); an archived club refuses the row.
 * Null when the cell is empty or unreadable (its error is on the cell).
 */
export function clubOf(row: PlannedRow, raw: Cells, ctx: RegistryContext): KnownClub | null {
  const title = readCell(row, raw, 'club', readText);
  if (title === undefined) return null;
  if (!title) {
    addIssue(row.errors, 'club', { rule: 'required' });
    return null;
  }
  let club = ctx.club(title);
  if (!club) {
    club = ctx.addClub({ title_kk: title, title_ru: null, title_en: null, city_id: null, founded_year: null });
    addIssue(row.notes, 'club', { rule: 'new_club' });
  }
  if (club.archived) addIssue(row.errors, 'club', { rule: 'club_archived' });
  return club;
}

export function checkClubRow(line: number, raw: Cells, ctx: RegistryContext): PlannedRow {
  const row = plannedRow(line, shownCells(raw));
  const body = {
    title_kk: readCell(row, raw, 'club', readText) ?? '',
    title_ru: optionalText(row, raw, 'club_ru'),
    title_en: optionalText(row, raw, 'club_en'),
    founded_year: readCell(row, raw, 'founded_year', readNumber) ?? null,
  };
  const [error] = validate(body, ClubCreateBody);
  if (error)
    addFieldIssues(row, fieldIssues(error), (field) =>
      field === 'title_kk' ? 'club' : field.replace('title_', 'club_'),
    );
  const cityName = readCell(row, raw, 'city', readText);
  const cityId = cityName ? ctx.city(cityName) : null;
  if (cityName && cityId === undefined) addIssue(row.errors, 'city', { rule: 'one_of' });
  if (hasErrors(row)) return row;
  const known = ctx.club(body.title_kk);
  if (known) return existing(row, known.line);
  ctx.addClub({ ...body, founded_year: body.founded_year, city_id: cityId ?? null }, line);
  return row;
}

/** A row naming what the registry holds (left as it is), or what an earlier line of the file adds (a repeat). */
function existing(row: PlannedRow, line: number | undefined): PlannedRow {
  if (line !== undefined) addIssue(row.errors, 'row', { rule: 'duplicate_row', params: { line } });
  else {
    row.exists = true;
    addIssue(row.notes, 'row', { rule: 'exists' });
  }
  return row;
}

const YEAR = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/;

/** The birth year a team's title carries ('Алатау 2012' → 2012), if any. */
export const titleYear = (title: string): number | null => {
  const match = YEAR.exec(title);
  return match ? Number(match[1]) : null;
};

export function checkTeamRow(line: number, raw: Cells, ctx: RegistryContext, today = leagueToday()): PlannedRow {
  const row = plannedRow(line, shownCells(raw));
  const club = clubOf(row, raw, ctx);
  const body = {
    club_id: 1,
    title_kk: readCell(row, raw, 'team', readText) ?? '',
    title_ru: optionalText(row, raw, 'team_ru'),
    title_en: optionalText(row, raw, 'team_en'),
    birth_year: readCell(row, raw, 'birth_year', readNumber) ?? undefined,
    is_woman_squad: readCell(row, raw, 'women', readYesNo) ?? false,
  };
  const [error] = validate(body, TeamCreateBody);
  if (error)
    addFieldIssues(row, fieldIssues(error), (field) =>
      field === 'title_kk' ? 'team' : field === 'is_woman_squad' ? 'women' : field.replace('title_', 'team_'),
    );
  const year = Number(today.slice(0, 4));
  if (typeof body.birth_year === 'number' && body.birth_year > year)
    addIssue(row.errors, 'birth_year', { rule: 'max_value', params: { value: year } });
  if (hasErrors(row) || !club) return row;
  const known = ctx.team(club.key, body.title_kk);
  if (known) return existing(row, known.line);
  ctx.addTeam(
    club,
    {
      title_kk: body.title_kk,
      title_ru: body.title_ru,
      title_en: body.title_en,
      birth_year: body.birth_year as number,
      is_woman_squad: body.is_woman_squad,
    },
    line,
  );
  return row;
}
