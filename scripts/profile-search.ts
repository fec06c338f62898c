// Times the site search's statement on the large seed (no cache in between): the median and the
// fastest of ROUNDS runs (100) per query, and the process's CPU time per run, which other work on
// the machine disturbs far less than wall time.
// node --import @league/api/register scripts/profile-search.ts
// Q=<q>[,<q>…] the queries (as typed; default Жан,Ахме,zhan,Қайрат,a); EXPLAIN=1 prints the plan
// the application runs (the generic plan of the prepared statement) with its timings.
// SEED_DUMP=<file> keeps the seeded database in that file and starts from it next time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openPglite } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/db/seed';
import { searchAllQuery } from '../api/src/modules/search/search.repository';
import { prefixTsQuery } from '../api/src/lib/transliterate';

async function main(): Promise<void> {
  const dump = process.env.SEED_DUMP;
  const seeded = !!dump && existsSync(dump);
  const database = seeded
    ? await openPglite(undefined, { loadDataDir: new Blob([readFileSync(dump)]) })
    : await openPglite();
  await migrateToLatest(database.db);
  if (!seeded) {
    await seedDemo(database.db, { size: 'large', baseDate: '2026-03-01' });
    if (dump) writeFileSync(dump, Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer()));
  }
  const db = database.db;
  const rounds = Number(process.env.ROUNDS ?? 100);
  const queries = (process.env.Q ?? 'Жан,Ахме,zhan,Қайрат,a').split(',');
  const now = new Date('2026-03-01T12:00:00Z');
  for (const q of queries) {
    const ts = prefixTsQuery(q)!;
    const run = () => searchAllQuery(db, 'ru', ts, 10, now).execute();
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
    console.log(
      `${q.padEnd(10)} ${ts.padEnd(16)} median ${times[Math.floor(times.length / 2)].toFixed(2)} ms  min ${times[0].toFixed(2)} ms  cpu ${((used.user + used.system) / 1000 / rounds).toFixed(2)} ms`,
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
