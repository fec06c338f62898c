// Who reaches which match (the access table's scopes, ADR 0212 took it out of the protocol service
// so the sheet's use-cases check it the same way): a referee the matches of their crew
// (own_matches), a club's administrator its teams' matches (own_club); anyone else every match.
// Out of scope is a 404, as for a match that does not exist.
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { type CurrentUser, inClubScope } from '../auth/index';
import * as repo from './matches.protocol.repository';

export async function reachMatch(
  executor: Executor,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<repo.ProtocolMatchRow> {
  const row = await repo.findProtocolMatch(executor, language, id);
  if (!row) throw new AppError('not_found');
  if (user.role === 'referee' && (user.refereeId === null || !(await repo.isOnCrew(executor, id, user.refereeId))))
    throw new AppError('not_found');
  if (!inClubScope(user, row.host_club_id, row.guest_club_id)) throw new AppError('not_found');
  return row;
}
