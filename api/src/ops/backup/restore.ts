// `npm run restore -- FILE` (ADR 0273): the archive's database and files into an empty database
// and file store — or, with `replace`, into the configured ones after setting the current ones
// aside (`<dir>.before-restore-<time>`; PostgreSQL's schema is dropped) — then checked: every
// table's row count against the manifest, and the number of files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir } from '../../db/data-dir';
import { extractEntry, extractUnder, readManifest, treeSize } from './archive';
import { stampOf } from './backup';
import { countDifferences, PG_DUMP_ENTRY, UPLOADS_ENTRY, type BackupManifest } from './manifest';
import { isOccupied, restorePglite, setAside } from './pglite';
import { NotEmptyError, restorePostgres } from './postgres';

export interface RestoreOptions {
  file: string;
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  /** Restore over a database and file store that hold something (set aside first). */
  replace?: boolean;
  now?: Date;
  pgBinDir?: string | null;
}

export interface RestoreResult {
  manifest: BackupManifest;
  counts: Record<string, number>;
  /** Tables whose restored row count differs from the manifest's (none after a good restore). */
  differences: Array<{ table: string; expected: number; found: number }>;
  files: { expected: number; found: number };
  /** Where the replaced directories went. */
  setAside: string[];
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'league-restore-'));
  const stamp = stampOf(options.now ?? new Date());
  const asides: string[] = [];
  try {
    const manifest = await readManifest(options.file, scratch);
    const target = options.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target)
      throw new Error(
        `${options.file} is a backup of ${manifest.database === 'postgres' ? 'a PostgreSQL database' : 'the embedded database'}; ` +
          `restore it with ${manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset (DATA_DIR)'}`,
      );
    // Everything refused is refused before anything moves.
    const replace = options.replace === true;
    if (target === 'pglite' && isOccupied(options.dataDir)) {
      if (!replace) throw new NotEmptyError(`DATA_DIR ${options.dataDir}`);
      lockDataDir(options.dataDir)();
    }
    const uploadsInDataDir = options.uploadDir.startsWith(`${options.dataDir}/`);
    const uploadsOccupied = isOccupied(options.uploadDir) && !(target === 'pglite' && uploadsInDataDir);
    if (uploadsOccupied && !replace) throw new NotEmptyError(`The upload folder ${options.uploadDir}`);

    let found: { counts: Record<string, number> };
    if (target === 'postgres') {
      const dump = await extractEntry(options.file, PG_DUMP_ENTRY, scratch);
      found = await restorePostgres(options.databaseUrl!, dump, replace, { binDir: options.pgBinDir });
    } else {
      if (isOccupied(options.dataDir)) asides.push(setAside(options.dataDir, stamp));
      found = await restorePglite(options.file, options.dataDir);
    }
    if (isOccupied(options.uploadDir)) asides.push(setAside(options.uploadDir, stamp));
    await extractUnder(options.file, UPLOADS_ENTRY, options.uploadDir);
    return {
      manifest,
      counts: found.counts,
      differences: countDifferences(manifest.counts, found.counts),
      files: { expected: manifest.uploads.files, found: treeSize(options.uploadDir).files },
      setAside: asides,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
