// SQL of the cabinet's tournament writes: the tournament row, the main flag, the manual order,
// the team applications to a tournament (`tournament_teams`) and tours. Every function takes
// `db` or a `trx` first; the service opens the transaction.
import type { ApplicationStatus, Gender, TournamentFormat } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { rowExists } from '../../db/row-exists';
import { insertUnlessSlugTaken, slugTaken as tableSlugTaken } from '../../db/slug-insert';

export interface TournamentValues {
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  season_id: number;
  age_group: string;
  birth_year_from: number;
  birth_year_to: number;
  gender: Gender;
  format: TournamentFormat;
  joker_quota: number;
  match_length_minutes: number;
  start_date: string | null;
  /** The entry window (ADR 0176), both days included; both null: no window. */
  entry_opens_on: string | null;
  entry_closes_on: string | null;
}

export interface EditableTournamentRow extends TournamentValues {
  id: number;
  slug: string;
  main: boolean;
  active: boolean;
  end_date: string | null;
}

const editableColumns = [
  't.id',
  't.slug',
  't.title_kk',
  't.title_ru',
  't.title_en',
  't.season_id',
  't.age_group',
  't.birth_year_from',
  't.birth_year_to',
  't.gender',
  't.format',
  't.joker_quota',
  't.match_length_minutes',
  't.main',
  't.active',
] as const;

/** The tournament's own columns, locked for a write (`for update`) when `lock` is set. */
export async function findTournament(
  db: Executor,
  id: number,
  lock = false,
): Promise<EditableTournamentRow | undefined> {
  let query = db
    .selectFrom('tournaments as t')
    .select([
      ...editableColumns,
      sql<string | null>`to_char(t.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(t.end_date, 'YYYY-MM-DD')`.as('end_date'),
      sql<string | null>`to_char(t.entry_opens_on, 'YYYY-MM-DD')`.as('entry_opens_on'),
      sql<string | null>`to_char(t.entry_closes_on, 'YYYY-MM-DD')`.as('entry_closes_on'),
    ])
    .where('t.id', '=', id);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as EditableTournamentRow | undefined;
}

export function seasonExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'seasons', id);
}

export function stadiumExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'stadiums', id);
}

export function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return tableSlugTaken(db, 'tournaments', slug);
}

/** The new tournament's id; undefined when another transaction stored the slug meanwhile (`insertWithFreeSlug`). */
export function insertTournament(
  db: Executor,
  values: TournamentValues & { slug: string; active: boolean; sort: number },
): Promise<number | undefined> {
  return insertUnlessSlugTaken(db, 'tournaments', values);
}

export async function nextSort(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('tournaments')
    .select(sql<number>`coalesce(max(sort), 0) + 1`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateTournament(
  db: Executor,
  id: number,
  values: Partial<TournamentValues> & { active?: boolean; end_date?: string | null },
  now: Date,
) {
  await db
    .updateTable('tournaments')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Entry windows of every tournament that has one (ADR 0176). */
export async function entryWindows(
  db: Executor,
): Promise<Array<{ id: number; entry_opens_on: string; entry_closes_on: string }>> {
  return db
    .selectFrom('tournaments as t')
    .select([
      't.id',
      sql<string>`to_char(t.entry_opens_on, 'YYYY-MM-DD')`.as('entry_opens_on'),
      sql<string>`to_char(t.entry_closes_on, 'YYYY-MM-DD')`.as('entry_closes_on'),
    ])
    .where('t.entry_opens_on', 'is not', null)
    .where('t.entry_closes_on', 'is not', null)
    .execute();
}

/** The main tournament's id (a fresh read: in READ COMMITTED each statement sees what committed before it). */
export async function mainTournamentId(db: Executor): Promise<number | null> {
  const row = await db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Queues the moves of the main flag (a transaction-scoped advisory lock): the partial unique index
 * allows one main tournament, and two moves at once would each unset the old one and both set theirs.
 */
export async function lockMainMove(db: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('tournaments.main')::bigint)`.execute(db);
}

/** Unsets the main flag everywhere else, then sets it here (the partial unique index allows one). */
export async function moveMain(db: Executor, id: number, now: Date) {
  await db
    .updateTable('tournaments')
    .set({ main: false, updated_at: now })
    .where('main', '=', true)
    .where('id', '!=', id)
    .execute();
  await db.updateTable('tournaments').set({ main: true, updated_at: now }).where('id', '=', id).execute();
}

export async function setSort(db: Executor, ids: number[]) {
  for (const [index, id] of ids.entries())
    await db
      .updateTable('tournaments')
      .set({ sort: index + 1 })
      .where('id', '=', id)
      .execute();
}

export async function existingIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('tournaments').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}

export interface TournamentTeamLink {
  team_id: number;
  status: ApplicationStatus;
}

/** Every team application to the tournament, whatever its status. */
export async function tournamentTeams(db: Executor, tournamentId: number): Promise<TournamentTeamLink[]> {
  return db
    .selectFrom('tournament_teams')
    .select(['team_id', 'status'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('team_id')
    .execute();
}

/** Team applications of the given teams, to any tournament. */
export async function linksOfTeams(
  db: Executor,
  teamIds: number[],
): Promise<Array<TournamentTeamLink & { tournament_id: number }>> {
  if (teamIds.length === 0) return [];
  return db
    .selectFrom('tournament_teams')
    .select(['tournament_id', 'team_id', 'status'])
    .where('team_id', 'in', teamIds)
    .execute();
}

/** Adds the teams as participants; an existing application of theirs becomes submitted. */
export async function submitTeams(db: Executor, tournamentId: number, teamIds: number[], now: Date) {
  for (const teamId of teamIds) {
    await db
      .insertInto('tournament_teams')
      .values({ tournament_id: tournamentId, team_id: teamId, status: 'submitted', submitted_at: now })
      .onConflict((oc) =>
        oc
          .columns(['tournament_id', 'team_id'])
          .doUpdateSet({ status: 'submitted', submitted_at: now, reject_reason: null, updated_at: now }),
      )
      .execute();
  }
}

export async function deleteTeams(db: Executor, tournamentId: number, teamIds: number[]) {
  if (teamIds.length === 0) return;
  await db
    .deleteFrom('tournament_teams')
    .where('tournament_id', '=', tournamentId)
    .where('team_id', 'in', teamIds)
    .execute();
}

/** Tours of a tournament by number (created when missing), with their ids. */
export async function ensureTours(
  db: Executor,
  tournamentId: number,
  tours: Array<{ number: number; start_date: string | null }>,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const tour of tours) {
    const n = tour.number;
    const row = await db
      .insertInto('tours')
      .values({
        tournament_id: tournamentId,
        number: n,
        title_kk: `${n}-тур`,
        title_ru: `${n}-й тур`,
        title_en: `Round ${n}`,
        start_date: tour.start_date,
        end_date: tour.start_date,
      })
      .onConflict((oc) =>
        oc.columns(['tournament_id', 'number']).doUpdateSet(
          tour.start_date
            ? {
                start_date: sql<string>`coalesce(tours.start_date, excluded.start_date)`,
                end_date: sql<string>`coalesce(tours.end_date, excluded.end_date)`,
              }
            : { number: n },
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    out.set(n, row.id);
  }
  return out;
}

/** Tours with no match left (after deleting matches), removed so the calendar has no empty tour. */
export async function deleteEmptyTours(db: Executor, tournamentId: number) {
  await db
    .deleteFrom('tours')
    .where('tournament_id', '=', tournamentId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('matches as m').select('m.id').whereRef('m.tour_id', '=', 'tours.id'))),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('departures as d').select('d.id').whereRef('d.tour_id', '=', 'tours.id'))),
    )
    .execute();
}
