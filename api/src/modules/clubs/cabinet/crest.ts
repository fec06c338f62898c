// A club's crest in the cabinet: replacing it and removing it (the club locked and writable
// first; the old file goes after commit).
import { inTransaction } from '../../../db/transaction';
import { fileUrl } from '../../../lib/file-url';
import { replaceStoredImage } from '../../../storage/replace-image';
import { removeStoredImage, type AcceptedFile } from '../../../storage/upload';
import * as repository from '../clubs.repository';
import type { ClubsCabinetDeps } from './deps';
import { writable } from './scope';

/**
 * Replaces the crest: the file is stored only once the club is known to be writable, once for
 * every attempt of the transaction, and removed when the write fails; the old one goes after commit.
 */
export async function uploadCrest(
  deps: ClubsCabinetDeps,
  id: number,
  file: AcceptedFile,
): Promise<{ id: number; logo: string | null }> {
  const stored = await replaceStoredImage(deps, file, {
    lock: async (trx) => {
      await writable(trx, id);
      return { old: (await repository.clubLogo(trx, id)) ?? null };
    },
    write: (trx, path) => repository.setClubLogo(trx, id, path, deps.clock()),
  });
  return { id, logo: fileUrl(stored) };
}

export async function deleteCrest(
  { db, clock, storage }: ClubsCabinetDeps,
  id: number,
): Promise<{ id: number; logo: null }> {
  await inTransaction(db, async (trx, tx) => {
    await writable(trx, id);
    const logo = await repository.clubLogo(trx, id);
    await repository.setClubLogo(trx, id, null, clock());
    tx.afterCommit(() => removeStoredImage(storage, logo));
  });
  return { id, logo: null };
}
