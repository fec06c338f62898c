// Server side of `npm run bench:api`: the API on a fresh embedded database holding the large
// demo seed, plus one bare Fastify route (/bench/bare) measured in the same process as the
// yardstick. Prints READY <port> when listening.
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
  const app = await buildApp({ database, migrate: false, seed: false, logger: false, serveUploads: false });
  app.get('/bench/bare', async () => ({ success: true, data: { ok: true } }));
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : ''}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
