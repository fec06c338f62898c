// The embedded database's part of a backup (ADR 0273). PGlite has no online backup, and its
// directory belongs to one process (the lock of db/data-dir.ts): the backup opens it — refused,
// naming the API's pid, while the API runs —, which also recovers a directory a killed process
// left, reads the counts, closes it cleanly (a checkpoint: the files on disk are the whole
// database) and copies the directory while holding its lock, so no writer starts meanwhile. A
// restore unpacks such a copy into an empty DATA_DIR and opens it once to check it.
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { openPglite } from '../../db/connection';
import { DATA_DIR_UPLOADS, lockDataDir, restrictPermissions } from '../../db/data-dir';
import { isNewDataDir, syncTree } from '../../db/durable-fs';
import { extractUnder } from './archive';
import { newestMigration, PGLITE_ENTRY, rowCounts, type Query } from './manifest';

/** Counts and newest migration of the embedded database in `dataDir` (opened and closed cleanly). */
async function inspect(dataDir: string): Promise<{ counts: Record<string, number>; migration: string | null }> {
  const handle = await openPglite(dataDir);
  try {
    const query: Query = async (text) => (await handle.pglite!.query<Record<string, unknown>>(text)).rows;
    return { counts: await rowCounts(query), migration: await newestMigration(query) };
  } finally {
    await handle.destroy();
  }
}

/**
 * Runs `copy` on the closed database of `dataDir` while holding its lock; answers its counts.
 * `copy` gets the directory's entries to archive (the upload folder is archived on its own).
 */
export async function withClosedPglite<T>(
  dataDir: string,
  copy: (entries: string[], found: { counts: Record<string, number>; migration: string | null }) => Promise<T>,
): Promise<T> {
  if (isNewDataDir(dataDir)) throw new Error(`There is no embedded database at ${dataDir} (DATA_DIR) to back up`);
  const { counts, migration } = await inspect(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const entries = readdirSync(dataDir).filter((name) => name !== DATA_DIR_UPLOADS);
    return await copy(entries, { counts, migration });
  } finally {
    release();
  }
}

/** A directory holding anything (a file store or a database) is not a place to restore into. */
export const isOccupied = (dir: string): boolean => existsSync(dir) && readdirSync(dir).length > 0;

/** Moves `dir` aside as `<dir>.before-restore-<time>`; answers where it went. */
export function setAside(dir: string, stamp: string): string {
  const aside = `${dir}.before-restore-${stamp}`;
  renameSync(dir, aside);
  return aside;
}

/** Unpacks the archive's database into `dataDir` (absent or empty) and answers what it holds. */
export async function restorePglite(file: string, dataDir: string) {
  // Refused while an API process holds the directory; the restore's own open takes it after.
  lockDataDir(dataDir)();
  await extractUnder(file, PGLITE_ENTRY, dataDir);
  restrictPermissions(dataDir);
  syncTree(dataDir, [DATA_DIR_UPLOADS]);
  return inspect(dataDir);
}
