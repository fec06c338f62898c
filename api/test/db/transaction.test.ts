// The one transaction helper (api/src/db/transaction.ts): a transaction rolled back by a deadlock
// or a serialization failure runs again, with its after-commit effects run once, for the
// attempt that committed; one that keeps failing answers 503 with Retry-After; any other error
// is thrown at once. On PostgreSQL, two transactions that really deadlock both commit. And no
// code of the API opens a transaction another way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../../src/db/database';
import { ATTEMPTS, inTransaction, setTransactionLog, type Trx } from '../../src/db/transaction';
import { AppError, isAppError } from '../../src/lib/errors';
import { dbTargets } from '../helpers';
import { suiteApp } from '../support/suite-app';

/** Raises a real database error with the given SQLSTATE (the transaction is then aborted). */
const raise = (trx: Trx, code: string) =>
  sql.raw(`do $$ begin raise exception 'raised for the test' using errcode = '${code}'; end $$`).execute(trx);

const counter = (trx: Trx | DB, key: string, count: number) =>
  trx
    .insertInto('rate_limit_counters')
    .values({ key, count, reset_at: new Date('2030-01-01T00:00:00Z') })
    .execute();

const stored = async (db: DB, prefix: string) =>
  (
    await db
      .selectFrom('rate_limit_counters')
      .select(['key', 'count'])
      .where('key', 'like', `${prefix}%`)
      .orderBy('key')
      .execute()
  ).map((r) => `${r.key}=${r.count}`);

describe.each(dbTargets)('transactions on %s', (target) => {
  const log = { warned: [] as Array<Record<string, unknown>>, errors: [] as Array<Record<string, unknown>> };

  const t = suiteApp(
    {
      target,
      extend: (app) => {
        // A write that never gets through: every attempt is chosen as a deadlock's victim.
        app.post('/always-deadlocked', async () => inTransaction(t.db, (trx) => raise(trx, '40P01')));
      },
    },
    120_000,
  );
  beforeAll(async () => {
    setTransactionLog(t.db, {
      warn: (details) => void log.warned.push(details as Record<string, unknown>),
      error: (details) => void log.errors.push(details as Record<string, unknown>),
    });
  }, 120_000);
  beforeEach(() => {
    log.warned.length = 0;
    log.errors.length = 0;
  });

  it.each([
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
  ])('runs a transaction rolled back by %s again; its effects run once, after the commit', async (_name, code) => {
    const effects: string[] = [];
    const attempts: number[] = [];
    const result = await inTransaction(t.db, async (trx, tx) => {
      attempts.push(tx.attempt);
      await counter(trx, `retry-${code}-${tx.attempt}`, tx.attempt);
      tx.afterCommit(() => void effects.push(`effect of attempt ${tx.attempt}`));
      if (tx.attempt < 3) await raise(trx, code);
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toEqual([1, 2, 3]);
    // Only the committed attempt's row and effect.
    expect(await stored(t.db, `retry-${code}-`)).toEqual([`retry-${code}-3=3`]);
    expect(effects).toEqual(['effect of attempt 3']);
    expect(log.warned.map((w) => [w.code, w.attempt])).toEqual([
      [code, 1],
      [code, 2],
    ]);
  });

  it('throws any other error at once, with no effect run', async () => {
    const effects: string[] = [];
    let runs = 0;
    const refusal = new AppError('conflict', { data: { current: null } });
    await expect(
      inTransaction(t.db, async (trx, tx) => {
        runs += 1;
        await counter(trx, 'refused', 1);
        tx.afterCommit(() => void effects.push('effect'));
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    await expect(inTransaction(t.db, (trx) => raise(trx, '23505'))).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
    expect(effects).toEqual([]);
    expect(await stored(t.db, 'refused')).toEqual([]);
    expect(log.warned).toEqual([]);
  });

  it(`gives up after ${ATTEMPTS} attempts with a 503 that names when to come back`, async () => {
    const effects: string[] = [];
    let runs = 0;
    const failure = await inTransaction(t.db, async (trx, tx) => {
      runs += 1;
      tx.afterCommit(() => void effects.push('effect'));
      await raise(trx, '40P01');
    }).catch((error: unknown) => error);
    expect(isAppError(failure) && { code: failure.code, status: failure.statusCode, headers: failure.headers }).toEqual(
      { code: 'service_unavailable', status: 503, headers: { 'retry-after': '1' } },
    );
    expect(runs).toBe(ATTEMPTS);
    expect(effects).toEqual([]);
    expect(log.warned).toHaveLength(ATTEMPTS - 1);
    expect(log.errors).toHaveLength(1);

    const answer = await t.app.inject({
      method: 'POST',
      url: '/always-deadlocked',
      headers: { 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toMatchObject({ success: false, data: { errors: {} } });
  });

  it('logs an effect that fails after the commit and keeps the write', async () => {
    const result = await inTransaction(t.db, async (trx, tx) => {
      await counter(trx, 'kept-write', 1);
      tx.afterCommit(() => {
        throw new Error('the file store is away');
      });
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(await stored(t.db, 'kept-write')).toEqual(['kept-write=1']);
    expect(log.errors).toHaveLength(1);
  });

  if (target === 'postgres') {
    it('lets two transactions that deadlock for real both commit, the victim on its second attempt', async () => {
      await counter(t.db, 'deadlock-a', 0);
      await counter(t.db, 'deadlock-b', 0);
      // Each writer locks its first row, waits until the other holds its own, then asks for the
      // other's row: a cycle PostgreSQL breaks by rolling one of them back.
      let holding = 0;
      let bothHold!: () => void;
      const both = new Promise<void>((resolve) => (bothHold = resolve));
      const writer = (first: string, second: string) =>
        inTransaction(t.db, async (trx, tx) => {
          await trx
            .updateTable('rate_limit_counters')
            .set((eb) => ({ count: eb('count', '+', 1) }))
            .where('key', '=', first)
            .execute();
          if (tx.attempt === 1) {
            holding += 1;
            if (holding === 2) bothHold();
            await both;
          }
          await trx
            .updateTable('rate_limit_counters')
            .set((eb) => ({ count: eb('count', '+', 10) }))
            .where('key', '=', second)
            .execute();
          return tx.attempt;
        });
      const attempts = await Promise.all([writer('deadlock-a', 'deadlock-b'), writer('deadlock-b', 'deadlock-a')]);
      expect(attempts.sort()).toEqual([1, 2]);
      expect(await stored(t.db, 'deadlock-')).toEqual(['deadlock-a=11', 'deadlock-b=11']);
      expect(log.warned.map((w) => w.code)).toEqual(['40P01']);
    });
  }
});

describe('transactions in the API', () => {
  it('are all opened by the one helper', () => {
    const src = join(__dirname, '../..', 'src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(src);
    const direct = files
      .filter((path) => relative(src, path) !== join('db', 'transaction.ts'))
      .filter((path) => /\.transaction\(\)\s*\.execute/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    expect(direct).toEqual([]);
  });
});
