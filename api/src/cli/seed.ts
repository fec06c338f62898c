// npm run seed [-- --size large] [-- --base-date 2026-03-01]  (default base date: today in Almaty)
// Rebuilds the demo data: migrates, truncates every table and seeds again.
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { reseed, type SeedSize } from '../db/seed';

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const size = (argument('size') ?? 'normal') as SeedSize;
  if (size !== 'normal' && size !== 'large') throw new Error('--size must be "normal" or "large"');
  const baseDate = argument('base-date');
  if (baseDate && !/^\d{4}-\d{2}-\d{2}$/.test(baseDate)) throw new Error('--base-date must be YYYY-MM-DD');

  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
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
