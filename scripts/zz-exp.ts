import { readFileSync } from 'node:fs';
import { buildApp } from '../api/src/app';
import { openPglite } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { createStandingsService } from '../api/src/modules/standings/standings.service';
async function main() {
  const database = await openPglite(undefined, { loadDataDir: new Blob([readFileSync('/tmp/seed-large.tgz')]) });
  await migrateToLatest(database.db);
  const app = await buildApp({ database, migrate: false, seed: false, logger: false, serveUploads: false, config: { publicCacheTtlMs: 0, snapshotTtlMs: 0 } });
  app.get('/bench/bare', async () => ({ success: true, data: { ok: true } }));
  const t = (await database.pglite!.query<{ id: number }>(`select id from tournaments where main`)).rows[0].id;
  const standings = createStandingsService({ db: database.db, clock: () => new Date() });
  const body = JSON.stringify(await standings.table('ru', t));
  const steps: [string, () => Promise<unknown>][] = [
    ['inject bare', () => app.inject({ url: '/bench/bare', headers: { 'accept-language': 'ru' } })],
    ['inject table', () => app.inject({ url: `/api/v1/tournaments/${t}/table`, headers: { 'accept-language': 'ru' } })],
    ['service table', () => standings.table('ru', t)],
    ['JSON.stringify table', async () => JSON.stringify(await Promise.resolve(JSON.parse(body)))],
    ['inject handbook seasons', () => app.inject({ url: `/api/v1/handbook/seasons`, headers: { 'accept-language': 'ru' } })],
  ];
  for (let r = 0; r < 2; r++)
  for (const [label, run] of steps) {
    for (let i = 0; i < 100; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < 1000; i++) { const s = performance.now(); await run(); times.push(performance.now() - s); }
    times.sort((a, b) => a - b);
    console.log(label.padEnd(30), times[500].toFixed(3), times[0].toFixed(3));
  }
  const res = await app.inject({ url: `/api/v1/handbook/seasons`, headers: { 'accept-language': 'ru' } });
  console.log(res.statusCode, res.body.slice(0, 100));
  process.exit(0);
}
main();
