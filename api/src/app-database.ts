// The API's database at start: the handle (given by the caller, or opened from the
// configuration), its migrations, uploads adopted from an older layout and the seed of an empty
// database. Processes started together on one new PostgreSQL database do this one at a time.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { databaseIsEmpty, defaultSeedKind, seedDemo, seedReference } from './db/seed';
import { oneProcessAtATime } from './db/start-up-lock';
import type { DB } from './db/database';
import type { Clock } from './lib/clock';
import { adoptLegacyUploads } from './storage/adopt-uploads';

export interface StartUpOptions {
  database?: DatabaseHandle;
  migrate?: boolean;
  seed?: false | 'demo' | 'reference';
}

/** Seeds an empty database with the demo league or the reference data only. */
async function seedIfEmpty(
  app: FastifyInstance,
  db: DB,
  config: Config,
  seed: 'demo' | 'reference',
  clock: Clock,
): Promise<void> {
  if (!(await databaseIsEmpty(db))) return;
  if (seed === 'demo') {
    // Dated from today (the clock), or from SEED_BASE_DATE as of 11:00 that day (reproducible).
    const calendar = config.seedBaseDate ? { baseDate: config.seedBaseDate } : { now: clock() };
    const summary = await seedDemo(db, { size: 'normal', uploadDir: config.uploadDir, ...calendar });
    app.log.info(
      { ms: summary.ms, players: summary.counts.players, matches: summary.counts.matches },
      'empty database: demo data seeded',
    );
  } else {
    const summary = await seedReference(db, { now: clock() });
    app.log.warn(
      { ms: summary.ms },
      'empty database: reference data seeded; create the first administrator with `npm run create-admin -- --email …`',
    );
  }
}

/** Migrations, then uploads adopted, then the seed; answers when the migrations were done. */
async function migrateAndSeed(
  app: FastifyInstance,
  db: DB,
  config: Config,
  options: StartUpOptions,
  clock: Clock,
): Promise<number> {
  if (options.migrate !== false) {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied.map((m) => m.migrationName) }, 'migrations applied');
  }
  const migrated = performance.now();
  // Before the seed writes its files: an install from before uploads followed DATA_DIR keeps its own.
  const adopted = adoptLegacyUploads(config);
  if (adopted)
    app.log.warn(
      adopted,
      `uploads ${adopted.how} from ${adopted.from} to ${adopted.to} (they now follow DATA_DIR; UPLOAD_DIR sets another place)`,
    );
  const seed = options.seed ?? defaultSeedKind(config);
  if (seed) await seedIfEmpty(app, db, config, seed, clock);
  return migrated;
}

/**
 * The database the app runs on, migrated and seeded. A database it opened itself is closed again
 * (and the app with it) when starting fails.
 */
export async function startDatabase(
  app: FastifyInstance,
  config: Config,
  options: StartUpOptions,
  clock: Clock,
): Promise<DatabaseHandle> {
  const ownsDatabase = !options.database;
  let database: DatabaseHandle | undefined = options.database;
  try {
    const started = performance.now();
    database ??= await openDatabase(config);
    const opened = performance.now();
    let migrated = opened;
    const handle = database;
    const startUp = async () => {
      migrated = await migrateAndSeed(app, handle.db, config, options, clock);
    };
    // Processes started together on one new PostgreSQL database migrate and seed it one at a time;
    // an app told to do neither does not touch the database before its first request.
    const seed = options.seed ?? defaultSeedKind(config);
    await (options.migrate !== false || seed ? oneProcessAtATime(database, startUp) : startUp());
    app.log.info(
      {
        open: Math.round(opened - started),
        migrate: Math.round(migrated - opened),
        seed: Math.round(performance.now() - migrated),
      },
      'database ready',
    );
    return database;
  } catch (error) {
    if (ownsDatabase && database) await database.destroy();
    await app.close();
    throw error;
  }
}
