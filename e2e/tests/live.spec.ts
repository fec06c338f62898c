// The live public match page: the referee records events on the protocol page in one browser,
// and a second browser on the public match page sees each one arrive — score and timeline —
// without a reload (referee's POST → trigger → NOTIFY → the API's one LISTEN → server-sent
// events carrying the change → the page writes it into what it shows, ADR 0179). The page asks
// for neither the match nor its events again: the test counts those requests. The referee's
// clock start reaches the page the same way and the header shows the minute, ticking; a 390 px
// screenshot of the live page goes to E2E_SHOTS_DIR (or the test's output folder). Each arrival is measured from the moment the referee's browser sent the POST
// to the moment the public page's DOM showed it; the issue asks for one second, and the check
// allows that plus a margin for a busy machine (the figures go to the report's annotations).
// The product runs here on its own scratch PostgreSQL database (created and dropped by this
// file), so the trigger path is the one production uses and no other test shares the match.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import pg from 'pg';
import { signIn } from './fixtures';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const database = `league_e2e_live_${randomBytes(4).toString('hex')}`;
/** The one second, and a margin for a machine shared with other work. */
const LIVE_BUDGET_MS = 1000;
const MARGIN_MS = 500;

let server: ChildProcess | undefined;
/** Closed before the server stops: an open stream would hold its graceful shutdown. */
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  // A start on a busy machine: migrations and the demo seed on a new database (the hook's own
  // budget; the wait below ends when the server answers, or at its deadline).
  test.setTimeout(240_000);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  server = spawn(process.execPath, [path.resolve(process.cwd(), '..', 'scripts', 'start.mjs')], {
    // The public micro-cache stays on: the live module's NOTIFY is what drops the cached match.
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: url.toString(),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SEED_BASE_DATE: '2026-03-01',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/v1/datetime`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the live server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
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

interface Candidate {
  player_id: number;
  name: string;
  position: string | null;
  eligible: boolean;
}

/** A call of the cabinet API with the signed-in user's token (the answer's `data`). */
async function cabinet<T>(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: object): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  expect(response.status(), `${method} ${url}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('each event the referee saves appears on an open public match page within a second, without a reload', async ({
  browser,
}) => {
  // The referee, on a phone-sized protocol page.
  const refereeContext = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
  const viewerContext = await browser.newContext({ baseURL: BASE });
  contexts.push(refereeContext, viewerContext);
  const referee = await refereeContext.newPage();
  await signIn(referee, 'referee@league.test');
  const list = await cabinet<Array<{ id: number; lifecycle: string; tournament: { id: number } }>>(
    referee,
    'GET',
    '/cabinet/matches?per_page=100',
  );
  const match = list.find((m) => m.lifecycle === 'scheduled')!;
  expect(match, 'a scheduled match of the referee').toBeTruthy();

  // Squads and the start through the same API the squad and protocol pages call.
  const form = await cabinet<Record<'host' | 'guest', { team: { id: number }; candidates: Candidate[] }>>(
    referee,
    'GET',
    `/cabinet/matches/${match.id}/squad/form`,
  );
  const squads = await cabinet<Record<'host' | 'guest', { version: number }>>(
    referee,
    'GET',
    `/cabinet/matches/${match.id}/squad`,
  );
  const starters: Record<'host' | 'guest', Candidate[]> = { host: [], guest: [] };
  for (const side of ['host', 'guest'] as const) {
    const eligible = form[side].candidates.filter((c) => c.eligible);
    const gk = eligible.find((c) => c.position === 'GK')!;
    starters[side] = [gk, ...eligible.filter((c) => c !== gk).slice(0, 10)];
    const players = starters[side].map((c, i) => ({
      player_id: c.player_id,
      kind: 'main',
      number: i + 1,
      is_captain: i === 1,
    }));
    await cabinet(referee, 'POST', `/cabinet/matches/${match.id}/squad`, {
      team_id: form[side].team.id,
      version: squads[side].version,
      players,
    });
  }
  const protocol = await cabinet<{ version: number }>(referee, 'GET', `/cabinet/matches/${match.id}/protocol`);
  await cabinet(referee, 'PATCH', `/cabinet/matches/${match.id}/protocol`, {
    version: protocol.version,
    transition: 'start',
  });
  await referee.goto(`/en/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`);
  const eventForm = referee.getByRole('form', { name: 'Add an event' });
  await expect(eventForm).toBeVisible();

  // The public page, in a second browser: it notes when each score and minute first shows.
  const viewer = await viewerContext.newPage();
  await viewer.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { liveSeen: Record<string, number> }).liveSeen = seen;
    const look = () => {
      const now = Date.now();
      const score = document.querySelector('.pub-match-head__score')?.textContent;
      if (score && !(score in seen)) seen[score] = now;
      for (const section of document.querySelectorAll('section[aria-labelledby]')) {
        if (document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent !== 'Match events')
          continue;
        for (const minute of section.textContent?.match(/\d+′/g) ?? []) if (!(minute in seen)) seen[minute] = now;
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  let navigations = 0;
  viewer.on('framenavigated', (frame) => {
    if (frame === viewer.mainFrame()) navigations += 1;
  });
  // The stream answers once its process listens: from then on nothing saved is missed.
  const stream = viewer.waitForResponse((response) =>
    response.url().includes(`/api/v1/matches/${match.id}/live?lang=en`),
  );
  // The match and its events, asked for by the page: once at load, never again on a message.
  const matchReads: string[] = [];
  viewer.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === `/api/v1/matches/${match.id}` || pathname === `/api/v1/matches/${match.id}/protocol`)
      matchReads.push(pathname);
  });
  await viewer.goto(`/en/matches/${match.id}`);
  // The score is visible text with its word for screen readers: "Score 0 : 0".
  const headScore = viewer.locator('.pub-match-head__score');
  await expect(headScore).toHaveText('Score 0 : 0');
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  const loads = navigations;
  await expect(viewer.getByRole('region', { name: 'Match events' })).toBeVisible();
  const readsAtLoad = matchReads.length;

  // The referee starts the clock: the header shows the match minute, from the clock, ticking.
  const clock = await cabinet<{ version: number }>(referee, 'GET', `/cabinet/matches/${match.id}/clock`);
  await cabinet(referee, 'PATCH', `/cabinet/matches/${match.id}/clock`, { version: clock.version, action: 'start' });
  const minute = viewer.locator('.pub-match-head__minute');
  await expect(minute).toHaveText(/^1′/);
  await expect(minute).toContainText('Minute 1 of the match');

  const timeline = viewer.getByRole('region', { name: 'Match events' });
  const events: Array<{
    what: string;
    kind: 'goal' | 'punishment';
    team: 'host' | 'guest';
    minute: number;
    fill: () => Promise<void>;
    shows: string;
  }> = [
    {
      what: 'a goal of the host',
      kind: 'goal',
      team: 'host',
      minute: 12,
      fill: () =>
        eventForm
          .getByLabel('Scorer')
          .selectOption(String(starters.host[9].player_id))
          .then(() => undefined),
      shows: 'Score 1 : 0',
    },
    {
      what: 'a goal of the guest',
      kind: 'goal',
      team: 'guest',
      minute: 30,
      fill: () =>
        eventForm
          .getByLabel('Scorer')
          .selectOption(String(starters.guest[10].player_id))
          .then(() => undefined),
      shows: 'Score 1 : 1',
    },
    {
      what: 'a yellow card',
      kind: 'punishment',
      team: 'host',
      minute: 41,
      fill: async () => {
        await eventForm.getByLabel('Player', { exact: true }).selectOption(String(starters.host[4].player_id));
        await eventForm.getByLabel('Card', { exact: true }).selectOption('yellow');
      },
      shows: '41′',
    },
  ];
  const measured: string[] = [];
  for (const event of events) {
    await eventForm.getByLabel('Event', { exact: true }).selectOption(event.kind);
    await eventForm.getByLabel('Team', { exact: true }).selectOption(event.team);
    await eventForm.getByLabel('Minute (1–90)').fill(String(event.minute));
    await event.fill();
    const posted = referee.waitForRequest(
      (request: Request) =>
        request.method() === 'POST' && request.url().endsWith(`/api/v1/cabinet/matches/${match.id}/events`),
    );
    await eventForm.getByRole('button', { name: 'Add an event' }).click();
    const request = await posted;
    expect((await request.response())?.status()).toBe(200);
    // Arrival: the score (a goal) or the minute in the timeline (a card) shows on the public page.
    if (event.shows.startsWith('Score')) await expect(headScore).toHaveText(event.shows, { timeout: 5_000 });
    else await expect(timeline.getByText(event.shows)).toBeVisible({ timeout: 5_000 });
    await expect(timeline.getByText(`${event.minute}′`)).toBeVisible();
    const shownAt = await viewer.evaluate(
      (key) => (window as unknown as { liveSeen: Record<string, number> }).liveSeen[key],
      event.shows,
    );
    const latency = Math.round(shownAt - request.timing().startTime);
    measured.push(`${event.what}: ${latency} ms`);
    expect(latency, `${event.what}: POST sent → shown on the public page`).toBeLessThan(LIVE_BUDGET_MS + MARGIN_MS);
  }
  test.info().annotations.push({
    type: 'live latency',
    description: `referee's POST sent → public page shows it: ${measured.join(', ')}`,
  });
  // The public page was never reloaded, and never asked for the match or its events again.
  expect(navigations).toBe(loads);
  expect(matchReads.slice(readsAtLoad)).toEqual([]);
  // Beside each goal, the score it made.
  await expect(timeline.getByText('1–0')).toBeVisible();
  await expect(timeline.getByText('1–1')).toBeVisible();

  // On a phone: the score, the minute and the events first, the video and the print button below.
  await viewer.setViewportSize({ width: 390, height: 844 });
  const top = async (selector: string) => (await viewer.locator(selector).first().boundingBox())?.y ?? Number.NaN;
  const eventsTop = await top('.pub-match-lead__timeline');
  expect(await top('.pub-match-head__minute')).toBeLessThan(eventsTop);
  expect(await top('.pub-match-print')).toBeGreaterThan(eventsTop);
  if ((await viewer.locator('.pub-match-lead__broadcast section').count()) > 0)
    expect(await top('.pub-match-lead__broadcast')).toBeGreaterThan(eventsTop);
  const shots = process.env.E2E_SHOTS_DIR ?? test.info().outputPath();
  mkdirSync(shots, { recursive: true });
  await viewer.screenshot({ path: path.join(shots, 'live-match-390.png'), fullPage: false });
  await viewer.setViewportSize({ width: 1280, height: 900 });
  await viewer.screenshot({ path: path.join(shots, 'live-match-1280.png'), fullPage: false });
});
