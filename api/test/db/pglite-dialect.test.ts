// The PGlite Kysely driver: one connection lent to one user at a time, real transactions.
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from '../../src/db/pglite-dialect';
import { openTestDatabase } from '../helpers';

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
      const dates = await sql<{
        d: string;
        n: number;
        ts: Date;
      }>`select date '2026-03-01' as d, 5::bigint as n, now() as ts`.execute(db);
      expect(typeof dates.rows[0].d).toBe('string');
      expect(dates.rows[0].d).toBe('2026-03-01');
      expect(dates.rows[0].n).toBe(5);
      expect(dates.rows[0].ts).toBeInstanceOf(Date);
    } finally {
      await database.drop();
    }
  });

  it('runs statements prepared once per SQL text, and follows schema changes', async () => {
    const database = await openTestDatabase('pglite');
    const pglite = database.pglite!;
    // Two statements at most: the oldest is closed when a third text comes.
    const db = new Kysely<{ t: { id: number; v: string; w?: string | null } }>({
      dialect: new PGliteDialect({ pglite, closeOnDestroy: false, preparedStatements: 2 }),
    });
    const prepared = async () =>
      (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;
    try {
      await sql`create table t (id integer primary key, v text not null)`.execute(db);
      // Set when the dialect starts (its first statement).
      expect((await pglite.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode).toBe(
        'force_generic_plan',
      );
      await db
        .insertInto('t')
        .values([
          { id: 1, v: 'a' },
          { id: 2, v: 'b' },
          { id: 3, v: 'c' },
        ])
        .execute();
      for (const id of [1, 2, 3, 2]) {
        expect(await db.selectFrom('t').select('v').where('id', '=', id).execute()).toEqual([{ v: 'abc'[id - 1] }]);
      }
      expect(await db.selectFrom('t').select('id').where('v', 'in', ['a', 'c']).orderBy('id').execute()).toEqual([
        { id: 1 },
        { id: 3 },
      ]);
      expect(await db.selectFrom('t').select('id').where('v', '>', 'a').orderBy('id').execute()).toEqual([
        { id: 2 },
        { id: 3 },
      ]);
      expect(await prepared()).toBeLessThanOrEqual(2);

      // A column added through the dialect: `select *` is prepared again and sees it.
      const star = () => db.selectFrom('t').selectAll().where('id', '=', 1).execute();
      expect(await star()).toEqual([{ id: 1, v: 'a' }]);
      await sql`alter table t add column w text`.execute(db);
      expect(await star()).toEqual([{ id: 1, v: 'a', w: null }]);
      // …and one added behind its back: the stale statement is prepared again outside a transaction.
      await pglite.exec('alter table t drop column w');
      expect(await star()).toEqual([{ id: 1, v: 'a' }]);

      // A failing statement in a transaction rolls it back; the next ones run as before.
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('t').values({ id: 4, v: 'd' }).execute();
          await trx.insertInto('t').values({ id: 1, v: 'again' }).execute();
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect((await db.selectFrom('t').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([1, 2, 3]);
      const deleted = await db.deleteFrom('t').where('id', '>=', 2).executeTakeFirst();
      expect(deleted.numDeletedRows).toBe(2n);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
