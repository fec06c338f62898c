// The league for the benches and profiles that run the API in their own process: the large demo
// seed on an embedded PGlite (kept in a dump file between runs, as seeding it takes minutes), and
// the API app built on a database the bench has prepared itself.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildApp } from '../../api/src/app';
import { openPglite, type DatabaseHandle } from '../../api/src/db/connection';
import { migrateToLatest } from '../../api/src/db/migrate';
import { seedDemo } from '../../api/src/db/seed';

/**
 * An embedded database with the large demo league on its fixed date (2026-03-01). With `dump` (a
 * file), the seeded database is written there and loaded from it next time; migrations newer
 * than the dump run on it. `wrap` sees the database before it is migrated and seeded.
 */
export async function openLargeLeague(
  dump: string | undefined,
  wrap: (handle: DatabaseHandle) => DatabaseHandle = (handle) => handle,
): Promise<DatabaseHandle> {
  const seeded = !!dump && existsSync(dump);
  const database = wrap(
    seeded ? await openPglite(undefined, { loadDataDir: new Blob([readFileSync(dump)]) }) : await openPglite(),
  );
  await migrateToLatest(database.db);
  if (!seeded) {
    await seedDemo(database.db, { size: 'large', baseDate: '2026-03-01' });
    if (dump) writeFileSync(dump, Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer()));
  }
  return database;
}

/**
 * The API app on a database the bench has migrated and seeded: no migration or seed of its own,
 * no request log, no upload serving; `options` adds the rest (the database, the config).
 */
export function benchApp(options: NonNullable<Parameters<typeof buildApp>[0]>) {
  return buildApp({ migrate: false, seed: false, logger: false, serveUploads: false, ...options });
}

/** Times `run` after 10 runs to warm up: the median and the fastest of `rounds` runs, and the process's CPU time per run (ms). */
export async function timeRuns(run: () => unknown, rounds: number) {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], cpu: (used.user + used.system) / 1000 / rounds };
}
