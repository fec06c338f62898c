// A player's or a staff member's row read into the body of the cabinet's create form and checked
// with its contract (ADR 0250): names, birth date, identity number (an IIN checked with its birth
// date), citizenship; the team the row names found, or added when its club has none of that title
// and the title carries a birth year. What needs the other rows and the registry (repeats, shirt
// numbers, captains, people already registered) is `cross-checks.ts`.
import {
  fieldIssues,
  PlayerCreateBody,
  StaffCreateBody,
  type Language,
  type PlayerCreateBody as PlayerBody,
  type StaffCreateBody as StaffBody,
} from '@league/shared/contracts';
import { iinFailure } from '@league/shared/validation';
import { validate } from 'superstruct';
import { contactIssues } from '../staff/index';
import { readCountry, readDate, readNumber, readPosition, readStaffKind, readText, readYesNo } from './cells';
import { clubOf, optionalText, readCell, shownCells, titleYear, type Cells } from './check-clubs';
import { addFieldIssues, addIssue, plannedRow, type PlannedRow } from './plan';
import type { KnownTeam, RegistryContext } from './registry-context';

export interface PersonEntry<B> {
  row: PlannedRow;
  team: KnownTeam | null;
  /** The form's body (its `team_id` set once the team has an id); null when the row has errors of its own. */
  body: B;
}

/** The column of a form field. */
const columnOf = (field: string): string =>
  ({ first_name_kk: 'first_name', last_name_kk: 'last_name', middle_name_kk: 'middle_name', is_captain: 'captain' })[
    field
  ] ?? field.replace(/^is_/, '');

/** The team a row names: the import's own team, else found in the row's club or added to it. */
export function teamOf(row: PlannedRow, raw: Cells, ctx: RegistryContext, fixed: KnownTeam | null): KnownTeam | null {
  const title = readCell(row, raw, 'team', readText);
  if (fixed) {
    if (title && ctx.team(fixed.clubKey, title)?.key !== fixed.key)
      addIssue(row.errors, 'team', { rule: 'team_not_this', params: { team: fixed.title } });
    return fixed;
  }
  if (title === undefined) return null;
  if (!title) {
    addIssue(row.errors, 'team', { rule: 'required' });
    return null;
  }
  const named = (raw.club ?? '').trim();
  const known = named ? ctx.club(named) : undefined;
  const found = known ? ctx.team(known.key, title) : undefined;
  if (found) {
    if (known?.archived) addIssue(row.errors, 'club', { rule: 'club_archived' });
    return found;
  }
  const others = ctx.otherClubsWithTeam(known?.key ?? null, title);
  if (others.length > 0 || !named) {
    if (others.length === 1 && !named) return ctx.team(others[0].key, title) ?? null;
    if (others.length === 0) {
      addIssue(row.errors, 'club', { rule: 'required' });
      return null;
    }
    addIssue(row.errors, 'club', { rule: 'team_of_other_club', params: { team: title, club: others[0].title } });
    // The team meant is checked too (its numbers, its captain), so every problem shows at once.
    return ctx.team(others[0].key, title) ?? null;
  }
  const year = titleYear(title);
  if (year === null) {
    addIssue(row.errors, 'team', { rule: 'team_unknown' });
    return null;
  }
  const club = clubOf(row, raw, ctx);
  if (!club || club.archived) return null;
  addIssue(row.notes, 'team', { rule: 'new_team', params: { year } });
  return ctx.addTeam(club, {
    title_kk: title,
    title_ru: null,
    title_en: null,
    birth_year: year,
    is_woman_squad: false,
  });
}

/** Names, birth date, identity and citizenship: the part of the body both kinds have (no birth date: the form's rule says whether one is needed). */
function personFields(row: PlannedRow, raw: Cells, language: Language) {
  const birth = readCell(row, raw, 'birth_date', readDate) || null;
  const identity = (readCell(row, raw, 'identity_number', readText) ?? '').replace(/\s+/g, '') || null;
  if (identity && /^\d+$/.test(identity)) {
    const failure = iinFailure(identity, birth);
    if (failure) addIssue(row.errors, 'identity_number', { rule: failure[0], params: failure[1] });
  }
  return {
    last_name_kk: readCell(row, raw, 'last_name', readText) ?? '',
    first_name_kk: readCell(row, raw, 'first_name', readText) ?? '',
    middle_name_kk: optionalText(row, raw, 'middle_name'),
    ...(birth ? { birth_date: birth } : {}),
    identity_number: identity,
    citizenship: readCell(row, raw, 'citizenship', (value) => readCountry(value, language)) ?? null,
    team_id: 1,
  };
}

export function checkPlayerRow(
  line: number,
  raw: Cells,
  ctx: RegistryContext,
  language: Language,
  fixed: KnownTeam | null = null,
): PersonEntry<PlayerBody> {
  const row = plannedRow(line, shownCells(raw));
  const team = teamOf(row, raw, ctx, fixed);
  const body = {
    ...personFields(row, raw, language),
    position: readCell(row, raw, 'position', readPosition) ?? '',
    number: readCell(row, raw, 'number', readNumber) ?? null,
    is_captain: readCell(row, raw, 'captain', readYesNo) ?? false,
    is_joker: readCell(row, raw, 'joker', readYesNo) ?? false,
    is_pupil: readCell(row, raw, 'pupil', readYesNo) ?? false,
    height_cm: readCell(row, raw, 'height_cm', readNumber) ?? null,
    weight_kg: readCell(row, raw, 'weight_kg', readNumber) ?? null,
    is_woman_squad: team?.women ?? false,
  } as PlayerBody;
  const [error] = validate(body, PlayerCreateBody);
  if (error) addFieldIssues(row, fieldIssues(error), columnOf);
  return { row, team, body };
}

export function checkStaffRow(
  line: number,
  raw: Cells,
  ctx: RegistryContext,
  language: Language,
  fixed: KnownTeam | null = null,
): PersonEntry<StaffBody> {
  const row = plannedRow(line, shownCells(raw));
  const team = teamOf(row, raw, ctx, fixed);
  const body = {
    ...personFields(row, raw, language),
    kind: readCell(row, raw, 'kind', readStaffKind) ?? '',
    phone: optionalText(row, raw, 'phone'),
    email: optionalText(row, raw, 'email'),
    license_number: optionalText(row, raw, 'license_number'),
  } as StaffBody;
  const [error] = validate(body, StaffCreateBody);
  if (error) addFieldIssues(row, fieldIssues(error), columnOf);
  addFieldIssues(row, contactIssues(body), columnOf);
  return { row, team, body };
}
