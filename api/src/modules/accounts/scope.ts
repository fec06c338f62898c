// A role's scope (ADR 0220): a command_admin manages one club, a referee is one referee record
// (their crews decide which matches they see); the other roles see the whole league. The scope a
// role does not have is dropped; the one it has is required and must exist.
import type { AccountItem, RoleSlugValue } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { AppError, type FieldErrors } from '../../lib/errors';
import * as repository from './accounts.repository';

export interface Scope {
  club_id: number | null;
  referee_id: number | null;
}

/** A scope as the cabinet shows it: the club with its title, the referee with their name. */
export function scopeView(row: repository.RoleScopeRow): AccountItem['scope'] {
  return {
    club: row.club_id !== null && row.club_title !== null ? { id: row.club_id, title: row.club_title } : null,
    referee:
      row.referee_id !== null && row.referee_name !== null ? { id: row.referee_id, name: row.referee_name } : null,
  };
}

export async function checkedScope(
  trx: Executor,
  body: { role: RoleSlugValue; club_id?: number | null; referee_id?: number | null },
  ownUserId: number | null = null,
): Promise<Scope> {
  const fields: FieldErrors = {};
  let scope: Scope = { club_id: null, referee_id: null };
  if (body.role === 'command_admin') {
    if (!body.club_id) fields.club_id = [{ rule: 'required' }];
    else if (!(await repository.clubExists(trx, body.club_id))) fields.club_id = [{ rule: 'one_of' }];
    else scope = { club_id: body.club_id, referee_id: null };
  } else if (body.role === 'referee') {
    const link = body.referee_id ? await repository.refereeLink(trx, body.referee_id) : undefined;
    if (!body.referee_id) fields.referee_id = [{ rule: 'required' }];
    else if (!link || !link.is_active) fields.referee_id = [{ rule: 'one_of' }];
    else if (link.user_id !== null && link.user_id !== ownUserId) fields.referee_id = [{ rule: 'referee_linked' }];
    else scope = { club_id: null, referee_id: body.referee_id };
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return scope;
}
