// Times the heaviest public answers on the large seed, request by request, in one process
// (for `node --cpu-prof`): node --import @league/api/register scripts/profile-public.ts
import { buildApp } from '../api/src/app';
import { openPglite } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/db/seed';

async function main(): Promise<void> {
  const database = await openPglite();
  await migrateToLatest(database.db);
  await seedDemo(database.db, { size: 'large', baseDate: '2026-03-01' });
  const app = await buildApp({ database, migrate: false, seed: false, logger: false, serveUploads: false, config: { publicCacheTtlMs: 0 } });
  const get = async (url: string) => (await app.inject({ url, headers: { 'accept-language': 'ru' } })).json();
  const mainTournament = (await get('/api/v1/handbook/main-tournament')).data;
  const match = (await get(`/api/v1/matches?tournament_id=${mainTournament.id}&status=finished&per_page=1`)).data[0];
  const urls = [`/api/v1/tournaments/${mainTournament.id}/table`, `/api/v1/calendar/matches?tournament_id=${mainTournament.id}`, `/api/v1/matches/${match.id}`];
  const rounds = Number(process.env.ROUNDS ?? 30);
  for (const url of urls) {
    for (let i = 0; i < 3; i++) await get(url);
    const started = performance.now();
    for (let i = 0; i < rounds; i++) await get(url);
    console.log(`${url}: ${((performance.now() - started) / rounds).toFixed(2)} ms per answer`);
  }
  await app.close();
  await database.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
