// What every protocol use case needs: the database and the clock, the match's scope, the write
// behind the match's lock, the 409 with the written part's current state, and who may edit.
import { matches as endpoints } from '@league/shared/endpoints';
import type { Language } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { AppError, type ConflictCode, type FieldErrors } from '../../../lib/errors';
import { mayCall } from '../../../lib/route';
import type { CurrentUser } from '../../auth/index';
import { reachMatch } from '../match-scope';
import * as repo from '../matches.protocol.repository';

export interface ProtocolDeps {
  db: DB;
  clock: Clock;
}

export const notFound = () => new AppError('not_found');
export const refuse = (code: 'validation_failed', fields: FieldErrors = {}) => new AppError(code, { fields });
export const one = (field: string, rule: string, params?: Record<string, string | number>): FieldErrors => ({
  [field]: [{ rule, params }],
});

// ---------------------------------------------------------------------------------------------
// Scope

/** The match if the user may reach it in this mode; 404 otherwise (no data about it). */
/**
 * The match if the user's scope reaches it; 404 otherwise (no data about it). Which roles may
 * read, write or list a squad is the access table's (each route's policy, checked before the
 * service runs); here only the scopes: a referee reaches the matches of their crew
 * (own_matches), a club's administrator its teams' matches (own_club).
 */
export async function reach(
  { db }: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  executor: Executor = db,
): Promise<repo.ProtocolMatchRow> {
  return reachMatch(executor, language, user, id);
}

/** What the user's role may do with a protocol, as the access table says for its endpoints. */
export const mayWrite = (user: CurrentUser) => mayCall(endpoints.patchProtocol, user.role);
/** A cancelled match, or a postponed one whose new date is still to be set, takes no protocol. */
export const offCalendar = (row: Pick<repo.ProtocolMatchRow, 'status' | 'date_time'>) =>
  row.status === 'cancelled' || (row.status === 'postponed' && row.date_time === null);
export const editable = (row: repo.ProtocolMatchRow) => row.protocol_confirmed_at === null && !offCalendar(row);

/** Refuses a write of a locked, cancelled or postponed match with `current`, the written part as it is. */
export async function assertEditable(row: repo.ProtocolMatchRow, current: () => Promise<unknown>) {
  if (row.protocol_confirmed_at !== null) await conflict('protocol_locked', current);
  if (offCalendar(row)) await conflict('transition_not_allowed', current);
}

/**
 * Runs a write of match `id` in one transaction whose first statement locks the match row: every
 * protocol write of one match then runs after the previous one committed and reads its result
 * (versions, events, squads), and nothing it does later (a foreign key's key-share lock, the
 * tally trigger's row lock) can wait on another writer of that match. The lock order is
 * docs/architecture.md's. The root hook forgets public answers once it answers.
 */
export function write<T>(
  { db }: ProtocolDeps,
  id: number,
  work: (trx: Executor) => Promise<T>,
  first?: (trx: Executor) => Promise<void>,
): Promise<T> {
  return inTransaction(
    db,
    async (trx) => {
      // `first`: a lock the lock order puts before the match's (a fixture move's tournament).
      if (first) await first(trx);
      await repo.lockMatch(trx, id);
      return work(trx);
    },
    { label: 'match protocol' },
  );
}

/**
 * 409 `code` with the written part's current state (`data.current`), read in the refused
 * write's transaction: the page redraws from it (a newer version, a locked protocol).
 */
export async function conflict(code: ConflictCode, current: () => Promise<unknown>): Promise<never> {
  throw new AppError(code, { data: { current: await current() } });
}
export const stale = (current: () => Promise<unknown>) => conflict('stale_version', current);
