// Server side of `npm run bench:api`: the API on a fresh embedded database holding the large
// demo seed, plus one bare Fastify route (/bench/bare) measured in the same process as the
// yardstick, and /bench/cpu (the process's CPU time, read around each run). Three apps share the database: the API as visitors get it (public cache on), the
// API with the micro-cache off (answers come from the read-model snapshots, recomputed after
// every write), and the API with both off (every answer computed from the database).
// BENCH_DATABASE_URL=postgres://…/<any database> runs the same on PostgreSQL, as deployed: a
// fresh database is created beside the one named (and dropped at the end), so the large seed
// never lands in a database in use.
// Prints READY <port> <snapshot port> <cold port> when they listen.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/db/seed';
import { vacuum } from '../api/src/db/vacuum';
import { benchApp } from './lib/bench-league';

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A fresh PostgreSQL database for the run, dropped when the process ends. */
async function openBenchPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `league_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Three apps share the pool; 10 connections each at most are in flight.
  const handle = openPostgres(url.toString(), { max: 20 });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await handle.destroy().catch(() => undefined);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch((error: unknown) =>
      console.error(error),
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void drop().finally(() => process.exit(0)));
  return handle;
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL?.trim();
  // BENCH_SEED_DUMP=<file> (embedded PGlite only): the seeded database is kept in that file and
  // loaded from it next time (seeding the large league takes minutes); migrations newer than the
  // dump run on it.
  const dump = postgresUrl ? undefined : process.env.BENCH_SEED_DUMP?.trim();
  const fromDump = !!dump && existsSync(dump);
  const database = postgresUrl
    ? await openBenchPostgres(postgresUrl)
    : fromDump
      ? await openPglite(undefined, { loadDataDir: new Blob([readFileSync(dump!)]) })
      : await openPglite();
  await migrateToLatest(database.db);
  const started = Date.now();
  if (!fromDump) {
    // A fixed demo date, so runs on different days measure the same league.
    await seedDemo(database.db, { size: 'large', baseDate: '2026-03-01' });
    if (dump) writeFileSync(dump, Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer()));
  }
  // Statistics and no dead rows, as a database in use has them (autovacuum on PostgreSQL, the
  // scheduled vacuum on PGlite); the scheduled vacuum is off during the runs, so that it never
  // holds the embedded database in the middle of one.
  await vacuum(database.db);
  console.error(`large seed loaded in ${Date.now() - started} ms`);
  const listen = async (config: { publicCacheTtlMs?: number; snapshotTtlMs?: number }) => {
    const app = await benchApp({ database, config: { vacuumIntervalMinutes: 0, ...config } });
    app.get('/bench/bare', async () => ({ success: true, data: { ok: true } }));
    // The process's CPU time so far: the client reads it around a run for the CPU per answer.
    app.get('/bench/cpu', async () => {
      const used = process.cpuUsage();
      return { ms: (used.user + used.system) / 1000 };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  const served = await listen({});
  const snapshot = await listen({ publicCacheTtlMs: 0, snapshotTtlMs: 5_000 });
  const cold = await listen({ publicCacheTtlMs: 0, snapshotTtlMs: 0 });
  // The seeding leaves hundreds of megabytes of garbage: collected now (node --expose-gc), not
  // during the first endpoint measured.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  console.log(`READY ${served} ${snapshot} ${cold}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
