// Server side of `npm run bench:api`: the API on a fresh embedded database holding the large
// demo seed, plus one bare Fastify route (/bench/bare) measured in the same process as the
// yardstick. Three apps share the database: the API as visitors get it (public cache on), the
// API with the micro-cache off (answers come from the read-model snapshots, recomputed after
// every write), and the API with both off (every answer computed from the database).
// Prints READY <port> <snapshot port> <cold port> when they listen.
import { buildApp } from '../api/src/app';
import { openPglite } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/db/seed';

async function main(): Promise<void> {
  const database = await openPglite();
  await migrateToLatest(database.db);
  const started = Date.now();
  // A fixed demo date, so runs on different days measure the same league.
  await seedDemo(database.db, { size: 'large', baseDate: '2026-03-01' });
  console.error(`large seed loaded in ${Date.now() - started} ms`);
  const listen = async (config: { publicCacheTtlMs?: number; snapshotTtlMs?: number }) => {
    const app = await buildApp({ database, migrate: false, seed: false, logger: false, serveUploads: false, config });
    app.get('/bench/bare', async () => ({ success: true, data: { ok: true } }));
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
