// SQL of teams' requests to enter a tournament (`entry_requests`, ADR 0176). Every function takes
// `db` or a `trx` first; the service opens the transaction.
import type { EntryRequestStatus, Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';

export interface EntryRow {
  id: number;
  tournament_id: number;
  team_id: number;
  status: EntryRequestStatus;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  team_title: string;
  birth_year: number;
  club_id: number;
  club_title: string;
}

/** Requests of a tournament (or one of them), newest first; `clubId`: that club's teams only. */
export async function listEntries(
  db: Executor,
  language: Language,
  filter: { tournamentId: number; clubId?: number; id?: number },
): Promise<EntryRow[]> {
  let query = db
    .selectFrom('entry_requests as e')
    .innerJoin('teams as tm', 'tm.id', 'e.team_id')
    .innerJoin('clubs as c', 'c.id', 'tm.club_id')
    .select([
      'e.id',
      'e.tournament_id',
      'e.team_id',
      'e.status',
      'e.reason',
      sql<string>`to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created_at'),
      sql<string | null>`to_char(e.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('decided_at'),
      localized('tm.title', language).as('team_title'),
      'tm.birth_year',
      'c.id as club_id',
      localized('c.title', language).as('club_title'),
    ])
    .where('e.tournament_id', '=', filter.tournamentId);
  if (filter.clubId !== undefined) query = query.where('tm.club_id', '=', filter.clubId);
  if (filter.id !== undefined) query = query.where('e.id', '=', filter.id);
  return (await query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').execute()) as EntryRow[];
}

/** Teams with an open (pending) or accepted request to the tournament. */
export async function openTeamIds(db: Executor, tournamentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('entry_requests')
    .select('team_id')
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['pending', 'accepted'])
    .execute();
  return rows.map((r) => r.team_id);
}

/** Teams taking part in the tournament (an accepted team application). */
export async function participantIds(db: Executor, tournamentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tournament_teams')
    .select('team_id')
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'submitted')
    .execute();
  return rows.map((r) => r.team_id);
}

/** The new request's id; undefined when the team has an open or accepted one (the partial unique index). */
export async function insertEntry(
  trx: Executor,
  values: { tournament_id: number; team_id: number; requested_by: number },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('entry_requests')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['tournament_id', 'team_id'])
        // The index's predicate written out (a bound parameter would not match it).
        .where(sql<boolean>`status in ('pending', 'accepted')`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The request locked for its decision. */
export async function lockEntry(
  trx: Executor,
  id: number,
): Promise<{ id: number; tournament_id: number; team_id: number; status: EntryRequestStatus } | undefined> {
  return trx
    .selectFrom('entry_requests')
    .select(['id', 'tournament_id', 'team_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findEntry(
  db: Executor,
  id: number,
): Promise<{ id: number; tournament_id: number; team_id: number } | undefined> {
  return db
    .selectFrom('entry_requests')
    .select(['id', 'tournament_id', 'team_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function decideEntry(
  trx: Executor,
  id: number,
  values: { status: 'accepted' | 'refused'; reason: string | null; decided_by: number },
  now: Date,
) {
  await trx
    .updateTable('entry_requests')
    .set({ ...values, decided_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export interface Texts {
  kk: string;
  ru: string;
  en: string;
}

/** The tournament's and the team's titles in every language (a notification's names, read in the reader's language). */
export async function names(
  db: Executor,
  tournamentId: number,
  teamId: number,
): Promise<{ tournament: Texts; team: Texts }> {
  const t = await db
    .selectFrom('tournaments')
    .select(['title_kk', 'title_ru', 'title_en'])
    .where('id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  const tm = await db
    .selectFrom('teams')
    .select(['title_kk', 'title_ru', 'title_en'])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  const texts = (r: { title_kk: string; title_ru: string | null; title_en: string | null }): Texts => ({
    kk: r.title_kk,
    ru: r.title_ru || r.title_kk,
    en: r.title_en || r.title_kk,
  });
  return { tournament: texts(t), team: texts(tm) };
}
