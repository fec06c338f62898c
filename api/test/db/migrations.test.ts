// Every migration can be undone and redone, on every database.
import { sql } from 'kysely';
import { migrateDownAll, migrateToLatest, migrationNames } from '../../src/db/migrate';
import { dbTargets, openTestDatabase } from '../helpers';

async function tables(db: Parameters<typeof migrateToLatest>[0]): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return result.rows.map((row) => row.table_name);
}

describe.each(dbTargets)('migrations on %s', (target) => {
  it('migrates up, all the way down, and up again', async () => {
    const database = await openTestDatabase(target);
    try {
      const up = await migrateToLatest(database.db);
      expect(up.map((result) => result.migrationName)).toEqual(migrationNames());
      expect(up.every((result) => result.status === 'Success')).toBe(true);
      const created = await tables(database.db);
      expect(created).toEqual(
        expect.arrayContaining([
          'users',
          'auth_tokens',
          'tournaments',
          'matches',
          'goals',
          'punishments',
          'replacements',
          'missed_penalties',
          'departures',
          'news',
          'translations',
        ]),
      );
      expect(created).toEqual(
        expect.arrayContaining(['player_transfers', 'staff_transfers', 'match_event_keys', 'rate_limit_counters']),
      );
      expect(created).toEqual(expect.arrayContaining(['job_runs', 'document_reminders']));
      // Every table the migrations create (a new table raises it; down removes them all below).
      expect(created).toHaveLength(70);

      const down = await migrateDownAll(database.db);
      expect(down.map((result) => result.migrationName)).toEqual([...migrationNames()].reverse());
      expect(await tables(database.db)).toEqual([]);

      await migrateToLatest(database.db);
      expect(await tables(database.db)).toEqual(created);
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
