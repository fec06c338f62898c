// The embedded database has no autovacuum: the API's schedule (db/vacuum.ts) removes the row
// versions that updates leave behind, on time, again and again, and stops with the app.
import { sql } from 'kysely';
import { scheduleVacuum, vacuum } from '../../src/db/vacuum';
import { suiteApp } from '../support/suite-app';

const t = suiteApp({ target: 'pglite', seed: 'demo' }, 120_000);

/** The matches table's counters (flushed first: they are kept per backend until then). */
async function matchStats() {
  await sql`select pg_stat_force_next_flush()`.execute(t.db);
  const [row] = (
    await sql<{
      dead: string;
      vacuums: string;
    }>`select n_dead_tup as dead, vacuum_count as vacuums from pg_stat_user_tables where relname = 'matches'`.execute(
      t.db,
    )
  ).rows;
  return { dead: Number(row.dead), vacuums: Number(row.vacuums) };
}

it('removes the dead row versions of a match that events rewrote', async () => {
  await vacuum(t.db);
  const [match] = await t.db.selectFrom('matches').select(['id']).where('status', '=', 'scheduled').limit(1).execute();
  for (let minute = 1; minute <= 5; minute++)
    await t.db
      .insertInto('goals')
      .values({
        match_id: match.id,
        team_type: 'host',
        player_id: null,
        method: 'goal',
        minute,
        match_scope: 'regular',
      })
      .execute();
  // Each statement recounted the tally: five new versions of the row, four of them dead.
  const before = await matchStats();
  expect(before.dead).toBeGreaterThanOrEqual(4);
  await vacuum(t.db);
  const after = await matchStats();
  expect(after.dead).toBe(0);
  expect(after.vacuums).toBe(before.vacuums + 1);
});

it('runs on its schedule, again after each interval, and no more once stopped', async () => {
  const runs: number[] = [];
  const schedule = scheduleVacuum(t.db, { firstAfterMs: 10, everyMs: 30, onDone: (ms) => runs.push(ms) });
  const deadline = Date.now() + 10_000;
  while (runs.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  schedule.stop();
  expect(runs.length).toBeGreaterThanOrEqual(2);
  // A run under way when it stopped may still finish; none starts after it.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const seen = runs.length;
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(runs.length).toBe(seen);
  expect(seen).toBeLessThanOrEqual(3);
});
