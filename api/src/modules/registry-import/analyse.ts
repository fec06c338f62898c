// A file's sheets → the plan of its import (ADR 0250): each sheet's kind and columns, every row
// checked in the order an import writes (clubs, teams, players, staff — a team's club and a
// person's team are then known), the checks across rows and against the registry, and the new
// clubs, teams and people that only valid rows need.
import {
  IMPORT_KINDS,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type Language,
  type PlayerCreateBody,
  type StaffCreateBody,
} from '@league/shared/contracts';
import { ageOn } from '@league/shared/validation';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { checkClubRow, checkTeamRow, type Cells } from './check-clubs';
import { checkPlayerRow, checkStaffRow, type PersonEntry } from './check-people';
import { COLUMNS, matchHeaders, sheetKind } from './columns';
import { checkPlayerTeams, checkRegistered, checkRepeats } from './cross-checks';
import * as repository from './import.repository';
import { importMessage } from './import.messages';
import { hasErrors, type Plan, type PlannedSheet } from './plan';
import type { RawSheet } from './read-file';
import { RegistryContext, type KnownTeam } from './registry-context';

export interface AnalyseOptions {
  language: Language;
  /** A team's own import: every row goes to this team, of this kind. */
  fixed?: { teamId: number; kind: 'players' | 'staff' };
}

const fileError = (language: Language, text: string) =>
  new AppError('validation_failed', { fields: { file: [{ rule: 'field_text', params: { text } }] } });

interface Sheet {
  kind: ImportKind;
  name: string;
  ignored: string[];
  rows: { line: number; cells: Cells }[];
}

/** Each sheet with its kind and its rows' cells by column key. */
function sheetsOf(raw: RawSheet[], options: AnalyseOptions): Sheet[] {
  const { language, fixed } = options;
  const chosen = fixed ? raw.slice(0, 1) : raw;
  const total = chosen.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (total > IMPORT_MAX_ROWS)
    throw fileError(language, importMessage(language, 'too_many_rows', { count: total, max: IMPORT_MAX_ROWS }));
  const sheets = chosen.map((sheet) => {
    const kind = fixed?.kind ?? sheetKind(sheet.name, sheet.headers);
    if (!kind) throw fileError(language, importMessage(language, 'kind_unknown', { sheet: sheet.name }));
    const keys = matchHeaders(kind, sheet.headers);
    return {
      kind,
      name: sheet.name,
      ignored: sheet.headers.filter((header, i) => header !== '' && keys[i] === null),
      rows: sheet.rows.map(({ line, cells }) => {
        const out: Cells = {};
        keys.forEach((key, i) => {
          if (key) out[key] = cells[i] ?? '';
        });
        return { line, cells: out };
      }),
    };
  });
  return sheets.sort((a, b) => IMPORT_KINDS.indexOf(a.kind) - IMPORT_KINDS.indexOf(b.kind));
}

async function loadContext(db: Executor): Promise<RegistryContext> {
  const [clubs, teams, cities] = await Promise.all([repository.clubs(db), repository.teams(db), repository.cities(db)]);
  return new RegistryContext({ clubs, teams, cities });
}

/** A real calendar day 'YYYY-MM-DD' (the database refuses '2031-02-30'). */
const isDay = (value: string) => ageOn(value, '9999-12-31') !== null;

type AnyPerson = PersonEntry<PlayerCreateBody | StaffCreateBody>;

/** The checks across rows and against the registry's people and teams. */
async function crossCheck(
  db: Executor,
  players: PersonEntry<PlayerCreateBody>[],
  staff: PersonEntry<StaffCreateBody>[],
) {
  const probe = (entries: AnyPerson[]) => ({
    identities: [...new Set(entries.map((e) => e.body.identity_number?.toUpperCase()).filter((v): v is string => !!v))],
    birthDates: [...new Set(entries.map((e) => e.body.birth_date).filter((v): v is string => !!v && isDay(v)))],
  });
  const teamIds = [...new Set(players.map((e) => e.team?.id).filter((id): id is number => typeof id === 'number'))];
  const [registeredPlayers, registeredStaff, places] = await Promise.all([
    repository.candidates(db, 'players', probe(players)),
    repository.candidates(db, 'staff', probe(staff)),
    repository.teamPlaces(db, teamIds),
  ]);
  checkRepeats(players);
  checkRepeats(staff);
  checkRegistered(players, registeredPlayers);
  checkRegistered(staff, registeredStaff);
  checkPlayerTeams(players, places);
}

const columnsOf = (kind: ImportKind) => COLUMNS[kind].map((c) => c.key);

export async function analyse(db: Executor, raw: RawSheet[], options: AnalyseOptions): Promise<Plan> {
  const sheets = sheetsOf(raw, options);
  const ctx = await loadContext(db);
  const fixed: KnownTeam | null = options.fixed ? (ctx.teamById(options.fixed.teamId) ?? null) : null;
  const players: PersonEntry<PlayerCreateBody>[] = [];
  const staff: PersonEntry<StaffCreateBody>[] = [];
  const planned: PlannedSheet[] = sheets.map((sheet) => {
    const rows = sheet.rows.map(({ line, cells }) => {
      if (sheet.kind === 'clubs') return checkClubRow(line, cells, ctx);
      if (sheet.kind === 'teams') return checkTeamRow(line, cells, ctx);
      if (sheet.kind === 'players') {
        const entry = checkPlayerRow(line, cells, ctx, options.language, fixed);
        players.push(entry);
        return entry.row;
      }
      const entry = checkStaffRow(line, cells, ctx, options.language, fixed);
      staff.push(entry);
      return entry.row;
    });
    return { kind: sheet.kind, name: sheet.name, columns: columnsOf(sheet.kind), ignored: sheet.ignored, rows };
  });
  await crossCheck(db, players, staff);
  const valid = <B>(entries: PersonEntry<B>[]) =>
    entries.filter((e) => !hasErrors(e.row) && !e.row.exists && e.team !== null);
  const plan = {
    sheets: planned,
    players: valid(players).map((e) => ({ line: e.row.line, teamKey: e.team!.key, body: e.body })),
    staff: valid(staff).map((e) => ({ line: e.row.line, teamKey: e.team!.key, body: e.body })),
  };
  // New teams and clubs only as the valid rows need them: named by a sheet row of their own
  // (added only when valid), or by a valid person's row.
  const teamsUsed = new Set([...plan.players, ...plan.staff].map((p) => p.teamKey));
  const teams = ctx.newTeams.filter((t) => t.line !== undefined || teamsUsed.has(t.key));
  const clubsUsed = new Set(teams.map((t) => t.clubKey));
  const clubs = ctx.newClubs.filter((c) => c.line !== undefined || clubsUsed.has(c.key));
  return { ...plan, teams, clubs };
}
