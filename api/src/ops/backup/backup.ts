// `npm run backup` (ADR 0273): the configured database and the file store into one archive,
// named by the database and the time, readable by its owner only (it holds personal data).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entriesOf, treeSize, writeArchive } from './archive';
import { ARCHIVE_FORMAT, MANIFEST, PG_DUMP_ENTRY, PGLITE_ENTRY, UPLOADS_ENTRY, type BackupManifest } from './manifest';
import { withClosedPglite } from './pglite';
import { dumpPostgres } from './postgres';

export interface BackupOptions {
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  /** The folder the archive is written to (created 0700). */
  outDir: string;
  now?: Date;
  /** The folder of PostgreSQL's client tools (PG_BIN). */
  pgBinDir?: string | null;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

export const stampOf = (now: Date) => now.toISOString().slice(0, 19).replace(/:/g, '-');

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const kind = options.databaseUrl ? 'postgres' : 'pglite';
  mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
  const file = join(options.outDir, `league-${kind}-${stampOf(now)}.tar`);
  const staging = mkdtempSync(join(options.outDir, '.staging-'));
  const uploads = { cwd: options.uploadDir, prefix: UPLOADS_ENTRY, entries: entriesOf(options.uploadDir) };
  const manifestOf = (found: { counts: Record<string, number>; migration: string | null }): BackupManifest => {
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      product: 'league',
      database: kind,
      createdAt: now.toISOString(),
      migration: found.migration,
      counts: found.counts,
      uploads: treeSize(options.uploadDir),
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  };
  try {
    let manifest: BackupManifest;
    if (options.databaseUrl) {
      const found = await dumpPostgres(options.databaseUrl, join(staging, PG_DUMP_ENTRY), { binDir: options.pgBinDir });
      manifest = manifestOf(found);
      await writeArchive(file, [{ cwd: staging, entries: [MANIFEST, PG_DUMP_ENTRY] }, uploads]);
    } else {
      manifest = await withClosedPglite(options.dataDir, async (entries, found) => {
        const written = manifestOf(found);
        await writeArchive(file, [
          { cwd: staging, entries: [MANIFEST] },
          { cwd: options.dataDir, prefix: PGLITE_ENTRY, entries },
          uploads,
        ]);
        return written;
      });
    }
    chmodSync(file, 0o600);
    return { file, bytes: statSync(file).size, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
