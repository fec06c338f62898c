// npm run backup [-- --out DIR]
// The configured database (DATABASE_URL, or the embedded one in DATA_DIR — stop the API first:
// its directory belongs to one process) and the file store (UPLOAD_DIR) into one archive in DIR
// (default: backups/ in the checkout), ADR 0273. Prints the archive's name, size and contents.
import { join } from 'node:path';
import { findRepoRoot, loadConfig } from '../config';
import { backup } from '../ops/backup/backup';
import { argument } from './args';

async function main(): Promise<void> {
  const config = loadConfig();
  const outDir = argument('out') ?? join(findRepoRoot(), 'backups');
  const result = await backup({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    uploadDir: config.uploadDir,
    outDir,
    pgBinDir: config.pgBinDir,
  });
  const { counts, uploads, database, migration } = result.manifest;
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(result.file);
  console.log(
    `${database} database at migration ${migration ?? '(none)'}: ${Object.keys(counts).length} tables, ${rows} rows` +
      ` (players ${counts.players ?? 0}, matches ${counts.matches ?? 0}, users ${counts.users ?? 0}); ` +
      `${uploads.files} files (${(uploads.bytes / 1048576).toFixed(1)} MB); archive ${(result.bytes / 1048576).toFixed(1)} MB`,
  );
}

main().catch((error: unknown) => {
  const name = (error as Error | undefined)?.name;
  console.error(name === 'DataDirLockedError' || name === 'ConfigError' ? (error as Error).message : error);
  process.exit(1);
});
