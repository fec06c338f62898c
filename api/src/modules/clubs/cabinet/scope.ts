// Which clubs a cabinet user may read (a command_admin only its own, any other is 404) and the
// lock every write of a club takes first (an archived club refuses every change).
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { type CurrentUser, inClubScope } from '../../auth/index';
import * as repository from '../clubs.repository';
import type { ClubsCabinetDeps } from './deps';

export async function readable(
  { db }: ClubsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<repository.CabinetClubRow> {
  const row = inClubScope(user, id) ? await repository.findCabinetClub(db, language, id) : undefined;
  if (!row) throw new AppError('not_found');
  return row;
}

/** Locks a club for a write; an archived one refuses every change. */
export async function writable(trx: Executor, id: number) {
  const club = await repository.lockClub(trx, id);
  if (!club) throw new AppError('not_found');
  if (club.archived_at !== null)
    throw new AppError('club_archived', { data: { current: { id: club.id, slug: club.slug, archived: true } } });
  return club;
}
