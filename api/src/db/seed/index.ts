// The deterministic demo seed: generated in memory (generate.ts), inserted in batches inside
// one transaction, identity sequences moved past the generated ids. Runs on the first start of
// an empty database and from `npm run seed` (which truncates first). "Today" of the demo is the
// day it is seeded unless a base date is given (tests and benchmarks pass one).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { hashPassword } from '../../modules/auth/password';
import { at, localDate } from './calendar';
import { writeSeedFiles } from './files';
import { DEMO_PASSWORD, generateDemo, TABLE_ORDER, type SeedSize } from './generate';

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
    await db.insertInto(table).values(rows.slice(i, i + size)).execute();
  }
}

/** True when no user exists yet: the first start of a new database. */
export async function databaseIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count === 0;
}

/** Empties every application table (not the migration bookkeeping). */
export async function truncateAll(db: Kysely<any>): Promise<void> {
  const tables = TABLE_ORDER.map((table) => `"${table}"`).join(', ');
  await sql.raw(`truncate table ${tables} restart identity cascade`).execute(db);
}

async function resetSequences(db: Kysely<any>): Promise<void> {
  for (const table of TABLE_ORDER) {
    await sql
      .raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`)
      .execute(db);
  }
}

/** The base date and "now" of a seed run; an explicit base date without "now" is fully deterministic. */
export function demoCalendar(options: Pick<SeedOptions, 'baseDate' | 'now'>): { baseDate: string; now: Date } {
  if (options.baseDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.baseDate)) throw new Error('the base date must be YYYY-MM-DD');
  const baseDate = options.baseDate ?? localDate(options.now ?? new Date());
  const now = options.now ?? (options.baseDate ? new Date(at(baseDate, 11)) : new Date());
  return { baseDate, now };
}

export async function seedDemo(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { baseDate, now } = demoCalendar(options);
  const { rows, files } = generateDemo({ size: options.size ?? 'normal', baseDate, now: now.toISOString() });
  const users = rows.users as Array<{ password_hash: string }>;
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  users.forEach((user, i) => {
    user.password_hash = hashes[i];
  });

  await db.transaction().execute(async (trx) => {
    for (const table of TABLE_ORDER) {
      await insertBatches(trx, table, rows[table] as Array<Record<string, unknown>>);
    }
    await resetSequences(trx);
  });

  const written = options.uploadDir ? writeSeedFiles(options.uploadDir, files) : 0;
  const counts = Object.fromEntries(TABLE_ORDER.map((table) => [table, rows[table].length]));
  return { counts, ms: Math.round(performance.now() - started), files: written };
}

/** `npm run seed`: empties the database, then seeds it again. */
export async function reseed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  await truncateAll(db);
  return seedDemo(db, options);
}
