// Test harness: a fresh app on a fresh database per test file.
//   - 'pglite': in-memory PGlite (always available, no files);
//   - 'postgres': a new database `league_test_<random>` on 127.0.0.1:5432 (trust auth),
//     dropped afterwards; used only when that server answers (checked once, synchronously,
//     so `describe.each(dbTargets)` can be built at collection time).
// Set LEAGUE_TEST_POSTGRES=0 to skip PostgreSQL, or TEST_POSTGRES_ADMIN_URL to point elsewhere.

import './jest-esm';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/connection';
import type { DB } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';

export type DbTarget = 'pglite' | 'postgres';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function postgresReachable(): boolean {
  if (process.env.LEAGUE_TEST_POSTGRES === '0') return false;
  const script = `
    const { Client } = require('pg');
    const client = new Client({ connectionString: ${JSON.stringify(ADMIN_URL)}, connectionTimeoutMillis: 1500 });
    client.connect().then(() => client.query('select 1')).then(() => client.end()).then(() => process.exit(0), () => process.exit(1));
  `;
  const result = spawnSync(process.execPath, ['-e', script], { timeout: 5000, cwd: __dirname });
  return result.status === 0;
}

/** Where each API test file runs: always PGlite, plus PostgreSQL when reachable. */
export const dbTargets: DbTarget[] = postgresReachable() ? ['pglite', 'postgres'] : ['pglite'];

// PGlite's initdb is slow inside jest (seconds per database). A migrated (and a seeded) data
// directory is dumped once into the temp dir, keyed by the migration and seed sources, and
// later test files start from the dump.
const TEMPLATE_DIR = join(tmpdir(), 'league-api-test-pglite');
let templateKeyCache: string | null = null;
const TEMPLATE_UNUSED_MS = 24 * 60 * 60 * 1000;

function templateKey(): string {
  if (templateKeyCache) return templateKeyCache;
  const hash = createHash('sha256');
  const src = join(__dirname, '..', 'src');
  for (const dir of ['db/migrations', 'db/seed']) {
    for (const name of readdirSync(join(src, dir)).sort()) hash.update(name).update(readFileSync(join(src, dir, name)));
  }
  for (const file of ['db/connection.ts', 'modules/auth/password.ts']) hash.update(readFileSync(join(src, file)));
  templateKeyCache = hash.digest('hex').slice(0, 16);
  return templateKeyCache;
}

/** A migrated PGlite database, seeded with the demo league for 'demo'. */
async function pgliteFromTemplate(seed: false | 'demo'): Promise<DatabaseHandle> {
  const file = join(TEMPLATE_DIR, `${templateKey()}-${seed || 'empty'}.tar`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
    return openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  }
  const handle = await openPglite();
  await migrateToLatest(handle.db);
  if (seed === 'demo') await seedDemo(handle.db, { baseDate: DEMO_BASE_DATE });
  const dump = await handle.pglite!.dumpDataDir('none');
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Dumps of other sources go once nobody has used them for a day: several checkouts of the
  // project (each with its own migrations) may run their tests on one machine at once.
  for (const name of readdirSync(TEMPLATE_DIR)) {
    const other = join(TEMPLATE_DIR, name);
    if (!name.startsWith(templateKey()) && Date.now() - statSync(other).mtimeMs > TEMPLATE_UNUSED_MS)
      rmSync(other, { force: true });
  }
  return handle;
}

/** A test database: `url` (PostgreSQL only) lets another pool, as another process would, reach it. */
export type TestDatabase = DatabaseHandle & { drop(): Promise<void>; url?: string };

/** A fresh, empty database (not migrated). */
export async function openTestDatabase(target: DbTarget): Promise<TestDatabase> {
  if (target === 'pglite') {
    const handle = await openPglite();
    return { ...handle, drop: () => handle.destroy() };
  }
  const name = `league_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // The database is dropped WITH (FORCE) at the end: connections still open then are ended by
  // the server, which is expected here.
  const handle = openPostgres(url.toString(), { max: 4, onIdleError: () => undefined });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /**
   * `app` and its replicas: on PostgreSQL, further API instances with a pool of their own on the
   * same database, as several API processes behind a proxy are; on PGlite only `app`.
   */
  apps: FastifyInstance[];
  /** The database handle of each of `apps`, in the same order. */
  dbs: DB[];
  db: DB;
  target: DbTarget;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'database' | 'seed'> {
  target?: DbTarget;
  /** 'demo' seeds the demo league; false (default) leaves the migrated database empty. */
  seed?: false | 'demo';
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** How many more API instances share the PostgreSQL database (default 0; none on PGlite). */
  replicas?: number;
}

/** The fixed "today" of the test demo data (a new database otherwise takes the current day). */
export const DEMO_BASE_DATE = '2026-03-01';
/** "Now" of the demo data: the seed's base date, morning in Almaty. */
export const DEMO_NOW = new Date('2026-03-01T06:00:00Z');

/** A migrated database (seeded for 'demo') on the target, dropped by `drop()`. */
export async function openPreparedDatabase(target: DbTarget, seed: false | 'demo'): Promise<TestDatabase> {
  if (target === 'pglite') {
    const handle = await pgliteFromTemplate(seed);
    return { ...handle, drop: () => handle.destroy() };
  }
  const database = await openTestDatabase(target);
  try {
    await migrateToLatest(database.db);
    if (seed === 'demo') await seedDemo(database.db, { baseDate: DEMO_BASE_DATE });
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export async function createTestApp({
  target = 'pglite',
  seed = false,
  extend,
  replicas = 0,
  ...options
}: TestAppOptions = {}): Promise<TestApp> {
  const database = await openPreparedDatabase(target, seed);
  const apps: FastifyInstance[] = [];
  const dbs: DB[] = [];
  const pools: DatabaseHandle[] = [];
  const build = async (handle: DatabaseHandle) => {
    const app = await buildApp({
      logger: false,
      serveUploads: false,
      clock: () => DEMO_NOW,
      // The daily jobs run when a test calls them, with its clock (ADR 0167).
      jobs: false,
      ...options,
      // Tests change rows and read them back at once: no micro-cache unless a test asks for it.
      // …and never adopt the checkout's own upload folder (storage/adopt-uploads.ts).
      config: { publicCacheTtlMs: 0, legacyUploads: null, ...options.config },
      database: handle,
      seed: false,
      migrate: false,
    });
    apps.push(app);
    dbs.push(handle.db);
    extend?.(app);
    await app.ready();
    return app;
  };
  const close = async () => {
    for (const app of apps) await app.close();
    for (const pool of pools) await pool.destroy();
    await database.drop();
  };
  try {
    const app = await build(database);
    if (database.url) {
      for (let i = 0; i < replicas; i++) {
        const pool = openPostgres(database.url, { max: 4, onIdleError: () => undefined });
        pools.push(pool);
        await build(pool);
      }
    }
    return { app, apps, dbs, db: database.db, target, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export const DEMO_PASSWORD = 'league-demo-2026';

/** Logs in through the API and returns the bearer token. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/cabinet/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json().data.token as string;
}

/** A sign-in attempt from an address, in a language when given: the answer as it is. */
export function loginAttempt(
  app: FastifyInstance,
  email: string,
  password: string,
  from: { remoteAddress?: string; language?: 'kk' | 'ru' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  return request(app, { method: 'POST', url: '/api/v1/cabinet/login', payload: { email, password }, ...from });
}

export function request(
  app: FastifyInstance,
  options: InjectOptions & { language?: 'kk' | 'ru' | 'en'; token?: string },
): Promise<LightMyRequestResponse> {
  const { language, token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}
