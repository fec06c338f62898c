// Demo accounts with a published password never reach a real database: a start on DATABASE_URL
// seeds the reference data only, the demo league needs SEED_DEMO=1 (or the embedded database).
import '../jest-esm';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { DEMO_PASSWORD, DEMO_USERS, defaultSeedKind } from '../../src/db/seed';
import { dbTargets, openPreparedDatabase } from '../helpers';

const count = async (db: Kysely<Database>, table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0].n;

describe('what an empty database is seeded with', () => {
  it('is the demo on the embedded database or with SEED_DEMO=1, the reference data with DATABASE_URL', () => {
    expect(defaultSeedKind(loadConfig({}))).toBe('demo');
    expect(defaultSeedKind(loadConfig({ DATABASE_URL: 'postgres://league@db/league' }))).toBe('reference');
    expect(defaultSeedKind(loadConfig({ DATABASE_URL: 'postgres://league@db/league', SEED_DEMO: '1' }))).toBe('demo');
    expect(defaultSeedKind(loadConfig({ DATABASE_URL: 'postgres://league@db/league', SEED_DEMO: '0' }))).toBe(
      'reference',
    );
  });
});

describe.each(dbTargets)('a DATABASE_URL start on %s', (target) => {
  it('seeds the reference data and no demo account, once', async () => {
    const database = await openPreparedDatabase(target, false);
    const start = () =>
      buildApp({
        database,
        migrate: false,
        logger: false,
        serveUploads: false,
        config: { databaseUrl: 'postgres://league@db/league', seedDemo: false, legacyUploads: null },
      });
    try {
      const app = await start();
      try {
        const db = database.db;
        expect(await count(db, 'users')).toBe(0);
        for (const table of [
          'clubs',
          'teams',
          'players',
          'staff',
          'referees',
          'tournaments',
          'matches',
          'news',
          'stadiums',
        ]) {
          expect({ table, rows: await count(db, table) }).toEqual({ table, rows: 0 });
        }
        for (const table of ['countries', 'cities', 'seasons', 'translations'])
          expect(await count(db, table)).toBeGreaterThan(0);
        const roles = await db.selectFrom('roles').select('slug').orderBy('slug').execute();
        expect(roles.map((r) => r.slug)).toEqual([
          'command_admin',
          'media_manager',
          'provider',
          'referee',
          'super_admin',
        ]);
        const seasons = await db.selectFrom('seasons').select('year').execute();
        expect(seasons.map((s) => s.year)).toContain(new Date().getUTCFullYear());
        for (const user of DEMO_USERS) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/v1/cabinet/login',
            payload: { email: user.email, password: DEMO_PASSWORD },
          });
          expect(response.statusCode).toBe(401);
        }
        // The public site answers on the empty league.
        expect((await app.inject({ method: 'GET', url: '/api/v1/nearest-matches' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
      // A second start finds the reference data and adds nothing.
      const before = await count(database.db, 'translations');
      const again = await start();
      await again.close();
      expect(await count(database.db, 'translations')).toBe(before);
      expect(await count(database.db, 'countries')).toBe(
        (await database.db.selectFrom('countries').select('id').execute()).length,
      );
    } finally {
      await database.drop();
    }
  });
});

describe('SEED_BASE_DATE', () => {
  it('is read as a date and rejected otherwise', () => {
    expect(loadConfig({ SEED_BASE_DATE: '2026-03-01' }).seedBaseDate).toBe('2026-03-01');
    expect(loadConfig({}).seedBaseDate).toBeNull();
    expect(() => loadConfig({ SEED_BASE_DATE: '1 March' })).toThrow(/SEED_BASE_DATE/);
  });
});

describe('an embedded-database start', () => {
  it('seeds the demo league, dated from SEED_BASE_DATE when given', async () => {
    const database = await openPreparedDatabase('pglite', false);
    try {
      const app = await buildApp({
        database,
        migrate: false,
        logger: false,
        serveUploads: false,
        config: { databaseUrl: null, seedDemo: false, seedBaseDate: '2026-03-01', uploadDir: '' },
      });
      await app.close();
      expect(await count(database.db, 'users')).toBe(DEMO_USERS.length);
      const seasons = await database.db.selectFrom('seasons').select('year').orderBy('year').execute();
      expect(seasons.map((s) => s.year)).toEqual([2025, 2026]);
      const live = await database.db.selectFrom('matches').select('date_time').where('status', '=', 'live').execute();
      expect(live.map((m) => new Date(m.date_time as unknown as string).toISOString())).toEqual([
        '2026-03-01T05:00:00.000Z',
      ]);
    } finally {
      await database.drop();
    }
  }, 180_000);
});
