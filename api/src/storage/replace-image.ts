// Replacing a stored image a row names (a club's crest, a team's logo, the league's logo, a
// match photo), the same way everywhere: the row is locked and read first, the new file is stored
// once whichever attempt of the transaction gets there (db/transaction.ts may run it again), the
// row is written with the new path, the old file is removed after commit and the new one when the
// transaction fails.
import type { DB } from '../db/database';
import { inTransaction, type TransactionOptions, type Trx } from '../db/transaction';
import type { Clock } from '../lib/clock';
import type { FileStorage } from './storage';
import { removeStoredImage, storedPath, storeFile, type AcceptedFile } from './upload';

export interface ImageReplacement<Locked extends { old: string | null | undefined }> {
  /** Locks the row the image belongs to and reads it; `old` is the path it names now (none: null). */
  lock: (trx: Trx) => Promise<Locked>;
  /** Writes the stored file's path into the row. */
  write: (trx: Trx, path: string, locked: Locked) => Promise<void>;
}

/** Stores `file` as a public image and writes its path through `steps`; returns the stored path. */
export async function replaceStoredImage<Locked extends { old: string | null | undefined }>(
  { db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage },
  file: AcceptedFile,
  { lock, write }: ImageReplacement<Locked>,
  options?: TransactionOptions,
): Promise<string> {
  let stored: string | null = null;
  try {
    return await inTransaction(
      db,
      async (trx, tx) => {
        const locked = await lock(trx);
        stored ??= storedPath(await storeFile(storage, 'image', file, clock()));
        await write(trx, stored, locked);
        tx.afterCommit(() => removeStoredImage(storage, locked.old));
        return stored;
      },
      options,
    );
  } catch (error) {
    await removeStoredImage(storage, stored);
    throw error;
  }
}
