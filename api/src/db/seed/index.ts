// The seeds. The demo league (generate.ts, deterministic for a base date) is generated in memory
// and inserted in batches inside one transaction, identity sequences moved past the generated
// ids; "today" of the demo is the day it is seeded unless a base date is given (tests and
// benchmarks pass one). It carries accounts with a published password, so it runs only on the
// embedded database or when asked for (`--demo`, SEED_DEMO=1). A real database (DATABASE_URL)
// gets the reference data only; its first administrator comes from `npm run create-admin`.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { inTransaction } from '../transaction';
import { hashPassword } from '../../modules/auth/password';
import { at, localDate } from './calendar';
import { writeSeedFiles } from './files';
import {
  DEMO_PASSWORD,
  generateDemo,
  generateReference,
  TABLE_ORDER,
  type GeneratedSeed,
  type SeedSize,
} from './generate';

export { DEMO_PASSWORD, DEMO_USERS, BASE_DATE } from './generate';
export type { SeedSize };

export interface SeedOptions {
  size?: SeedSize;
  /** Where placeholder images and PDFs are written; omitted = no files (tests). */
  uploadDir?: string | null;
  /**
   * "Today" of the demo (YYYY-MM-DD): matches before it are played, after it scheduled.
   * Default: the Almaty date of `now`, so a new database looks alive on any day.
   */
  baseDate?: string;
  /** The instant the demo is seeded at. Default: 11:00 Almaty on an explicit base date, else the clock. */
  now?: Date;
}

export interface SeedSummary {
  counts: Record<string, number>;
  ms: number;
  files: number;
}

/** Rows per INSERT: stays well under PostgreSQL's 65535 bind parameters. */
const MAX_PARAMETERS = 30_000;

async function insertBatches(db: Kysely<any>, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** True when neither a user nor a cabinet role exists: the first start of a new database. */
export async function databaseIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const users = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('roles').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return users.count === 0 && roles.count === 0;
}

export type SeedKind = 'demo' | 'reference';

/**
 * What an empty database is seeded with: the demo league on the embedded database or when
 * asked for (SEED_DEMO=1); reference data only on a PostgreSQL server (DATABASE_URL).
 */
export function defaultSeedKind(config: { databaseUrl: string | null; seedDemo?: boolean }): SeedKind {
  return config.databaseUrl && !config.seedDemo ? 'reference' : 'demo';
}

/** Empties every application table (not the migration bookkeeping). */
export async function truncateAll(db: Kysely<any>): Promise<void> {
  const tables = TABLE_ORDER.map((table) => `"${table}"`).join(', ');
  // The history of changes goes too: it speaks of rows that are gone.
  await sql.raw(`truncate table ${tables}, change_history restart identity cascade`).execute(db);
}

async function resetSequences(db: Kysely<any>): Promise<void> {
  for (const table of TABLE_ORDER) {
    await sql
      .raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      )
      .execute(db);
  }
}

/** The base date and "now" of a seed run; an explicit base date without "now" is fully deterministic. */
export function demoCalendar(options: Pick<SeedOptions, 'baseDate' | 'now'>): { baseDate: string; now: Date } {
  if (options.baseDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.baseDate))
    throw new Error('the base date must be YYYY-MM-DD');
  const baseDate = options.baseDate ?? localDate(options.now ?? new Date());
  const now = options.now ?? (options.baseDate ? new Date(at(baseDate, 11)) : new Date());
  return { baseDate, now };
}

async function insertSeed(
  db: Kysely<Database>,
  { rows, files }: GeneratedSeed,
  uploadDir: string | null | undefined,
  started: number,
): Promise<SeedSummary> {
  await inTransaction(db, async (trx) => {
    for (const table of TABLE_ORDER) {
      await insertBatches(trx, table, rows[table] as Array<Record<string, unknown>>);
    }
    await resetSequences(trx);
  });

  const written = uploadDir ? writeSeedFiles(uploadDir, files) : 0;
  const counts = Object.fromEntries(TABLE_ORDER.map((table) => [table, rows[table].length]));
  return { counts, ms: Math.round(performance.now() - started), files: written };
}

export async function seedDemo(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { baseDate, now } = demoCalendar(options);
  const seed = generateDemo({ size: options.size ?? 'normal', baseDate, now: now.toISOString() });
  const users = seed.rows.users as Array<{ password_hash: string }>;
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  users.forEach((user, i) => {
    user.password_hash = hashes[i];
  });
  const summary = await insertSeed(db, seed, options.uploadDir, started);
  // The demo league has said who it is (its names are the defaults): its first start is done.
  await db
    .insertInto('league_settings')
    .values({ id: 1, contact_email: 'info@league.test', version: 1 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ contact_email: 'info@league.test', version: 1 }))
    .execute();
  return summary;
}

/**
 * Reference data only (countries, cities, seasons, cabinet roles, interface translations): no
 * account, club or person. Player positions, kit colours and removal causes are fixed lists in
 * the code (the shared contracts), not rows.
 */
export async function seedReference(
  db: Kysely<Database>,
  options: Pick<SeedOptions, 'baseDate' | 'now'> = {},
): Promise<SeedSummary> {
  const started = performance.now();
  return insertSeed(db, generateReference({ baseDate: demoCalendar(options).baseDate }), null, started);
}

/** `npm run seed`: empties the database, then seeds it again. */
export async function reseed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  await truncateAll(db);
  return seedDemo(db, options);
}
