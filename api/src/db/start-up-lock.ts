// Start-up's migrations and first seed, one process at a time. Several API processes started
// together on one new PostgreSQL database would each find it empty and each seed it (the
// second one failing on the first one's rows, or worse, both half-way); with the lock the first
// one migrates and seeds, the others wait, then find the work done. Kysely's migrator has a lock
// of its own, but the seed does not. The embedded database has one process: nothing to wait for.
import { sql } from 'kysely';
import type { DatabaseHandle } from './connection';

/** The session lock's name (`hashtext` of it is the key every process of the product uses). */
const START_UP_LOCK = 'league: migrate and seed';

export async function oneProcessAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  // A session lock on one connection of the pool, held while `work` runs on the others.
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${START_UP_LOCK}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${START_UP_LOCK}))`.execute(connection);
    }
  });
}
