// npm run seed [-- --size large] [-- --base-date 2026-03-01] [-- --demo]
// On the embedded database: rebuilds the demo league (migrates, truncates every table, seeds
// again), dated from today unless --base-date is given. With DATABASE_URL the demo (accounts with
// a published password) needs --demo (or SEED_DEMO=1); without it an empty database gets the
// reference data only and a database with data is left alone.
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { databaseIsEmpty, defaultSeedKind, reseed, seedReference, type SeedSize } from '../db/seed';
import { adoptLegacyUploads } from '../storage/adopt-uploads';
import { argument, flag } from './args';

async function main(): Promise<void> {
  const size = (argument('size') ?? 'normal') as SeedSize;
  if (size !== 'normal' && size !== 'large') throw new Error('--size must be "normal" or "large"');
  const config = loadConfig();
  const baseDate = argument('base-date') ?? config.seedBaseDate ?? undefined;
  if (baseDate && !/^\d{4}-\d{2}-\d{2}$/.test(baseDate)) throw new Error('--base-date must be YYYY-MM-DD');

  const kind = defaultSeedKind({ databaseUrl: config.databaseUrl, seedDemo: config.seedDemo || flag('demo') });
  const started = Date.now();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (kind === 'reference') {
      if (!(await databaseIsEmpty(database.db))) {
        console.error(
          'DATABASE_URL points at a database with data: nothing changed. `npm run seed -- --demo` would replace ' +
            'everything with the demo league, whose accounts share a published password.',
        );
        process.exitCode = 1;
        return;
      }
      const summary = await seedReference(database.db, { baseDate });
      console.log(
        `seeded the reference data into PostgreSQL (${summary.counts.countries} countries, ${summary.counts.cities} cities, ` +
          `${summary.counts.seasons} seasons, ${summary.counts.roles} roles, ${summary.counts.translations} translations); ` +
          'no demo accounts. Create the first administrator: npm run create-admin -- --email you@example.org',
      );
      return;
    }
    const adopted = adoptLegacyUploads(config);
    if (adopted)
      console.warn(`uploads ${adopted.how} from ${adopted.from} to ${adopted.to} (they now follow DATA_DIR)`);
    const summary = await reseed(database.db, { size, uploadDir: config.uploadDir, baseDate });
    const total = Object.values(summary.counts).reduce((sum, count) => sum + count, 0);
    const { players, teams, clubs, matches, goals, news } = summary.counts;
    console.log(
      `seeded ${size} demo data into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}: ${total} rows ` +
        `(clubs ${clubs}, teams ${teams}, players ${players}, matches ${matches}, goals ${goals}, news ${news}); ` +
        `${summary.files} placeholder files; seed ${summary.ms} ms, total ${Date.now() - started} ms`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
