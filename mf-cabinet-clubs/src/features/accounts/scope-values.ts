// A role and its scope as a form edits them, and as the API's body: a command_admin's club, a
// referee's record; the other roles have none (the fields are dropped).
import type { RoleSlug } from '@league/shared';
import type { AccountItem } from '@league/shared/cabinet';

export interface RoleScopeValues {
  role?: RoleSlug;
  club_id?: number;
  referee_id?: number;
}

export function roleScopeOf(account: Pick<AccountItem, 'role' | 'scope'>): RoleScopeValues {
  return { role: account.role, club_id: account.scope.club?.id, referee_id: account.scope.referee?.id };
}

export function roleScopeBody(values: RoleScopeValues) {
  const role = values.role ?? 'media_manager';
  return {
    role,
    club_id: role === 'command_admin' ? (values.club_id ?? null) : null,
    referee_id: role === 'referee' ? (values.referee_id ?? null) : null,
  };
}

/** The scope's words in a list: the club, the referee, or the whole league. */
export function scopeText(account: Pick<AccountItem, 'scope'>, wholeLeague: string): string {
  return account.scope.club?.title ?? account.scope.referee?.name ?? wholeLeague;
}
