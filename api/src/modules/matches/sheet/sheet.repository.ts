// SQL of the match sheet (ADR 0212): the listed players with what the identity check needs, the
// checks, the sign-offs, the history, and the official who signs on the referee's device.
import type { Language, TeamType } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { surnameFirst, whenJoined } from '../../../db/localized';
import type { IdentityStatus, SignoffStatus } from './sheet.table';

export interface SheetPlayerRow {
  player_id: number;
  team_id: number;
  name: string;
  number: number | null;
  kind: string;
  birth_date: string | Date | null;
  photo: string | null;
  status: IdentityStatus | null;
}

/** The match's listed players (both sides), starters first, with their identity check. */
export async function sheetPlayers(db: Executor, language: Language, matchId: number): Promise<SheetPlayerRow[]> {
  return db
    .selectFrom('match_squads as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .leftJoin('match_identity_checks as c', (join) =>
      join.onRef('c.match_id', '=', 'q.match_id').onRef('c.player_id', '=', 'q.player_id'),
    )
    .select([
      'q.player_id',
      'q.team_id',
      'q.kind',
      'q.number',
      'p.birth_date',
      'p.photo',
      'c.status',
      surnameFirst('p', language).as('name'),
    ])
    .where('q.match_id', '=', matchId)
    .orderBy('q.kind')
    .orderBy('q.number')
    .orderBy('q.id')
    .execute();
}

export async function setIdentity(
  db: Executor,
  matchId: number,
  playerId: number,
  status: IdentityStatus | null,
  userId: number,
): Promise<void> {
  if (status === null) {
    await db
      .deleteFrom('match_identity_checks')
      .where('match_id', '=', matchId)
      .where('player_id', '=', playerId)
      .execute();
    return;
  }
  await db
    .insertInto('match_identity_checks')
    .values({ match_id: matchId, player_id: playerId, status, user_id: userId })
    .onConflict((oc) =>
      oc.columns(['match_id', 'player_id']).doUpdateSet({ status, user_id: userId, checked_at: sql`now()` }),
    )
    .execute();
}

export interface SignoffRow {
  team_type: TeamType;
  status: SignoffStatus;
  reason: string | null;
  on_device: boolean;
  signed_at: Date | string;
  by: string | null;
}

export async function signoffsOf(db: Executor, matchId: number): Promise<SignoffRow[]> {
  return db
    .selectFrom('match_signoffs as s')
    .leftJoin('users as u', 'u.id', 's.official_user_id')
    .select(['s.team_type', 's.status', 's.reason', 's.on_device', 's.signed_at', 'u.name as by'])
    .where('s.match_id', '=', matchId)
    .execute();
}

export async function addSignoff(
  db: Executor,
  row: {
    match_id: number;
    team_type: TeamType;
    status: SignoffStatus;
    reason: string | null;
    official_user_id: number;
    on_device: boolean;
  },
): Promise<void> {
  await db.insertInto('match_signoffs').values(row).execute();
}

export async function clearSignoffs(db: Executor, matchId: number): Promise<void> {
  await db.deleteFrom('match_signoffs').where('match_id', '=', matchId).execute();
}

export async function setSheetState(
  db: Executor,
  matchId: number,
  state: { sheet_closed_at?: string | null; protocol_confirmed_at?: string | null },
): Promise<void> {
  await db
    .updateTable('matches')
    .set({ ...state, protocol_version: sql`protocol_version + 1` })
    .where('id', '=', matchId)
    .execute();
}

export async function addHistory(
  db: Executor,
  entry: {
    match_id: number;
    action: string;
    user_id: number;
    team_type?: TeamType | null;
    player_id?: number | null;
    reason?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('match_sheet_history')
    .values({
      team_type: null,
      player_id: null,
      reason: null,
      ...entry,
    })
    .execute();
}

export interface HistoryRow {
  at: Date | string;
  action: string;
  team_type: TeamType | null;
  player: string | null;
  reason: string | null;
  by: string | null;
}

export async function historyOf(db: Executor, language: Language, matchId: number): Promise<HistoryRow[]> {
  return db
    .selectFrom('match_sheet_history as h')
    .leftJoin('players as p', 'p.id', 'h.player_id')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.at',
      'h.action',
      'h.team_type',
      'h.reason',
      'u.name as by',
      whenJoined('p', surnameFirst('p', language)).as('player'),
    ])
    .where('h.match_id', '=', matchId)
    .orderBy('h.id')
    .execute();
}

/** An active command_admin of `clubId` with this e-mail: who signs on the referee's device. */
export async function clubOfficialByEmail(
  db: Executor,
  email: string,
  clubId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id'])
    .where(sql`lower(u.email)`, '=', email.trim().toLowerCase())
    .where('r.slug', '=', 'command_admin')
    .where('u.club_id', '=', clubId)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Signing PINs (ADR 0251)

/** When the official's PIN was set, if it is. */
export async function pinSetAt(db: Executor, userId: number): Promise<Date | string | undefined> {
  const row = await db.selectFrom('signing_pins').select('updated_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.updated_at;
}

/** Sets the official's PIN hash; the wrong tries and a lock start again. */
export async function savePin(db: Executor, userId: number, pinHash: string, at: string): Promise<void> {
  await db
    .insertInto('signing_pins')
    .values({ user_id: userId, pin_hash: pinHash, updated_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ pin_hash: pinHash, failures: 0, locked_until: null, updated_at: at }),
    )
    .execute();
}

/** The official's PIN row, locked for this transaction (the wrong tries are counted one by one). */
export async function lockPin(
  db: Executor,
  userId: number,
): Promise<{ pin_hash: string; failures: number; locked_until: Date | null } | undefined> {
  return db
    .selectFrom('signing_pins')
    .select(['pin_hash', 'failures', 'locked_until'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPinTries(
  db: Executor,
  userId: number,
  tries: { failures: number; locked_until: string | null },
): Promise<void> {
  await db.updateTable('signing_pins').set(tries).where('user_id', '=', userId).execute();
}
