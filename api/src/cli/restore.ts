// npm run restore -- FILE [--replace]
// Restores a backup of `npm run backup` into the configured database (DATABASE_URL — created if
// missing —, or the embedded one in DATA_DIR) and file store (UPLOAD_DIR), ADR 0273. Both must
// be empty, unless --replace: then the current ones are set aside (directories renamed
// `<dir>.before-restore-<time>`, PostgreSQL's schema dropped). Stop the API first. Compares every
// table's row count and the number of files with the backup's; exit code 1 on any difference.
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { restore } from '../ops/backup/restore';
import { flag } from './args';

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npm run restore -- FILE [--replace]');
    process.exit(2);
  }
  const config = loadConfig();
  const result = await restore({
    file: resolve(process.env.INIT_CWD ?? process.cwd(), file),
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    uploadDir: config.uploadDir,
    replace: flag('replace'),
    pgBinDir: config.pgBinDir,
  });
  for (const aside of result.setAside) console.log(`set aside: ${aside}`);
  const { manifest, counts, differences, files } = result;
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `restored the ${manifest.database} backup of ${manifest.createdAt}: ${Object.keys(counts).length} tables, ${rows} rows, ` +
      `${files.found} of ${files.expected} files`,
  );
  for (const row of differences) console.log(`  ${row.table}: ${row.found} rows, the backup had ${row.expected}`);
  if (differences.length > 0 || files.found !== files.expected) {
    console.error('the restored data differs from the backup');
    process.exit(1);
  }
  console.log('every table has the row count of the backup');
}

main().catch((error: unknown) => {
  const name = (error as Error | undefined)?.name;
  const explained = ['DataDirLockedError', 'ConfigError', 'NotEmptyError'].includes(name ?? '');
  console.error(explained ? (error as Error).message : error);
  process.exit(1);
});
