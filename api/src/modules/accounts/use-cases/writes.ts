// The super_admin's account writes, one transaction each: a change of name, role or scope,
// (de)activation and ending every session; the league's last active super_admin stays.
import type { AccountChangeBody, Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import * as repository from '../accounts.repository';
import { checkedScope } from '../scope';
import type { AccountsDeps } from './deps';
import { accountDetail, toAccountItem } from './reads';

/** The state a refused write must redraw from (read in the refused write's transaction). */
const current = async (trx: Executor, language: Language, id: number) => {
  const row = await repository.findAccount(trx, language, id);
  return row ? toAccountItem(row) : null;
};

/** Locks the account (after the active super_admins); refuses taking the last one away. */
async function lockGuarded(trx: Executor, language: Language, id: number, leavesSuperAdmins: boolean) {
  const row = await repository.lockForChange(trx, id);
  if (!row) throw new AppError('not_found');
  const isActiveSuperAdmin = row.role === 'super_admin' && row.is_active;
  if (isActiveSuperAdmin && leavesSuperAdmins && row.activeSuperAdmins <= 1)
    throw new AppError('last_super_admin', { data: { current: await current(trx, language, id) } });
  return row;
}

export async function changeAccount(
  deps: AccountsDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: AccountChangeBody,
) {
  const { db, clock } = deps;
  await inTransaction(db, async (trx) => {
    await lockGuarded(trx, language, id, body.role !== 'super_admin');
    const scope = await checkedScope(trx, body, id);
    await repository.updateAccount(
      trx,
      id,
      { name: body.name.trim(), role_id: await repository.roleId(trx, body.role), ...scope },
      clock(),
    );
  });
  return accountDetail(deps, language, user, id);
}

export async function setActive(
  deps: AccountsDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  active: boolean,
) {
  const { db, clock, auth } = deps;
  await inTransaction(db, async (trx) => {
    await lockGuarded(trx, language, id, !active);
    await repository.updateAccount(trx, id, { is_active: active }, clock());
    if (!active) await auth.endAllSessions(trx, id);
  });
  return accountDetail(deps, language, user, id);
}

/** Ends every session of the account (the caller's own one too, if it is theirs). */
export async function endSessions(deps: AccountsDeps, language: Language, user: CurrentUser, id: number) {
  const { db, auth } = deps;
  await inTransaction(db, async (trx) => {
    if (!(await repository.findAccount(trx, language, id))) throw new AppError('not_found');
    await auth.endAllSessions(trx, id);
  });
  return accountDetail(deps, language, user, id);
}
