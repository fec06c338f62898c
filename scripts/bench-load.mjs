#!/usr/bin/env node
// `npm run bench:load`: the real API server (api/src/server.ts) on loopback under
// BENCH_CONNECTIONS (default 500) concurrent keep-alive connections for BENCH_SECONDS (default
// 60), sending the mix of API calls the public pages make (answered from the public cache) and
// cabinet reads with valid tokens. Prints requests/s, p50/p99 and errors per mix.
// Database: the embedded one in BENCH_DATA_DIR (default /tmp/league-bench-load, demo data on the
// first start), or PostgreSQL with DATABASE_URL.
import { drive, login, request, startApi, stopApi } from './lib/bench-http.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3497);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/league-bench-load';

/** What the home, tournament, club, news and player pages ask for. */
async function publicMix(port) {
  const paths = ['/api/v1/datetime', '/api/v1/translations', '/api/v1/handbook/main-tournament', '/api/v1/tournaments-list', '/api/v1/nearest-matches', '/api/v1/news', '/api/v1/clubs', '/api/v1/matches', '/api/v1/players', '/api/v1/banners', '/api/v1/partners', '/api/v1/about'];
  const tournaments = await request({ port, path: '/api/v1/tournaments-list' });
  const tournamentId = tournaments.json?.data?.items?.[0]?.id ?? tournaments.json?.data?.[0]?.id;
  if (tournamentId) paths.push(`/api/v1/tournament-page/tournament/${tournamentId}`, `/api/v1/tournaments/${tournamentId}/table`, `/api/v1/tournaments/${tournamentId}/scorers`);
  const clubs = await request({ port, path: '/api/v1/clubs' });
  const slug = clubs.json?.data?.items?.[0]?.slug ?? clubs.json?.data?.[0]?.slug;
  if (slug) paths.push(`/api/v1/clubs/${slug}`);
  const working = [];
  for (const path of paths) if ((await request({ port, path })).status === 200) working.push(path);
  return working;
}

async function main() {
  const env = process.env.DATABASE_URL ? {} : { DATA_DIR, UPLOAD_DIR: `${DATA_DIR}-uploads` };
  console.log(`bench:load: starting the API on 127.0.0.1:${PORT} (${process.env.DATABASE_URL ? 'PostgreSQL' : `embedded, ${DATA_DIR}`})`);
  const api = await startApi(PORT, env);
  try {
    const paths = await publicMix(PORT);
    const tokens = await Promise.all(['admin@league.test', 'team@league.test', 'referee@league.test'].map((email) => login(PORT, email)));
    const cabinet = ['/api/v1/cabinet/me', '/api/v1/cabinet/sessions', '/api/v1/cabinet/clubs', '/api/v1/cabinet/stadiums', '/api/v1/cabinet/tournaments'];
    const cabinetWorking = [];
    for (const path of cabinet) if ((await request({ port: PORT, path, headers: { authorization: `Bearer ${tokens[0]}` } })).status === 200) cabinetWorking.push(path);
    console.log(`public mix: ${paths.length} paths; cabinet mix: ${cabinetWorking.length} paths; ${CONNECTIONS} connections, ${SECONDS} s each`);

    let i = 0;
    const pub = await drive({ port: PORT, connections: CONNECTIONS, seconds: SECONDS, pick: () => ({ path: paths[i++ % paths.length] }) });
    console.log(`public (cached) mix: ${JSON.stringify(pub)}`);

    let j = 0;
    const mixed = await drive({
      port: PORT,
      connections: CONNECTIONS,
      seconds: SECONDS,
      pick: () => {
        const n = j++;
        // One request in five is a cabinet read (never cached): the administrator's pages, and
        // the own account of the club administrator and the referee.
        if (n % 5 === 4) {
          const who = n % 3;
          const path = who === 0 ? cabinetWorking[(n / 5) % cabinetWorking.length | 0] : cabinetWorking[(n / 5) % 2 | 0];
          return { path, headers: { authorization: `Bearer ${tokens[who]}` } };
        }
        return { path: paths[n % paths.length] };
      },
    });
    console.log(`public + cabinet (1 in 5) mix: ${JSON.stringify(mixed)}`);
    const target = pub.errors === 0 && pub.p99 <= 250;
    console.log(`target (cached mix: 0 errors, p99 <= 250 ms): ${target ? 'met' : 'NOT met'}`);
  } finally {
    await stopApi(api);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
