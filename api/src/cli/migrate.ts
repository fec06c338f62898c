// npm run migrate [-- down | down-all]
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateDown, migrateDownAll, migrateToLatest } from '../db/migrate';

async function main(): Promise<void> {
  const direction = process.argv[2] ?? 'latest';
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const run = direction === 'down' ? migrateDown : direction === 'down-all' ? migrateDownAll : migrateToLatest;
    const results = await run(database.db);
    for (const result of results)
      console.log(`${result.direction.toLowerCase()} ${result.migrationName}: ${result.status}`);
    if (results.length === 0) console.log('nothing to do');
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
