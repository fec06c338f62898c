// Times the heaviest public answers on the large seed, request by request, in one process, with
// every cache off (micro-cache and read-model snapshots: the `cold` mode of bench:api), for
// `node --cpu-prof`: node --import @league/api/register scripts/profile-public.ts
// ROUNDS=<n> sets the requests per answer (30); ONLY=table|calendar|match|form|checkerboard|scorers
// times one of them. Prints the mean and p50 per answer, the process's CPU time per answer (far
// less disturbed than wall time by other work on the machine), the mean of the fastest 20
// requests in a row (`best 20`, the least disturbed of all) and the body size. SEED_DUMP=<file>
// keeps the seeded database in that file and starts from it next time (seeding takes seconds).
// QUERIES=<n> prints each statement of n answers with its time and row count (timed where the
// dialect runs it: after the connection is lent, so waiting for it is not counted).
// CPU_PROFILE=<file> writes a CPU profile of the timed requests only (open it in Chrome DevTools).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Kysely, type CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import type { DatabaseHandle } from '../api/src/db/connection';
import type { Database } from '../api/src/db/database';
import { PGliteDialect } from '../api/src/db/pglite-dialect';
import { benchApp, openLargeLeague } from './lib/bench-league';

/** Requests per batch for the `best` figure. */
const BATCH = 20;

/** Prints each statement while `logging.on`: its time in the connection, its rows and its SQL. */
const logging = { on: false };

/** The PGlite dialect with every statement timed on the connection it runs on. */
class TimedDialect extends PGliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => timed(await acquire());
    return driver;
  }
}

function timed(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery) {
      const started = performance.now();
      const result = await connection.executeQuery<R>(query);
      if (logging.on) {
        const text = query.sql.replace(/\s+/g, ' ');
        console.log(
          `  ${(performance.now() - started).toFixed(2).padStart(6)} ms ${String(result.rows.length).padStart(5)} rows  ${process.env.QUERIES_FULL ? text : text.slice(0, 160)}`,
        );
      }
      return result;
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/** With QUERIES, the same PGlite behind a Kysely whose statements are timed. */
function withTimedStatements(handle: DatabaseHandle): DatabaseHandle {
  if (!process.env.QUERIES) return handle;
  const db = new Kysely<Database>({ dialect: new TimedDialect({ pglite: handle.pglite!, closeOnDestroy: false }) });
  return { ...handle, db, destroy: async () => (await db.destroy(), await handle.destroy()) };
}

async function main(): Promise<void> {
  const database = await openLargeLeague(process.env.SEED_DUMP, withTimedStatements);
  const app = await benchApp({ database, config: { publicCacheTtlMs: 0, snapshotTtlMs: 0 } });
  const inject = (url: string) => app.inject({ url, headers: { 'accept-language': 'ru' } });
  const get = async (url: string) => (await inject(url)).json();
  const mainTournament = (await get('/api/v1/handbook/main-tournament')).data;
  const match = (await get(`/api/v1/matches?tournament_id=${mainTournament.id}&status=finished&per_page=1`)).data[0];
  const urls: Record<string, string> = {
    table: `/api/v1/tournaments/${mainTournament.id}/table`,
    calendar: `/api/v1/calendar/matches?tournament_id=${mainTournament.id}`,
    match: `/api/v1/matches/${match.id}`,
    form: `/api/v1/tournaments/${mainTournament.id}/form`,
    checkerboard: `/api/v1/tournaments/${mainTournament.id}/checkerboard`,
    scorers: `/api/v1/tournaments/${mainTournament.id}/scorers`,
  };
  const only = process.env.ONLY?.split(',');
  const rounds = Number(process.env.ROUNDS ?? 30);
  const session = process.env.CPU_PROFILE ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const chosen = Object.entries(urls).filter(([name]) => !only || only.includes(name));
  // Warm-up of every answer first, so that the first one timed doesn't pay for the JIT.
  for (let i = 0; i < 20; i++) for (const [, url] of chosen) await inject(url);
  for (const [name, url] of chosen) {
    if (process.env.QUERIES) {
      logging.on = true;
      for (let i = 0; i < Number(process.env.QUERIES); i++) await inject(url);
      logging.on = false;
    }
    const times: number[] = [];
    let bytes = 0;
    const cpu = process.cpuUsage();
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const res = await inject(url);
      times.push(performance.now() - started);
      bytes = res.rawPayload.length;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    }
    const used = process.cpuUsage(cpu);
    // The fastest run of BATCH requests in a row: on a machine shared with other work, the
    // figure least disturbed by it (compare builds with it, several processes each).
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    let best = Infinity;
    for (let i = 0; i + BATCH <= times.length; i += BATCH)
      best = Math.min(best, sum(times.slice(i, i + BATCH)) / BATCH);
    times.sort((a, b) => a - b);
    const mean = sum(times) / times.length;
    const cpuMs = (used.user + used.system) / 1000 / rounds;
    const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;
    console.log(
      `${name.padEnd(13)} mean ${ms(mean)}  p50 ${ms(times[Math.floor(times.length / 2)])}  best ${BATCH} ${ms(best)}  cpu ${ms(cpuMs)}  ${(bytes / 1024).toFixed(1)} KB  ${url}`,
    );
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.CPU_PROFILE!, JSON.stringify(profile));
    session.disconnect();
  }
  await app.close();
  await database.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
