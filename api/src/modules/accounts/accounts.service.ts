// The super_admin's accounts (ADR 0220): the list, one account with its sessions and invitations,
// a change of name, role or scope, deactivation (every session ends at once: each request checks
// its token and account in the database, on every process) and reactivation. The league's last
// active super_admin is never deactivated or demoted: those writes lock the active super_admins'
// rows first, so two at once cannot each leave the other as the last.
import {
  parseSort,
  type AccountChangeBody,
  type AccountDetail,
  type AccountItem,
  type AccountsQuery,
  type Language,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { AuthService, CurrentUser } from '../auth/index';
import * as repository from './accounts.repository';
import type { InvitationsService } from './invitations.service';
import { checkedScope } from './scope';

function toAccountItem(row: repository.AccountRow): AccountItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    scope: {
      club: row.club_id !== null && row.club_title !== null ? { id: row.club_id, title: row.club_title } : null,
      referee:
        row.referee_id !== null && row.referee_name !== null ? { id: row.referee_id, name: row.referee_name } : null,
    },
    active: row.is_active,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    two_factor: row.totp_enabled_at !== null,
  };
}

export function createAccountsService({
  db,
  clock,
  auth,
  invitations,
}: {
  db: DB;
  clock: Clock;
  auth: AuthService;
  invitations: InvitationsService;
}) {
  async function detail(language: Language, user: CurrentUser, id: number): Promise<AccountDetail> {
    const row = await repository.findAccount(db, language, id);
    if (!row) throw new AppError('not_found');
    const [sessions, invited] = await Promise.all([
      auth.userSessions(id, id === user.id ? user.tokenId : null),
      invitations.ofEmail(language, row.email),
    ]);
    return { account: toAccountItem(row), language: row.language, sessions, invitations: invited };
  }

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

  return {
    detail,

    async list(language: Language, query: AccountsQuery) {
      const window = pageWindow(query);
      const { total, rows } = await repository.pageAccounts(
        db,
        language,
        {
          q: query.q?.trim() || undefined,
          role: query.role,
          active: query.state === undefined ? undefined : query.state === 'active',
        },
        parseSort(query.sort, 'name'),
        window,
      );
      return { data: rows.map(toAccountItem), total, window };
    },

    async change(language: Language, user: CurrentUser, id: number, body: AccountChangeBody) {
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
      return detail(language, user, id);
    },

    async setActive(language: Language, user: CurrentUser, id: number, active: boolean) {
      await inTransaction(db, async (trx) => {
        await lockGuarded(trx, language, id, !active);
        await repository.updateAccount(trx, id, { is_active: active }, clock());
        if (!active) await auth.endAllSessions(trx, id);
      });
      return detail(language, user, id);
    },

    /** Ends every session of the account (the caller's own one too, if it is theirs). */
    async endSessions(language: Language, user: CurrentUser, id: number) {
      await inTransaction(db, async (trx) => {
        if (!(await repository.findAccount(trx, language, id))) throw new AppError('not_found');
        await auth.endAllSessions(trx, id);
      });
      return detail(language, user, id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
