// The PGlite Kysely driver: one connection lent to one user at a time, real transactions.
import { sql } from 'kysely';
import { openTestDatabase } from './helpers';

describe('PGlite dialect', () => {
  it('commits, rolls back, nests savepoints and serialises concurrent work', async () => {
    const database = await openTestDatabase('pglite');
    const db = database.db as unknown as import('kysely').Kysely<{ t: { id: number; v: string } }>;
    try {
      await sql`create table t (id integer primary key, v text not null)`.execute(db);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ id: 1, v: 'a' }).execute();
      });
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('t').values({ id: 2, v: 'b' }).execute();
          throw new Error('rollback please');
        }),
      ).rejects.toThrow('rollback please');
      expect(await db.selectFrom('t').select('id').execute()).toEqual([{ id: 1 }]);

      const controlled = await db.startTransaction().execute();
      const savepoint = await controlled.savepoint('inner').execute();
      await savepoint.insertInto('t').values({ id: 3, v: 'c' }).execute();
      const back = await savepoint.rollbackToSavepoint('inner').execute();
      await back.insertInto('t').values({ id: 4, v: 'd' }).execute();
      await back.commit().execute();
      expect((await db.selectFrom('t').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([1, 4]);

      // Concurrent callers wait for the transaction instead of interleaving with it.
      const order: string[] = [];
      await Promise.all([
        db.transaction().execute(async (trx) => {
          order.push('trx start');
          await trx.insertInto('t').values({ id: 5, v: 'e' }).execute();
          await new Promise((resolve) => setTimeout(resolve, 50));
          order.push('trx end');
        }),
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          const rows = await db.selectFrom('t').select('id').execute();
          order.push(`read ${rows.length}`);
        })(),
      ]);
      expect(order).toEqual(['trx start', 'trx end', 'read 3']);

      const updated = await db.updateTable('t').set({ v: 'z' }).where('id', '>', 1).executeTakeFirst();
      expect(updated.numUpdatedRows).toBe(2n);
      const dates = await sql<{ d: string; n: number; ts: Date }>`select date '2026-03-01' as d, 5::bigint as n, now() as ts`.execute(db);
      expect(typeof dates.rows[0].d).toBe('string');
      expect(dates.rows[0].d).toBe('2026-03-01');
      expect(dates.rows[0].n).toBe(5);
      expect(dates.rows[0].ts).toBeInstanceOf(Date);
    } finally {
      await database.drop();
    }
  });
});
