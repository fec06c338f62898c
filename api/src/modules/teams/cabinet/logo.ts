// A team's logo in the cabinet: replacing it and removing it (the team locked and writable
// first; the old file goes after commit).
import { inTransaction } from '../../../db/transaction';
import { fileUrl } from '../../../lib/file-url';
import { replaceStoredImage } from '../../../storage/replace-image';
import { removeStoredImage, type AcceptedFile } from '../../../storage/upload';
import type { CurrentUser } from '../../auth/index';
import * as repository from '../teams.repository';
import type { TeamsCabinetDeps } from './deps';
import { writable } from './scope';

/**
 * Replaces the logo: the file is stored only once the team is known to be writable, once for
 * every attempt of the transaction, and removed when the write fails; the old one goes after commit.
 */
export async function uploadLogo(
  deps: TeamsCabinetDeps,
  user: CurrentUser,
  id: number,
  file: AcceptedFile,
): Promise<{ id: number; logo: string | null }> {
  const stored = await replaceStoredImage(deps, file, {
    lock: async (trx) => ({ old: (await writable(trx, user, id)).logo }),
    write: (trx, path) => repository.setTeamLogo(trx, id, path, deps.clock()),
  });
  return { id, logo: fileUrl(stored) };
}

export async function deleteLogo(
  { db, clock, storage }: TeamsCabinetDeps,
  user: CurrentUser,
  id: number,
): Promise<{ id: number; logo: null }> {
  await inTransaction(db, async (trx, tx) => {
    const team = await writable(trx, user, id);
    await repository.setTeamLogo(trx, id, null, clock());
    tx.afterCommit(() => removeStoredImage(storage, team.logo));
  });
  return { id, logo: null };
}
