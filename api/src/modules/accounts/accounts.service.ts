// The super_admin's accounts (ADR 0220): the list, one account with its sessions and invitations,
// a change of name, role or scope, deactivation (every session ends at once: each request checks
// its token and account in the database, on every process) and reactivation. The league's last
// active super_admin is never deactivated or demoted: those writes lock the active super_admins'
// rows first, so two at once cannot each leave the other as the last. The use cases are in
// use-cases/; this is the service the routes call.
import { bindDeps } from '../../lib/bind-deps';
import type { AccountsDeps } from './use-cases/deps';
import { accountDetail, listAccounts } from './use-cases/reads';
import * as writes from './use-cases/writes';

export function createAccountsService(deps: AccountsDeps) {
  return bindDeps(deps, {
    detail: accountDetail,
    list: listAccounts,
    change: writes.changeAccount,
    setActive: writes.setActive,
    /** Ends every session of the account (the caller's own one too, if it is theirs). */
    endSessions: writes.endSessions,
  });
}

export type AccountsService = ReturnType<typeof createAccountsService>;
