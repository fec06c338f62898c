// Times the site search's statement on the large seed (no cache in between): the median and the
// fastest of ROUNDS runs (100) per query, and the process's CPU time per run, which other work on
// the machine disturbs far less than wall time.
// node --import @league/api/register scripts/profile-search.ts
// Q=<q>[,<q>…] the queries (as typed; default Жан,Ахме,zhan,Қайрат,a); EXPLAIN=1 prints the plan
// the application runs (the generic plan of the prepared statement) with its timings.
// SEED_DUMP=<file> keeps the seeded database in that file and starts from it next time.
import { sql } from 'kysely';
import { searchAllQuery } from '../api/src/modules/search/search.repository';
import { prefixTsQuery } from '../api/src/lib/transliterate';
import { openLargeLeague, timeRuns } from './lib/bench-league';

async function main(): Promise<void> {
  const database = await openLargeLeague(process.env.SEED_DUMP);
  const db = database.db;
  const rounds = Number(process.env.ROUNDS ?? 100);
  const queries = (process.env.Q ?? 'Жан,Ахме,zhan,Қайрат,a').split(',');
  const now = new Date('2026-03-01T12:00:00Z');
  for (const q of queries) {
    const ts = prefixTsQuery(q)!;
    const run = () => searchAllQuery(db, 'ru', ts, 10, now).execute();
    const { median, min, cpu } = await timeRuns(run, rounds);
    console.log(
      `${q.padEnd(10)} ${ts.padEnd(16)} median ${median.toFixed(2)} ms  min ${min.toFixed(2)} ms  cpu ${cpu.toFixed(2)} ms`,
    );
    if (process.env.EXPLAIN) {
      // The plan the application runs: a generic plan of the prepared statement (pglite-dialect.ts).
      const compiled = searchAllQuery(db, 'ru', ts, 10, now).compile();
      const literal = (v: unknown) =>
        v instanceof Date ? `'${v.toISOString()}'` : typeof v === 'string' ? `'${v}'` : String(v);
      await sql.raw(`prepare profiled as ${compiled.sql}`).execute(db);
      const plan = await sql
        .raw(`explain (analyze, buffers) execute profiled(${compiled.parameters.map(literal).join(', ')})`)
        .execute(db);
      await sql.raw('deallocate profiled').execute(db);
      console.log((plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  const s1: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await sql`select 1`.execute(db);
    s1.push(performance.now() - t0);
  }
  s1.sort((a, b) => a - b);
  console.log(`select 1 median ${s1[Math.floor(s1.length / 2)].toFixed(3)} ms`);
  await database.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
