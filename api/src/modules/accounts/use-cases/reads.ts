// The super_admin's accounts as the cabinet reads them: the paged list and one account with its
// sessions and invitations.
import {
  parseSort,
  type AccountDetail,
  type AccountItem,
  type AccountsQuery,
  type Language,
} from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { pageWindow } from '../../../lib/pagination';
import type { CurrentUser } from '../../auth/index';
import * as repository from '../accounts.repository';
import { scopeView } from '../scope';
import type { AccountsDeps } from './deps';

export function toAccountItem(row: repository.AccountRow): AccountItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    scope: scopeView(row),
    active: row.is_active,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    two_factor: row.totp_enabled_at !== null,
  };
}

export async function accountDetail(
  { db, auth, invitations }: AccountsDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<AccountDetail> {
  const row = await repository.findAccount(db, language, id);
  if (!row) throw new AppError('not_found');
  const [sessions, invited] = await Promise.all([
    auth.userSessions(id, id === user.id ? user.tokenId : null),
    invitations.ofEmail(language, row.email),
  ]);
  return { account: toAccountItem(row), language: row.language, sessions, invitations: invited };
}

export async function listAccounts({ db }: AccountsDeps, language: Language, query: AccountsQuery) {
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
}
