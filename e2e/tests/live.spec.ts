// The live public match page: an event saved by anyone — here an INSERT straight into
// PostgreSQL, as a second API process or a script would — reaches an open page within a second,
// without a reload (trigger → NOTIFY → the API's one LISTEN → server-sent events → refetch).
// The product runs here on its own scratch PostgreSQL database (created and dropped by this
// file), because the shared end-to-end server's embedded database can't be written from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const database = `league_e2e_live_${randomBytes(4).toString('hex')}`;

let server: ChildProcess | undefined;
let db: pg.Client;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  server = spawn(process.execPath, [path.resolve(process.cwd(), '..', 'scripts', 'start.mjs')], {
    // The public micro-cache stays on: the INSERT below passes no request hook of the API, and
    // the live module's NOTIFY is what drops the cached match.
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: url.toString(), SEED_DEMO: '1', LOG_LEVEL: 'warn', SEED_BASE_DATE: '2026-03-01' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/v1/datetime`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error('the live server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end().catch(() => undefined);
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

test('a goal saved while the page is open appears within a second, without a reload', async ({ browser }) => {
  const { rows } = await db.query<{ id: number }>(`select id from matches where status = 'scheduled' order by date_time, id limit 1`);
  const matchId = rows[0].id;
  await db.query(`update matches set status = 'live' where id = $1`, [matchId]);

  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  // The stream answers once its process listens: from then on nothing saved is missed.
  const stream = page.waitForResponse((response) => response.url().endsWith(`/api/v1/matches/${matchId}/live`));
  await page.goto(`/en/matches/${matchId}`);
  await expect(page.getByLabel('Score 0 : 0')).toBeVisible();
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  const loads = navigations;

  const saved = Date.now();
  await db.query(`insert into goals (match_id, team_type, method, minute, match_scope) values ($1, 'host', 'goal', 12, 'regular')`, [matchId]);
  await expect(page.getByLabel('Score 1 : 0')).toBeVisible({ timeout: 1000 });
  const seenAfter = Date.now() - saved;
  test.info().annotations.push({ type: 'live latency', description: `${seenAfter} ms from INSERT to the new score on the page` });
  expect(seenAfter).toBeLessThan(1000);
  // The timeline shows the goal too, and the page was never reloaded.
  await expect(page.getByRole('region', { name: 'Match events' }).getByText('12′')).toBeVisible();
  expect(navigations).toBe(loads);
});
