import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { buildApp } from '../api/src/app';
import { openPglite } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
async function main() {
  const database = await openPglite(undefined, { loadDataDir: new Blob([readFileSync('/tmp/seed-large.tgz')]) });
  await migrateToLatest(database.db);
  const app = await buildApp({ database, migrate: false, seed: false, logger: false, serveUploads: false, config: { publicCacheTtlMs: 0, snapshotTtlMs: 0 } });
  await app.listen({ port: 3999, host: '127.0.0.1' });
  console.log('READY');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await new Promise((r) => setTimeout(r, 2000));
  await session.post('Profiler.start');
  await new Promise((r) => setTimeout(r, 8000));
  const { profile } = await session.post('Profiler.stop');
  writeFileSync('/tmp/srv.cpuprofile', JSON.stringify(profile));
  process.exit(0);
}
main();
