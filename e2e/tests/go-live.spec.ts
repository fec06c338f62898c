// A new league goes live on an empty PostgreSQL database (no demo), as it is installed (issue 32):
//   1. `create-admin`, sign in — the first super_admin lands on the first-start checklist —, the
//      league's own name saved in the settings, and the public site of the running process says it
//      at once (header, title, og:site_name, the web app manifest), without a restart; a visitor's
//      message reaches the inbox;
//   2. the registry from a spreadsheet (one bad row shown on its cell, fixed, imported), a referee
//      registered, a team administrator and that referee invited (the e-mails caught by a local
//      SMTP server, the links followed, passwords set, each lands in their area), a tournament of
//      the imported teams with a match, the new referee on its crew — and the public site shows
//      the league's teams and the referee by name; the history of changes names each step and
//      who took it.
// Its own product process on E2E_PORT + 4 (mail on E2E_PORT + 1004) with a database created and
// dropped here; without a PostgreSQL server on 127.0.0.1:5432 the file is skipped, saying so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher';
import { loginThroughForm } from './fixtures';
import { registryWorkbook, workbookClubs, XLSX } from './registry-workbook';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.E2E_PORT ?? 3210) + 4;
const SMTP_PORT = PORT + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'first-start-pass-2026';
const database = `league_e2e_identity_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'league-e2e-identity-'));
let server: ChildProcess | null = null;
let smtp: SmtpCatcher | null = null;
let skipReason: string | null = null;
let created = false;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const databaseUrl = () => Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  skipReason = await onAdmin(() => Promise.resolve(null)).catch(
    (error: Error) => `PostgreSQL does not answer at ${ADMIN_URL} (${error.message})`,
  );
  if (skipReason) {
    console.log(`league-identity.spec.ts skipped: ${skipReason}`);
    return;
  }
  await onAdmin((client) => client.query(`create database ${database}`));
  created = true;
  smtp = await startSmtpCatcher(SMTP_PORT);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'league@league.test',
  };
  const root = path.resolve(process.cwd(), '..');
  server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the product process exited with ${server.exitCode}`);
    if (
      await fetch(`${BASE}/api/v1/datetime`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the product process did not answer within 240 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The empty league's first account, as the README says: `npm run create-admin`.
  const made = spawnSync('npm', ['run', 'create-admin', '--', '--email', 'chief@example.org', '--name', 'Chief'], {
    cwd: root,
    env: { ...env, ADMIN_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await smtp?.close();
  if (created) await onAdmin((client) => client.query(`drop database if exists ${database} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  test.skip(skipReason !== null, skipReason ?? '');
});

test("the first super_admin sets the league's name; the public site says it at once", async ({ page, browser }) => {
  // Before: the defaults.
  const visitor = await browser.newPage();
  await visitor.goto(`${BASE}/en/`);
  await expect(visitor.locator('.sh-logo')).toHaveText('Youth Football League');

  await page.goto(`${BASE}/en/cabinet/login`);
  await loginThroughForm(page, 'chief@example.org', PASSWORD);
  await expect(page).toHaveURL(`${BASE}/en/cabinet/start`);
  const identityStep = page.getByRole('listitem').filter({ hasText: "The league's name, logo and colours" });
  await expect(identityStep).toContainText('Not done yet');

  await identityStep.getByRole('link').click();
  await expect(page).toHaveURL(`${BASE}/en/cabinet/settings`);
  await page.getByLabel('Name (Kazakh)', { exact: true }).fill('Алатау лигасы');
  await page.getByLabel('Name (Russian)', { exact: true }).fill('Лига Алатау');
  await page.getByLabel('Name (English)', { exact: true }).fill('Alatau League');
  await page.getByLabel('Short name (English)').fill('Alatau');
  // A main colour white text cannot be read on is refused on its field.
  await page.getByLabel('Main colour (header and buttons)').fill('#f0f0f0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/White text on this colour has a contrast of 1\.\d:1/)).toBeVisible();
  await page.getByLabel('Main colour (header and buttons)').fill('#1d3b2a');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.sh-logo')).toHaveText('Alatau League');

  // The same running process, a fresh page: the server-rendered header, title, share tags, manifest.
  await visitor.goto(`${BASE}/en/`);
  await expect(visitor.locator('.sh-logo')).toHaveText('Alatau League');
  await expect(visitor).toHaveTitle(/Alatau League/);
  await expect(visitor.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Alatau League');
  // A render slower than its budget is answered by the browser once and kept when it finishes.
  await expect.poll(() => fetch(`${BASE}/ru/`).then((r) => r.text()), { timeout: 30_000 }).toContain('Лига Алатау');
  const manifest = await fetch(`${BASE}/api/v1/league/manifest?lang=kk`).then((r) => r.json());
  expect(manifest.name).toBe('Алатау лигасы');

  // A visitor's message reaches the inbox.
  const sent = await fetch(`${BASE}/api/v1/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({
      name: 'A parent',
      phone: '+7 701 000 11 22',
      email: 'parent@example.org',
      text: 'When is the next round?',
    }),
  });
  expect(sent.status).toBe(201);
  await page.goto(`${BASE}/en/cabinet/feedback`);
  await expect(page.getByRole('article', { name: 'A parent' })).toContainText('When is the next round?');

  await page.goto(`${BASE}/en/cabinet/start`);
  await expect(page.getByRole('listitem').filter({ hasText: "The league's name, logo and colours" })).toContainText(
    'Done',
  );
});

/** One cabinet call as the signed-in page makes it (its token), answered 2xx. */
async function cabinet<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.fetch(`${BASE}/api/v1${url}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** The link of the mail to `email` (its `#token=…` fragment kept). */
async function linkTo(email: string): Promise<string> {
  await expect.poll(() => smtp!.mails.some((m) => m.to.includes(email)), { timeout: 30_000 }).toBe(true);
  const mail = smtp!.mails.find((m) => m.to.includes(email))!;
  return /https?:\/\/\S+#token=\S+/.exec(mail.text)![0];
}

async function followAndSetPassword(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: "Welcome to the league's cabinet" })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a-new-password-2026');
  await page.getByLabel('Repeat the password').fill('a-new-password-2026');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  return page;
}

/** A day in the league's time zone (Almaty, UTC+5) `offset` days from today, YYYY-MM-DD. */
const almatyDay = (offset: number) =>
  new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test('the league imports its registry, invites its people, puts a new referee on a crew; the public site names them', async ({
  page,
  browser,
}) => {
  const TAG = randomBytes(2).toString('hex');
  const [clubA, clubB] = workbookClubs(TAG);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${BASE}/en/cabinet/login`);
  await loginThroughForm(page, 'chief@example.org', PASSWORD);
  await expect(page).toHaveURL(`${BASE}/en/cabinet/start`);

  // The registry from a spreadsheet: the bad row on its cell, then the fixed file imported.
  await page.goto(`${BASE}/en/cabinet/import`);
  const choose = async (bad: boolean) => {
    await page.getByLabel('File (CSV or XLSX, up to 5 MB)').setInputFiles({
      name: bad ? 'league.xlsx' : 'league-fixed.xlsx',
      mimeType: XLSX,
      buffer: await registryWorkbook(TAG, bad),
    });
    await expect(page.getByRole('status').filter({ hasText: 'Checking the file…' })).toHaveCount(0, {
      timeout: 90_000,
    });
  };
  await choose(true);
  const bad = page.getByRole('region', { name: /Sheet “Игроки”: Players/ }).getByRole('cell', { name: /30\.02\./ });
  await expect(bad).toContainText('Incorrect date');
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await choose(false);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Import finished: clubs 2, teams 4, players 60, staff 0.')).toBeVisible({
    timeout: 90_000,
  });

  // A referee, registered through the form.
  await page.goto(`${BASE}/en/cabinet/referees`);
  await page.getByRole('link', { name: 'Add a referee' }).click();
  await page.getByLabel('Last name (Kazakh)').fill('Жаңабаев');
  await page.getByLabel('First name (Kazakh)').fill('Нұрлан');
  await page.getByLabel('Last name (English)').fill('Zhanabayev');
  await page.getByLabel('First name (English)').fill('Nurlan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/cabinet\/referees$/);

  // The team administrator of the first imported club and the referee, invited.
  await page.goto(`${BASE}/en/cabinet/accounts/invitations`);
  const invite = async (email: string, name: string, role: string, scope: { label: string; value: string }) => {
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const form = page.getByRole('region', { name: 'New invitation' });
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Language of e-mail').selectOption({ label: 'English' });
    await form.getByLabel('Role', { exact: true }).selectOption({ label: role });
    await form.getByLabel(scope.label, { exact: true }).selectOption({ label: scope.value });
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText('The invitation was e-mailed')).toBeVisible();
  };
  await invite('coach@alatau.test', 'Coach of the club', 'Team administrator', { label: 'Club', value: clubA });
  await invite('referee@alatau.test', 'Nurlan Zhanabayev', 'Referee', {
    label: 'Referee',
    value: 'Zhanabayev Nurlan',
  });
  const coach = await followAndSetPassword(browser, await linkTo('coach@alatau.test'));
  await expect(coach).toHaveURL(`${BASE}/en/cabinet/tournaments`);
  const referee = await followAndSetPassword(browser, await linkTo('referee@alatau.test'));
  await expect(referee).toHaveURL(`${BASE}/en/cabinet/matches`);

  // A tournament of the imported 2012 teams with one match, by the cabinet's own calls.
  const [city] = await cabinet<Array<{ id: number }>>(page, 'GET', '/handbook/city');
  const stadium = await cabinet<{ id: number }>(page, 'POST', '/cabinet/stadiums', {
    title_kk: 'Орталық стадион',
    title_en: 'Central Stadium',
    city_id: city.id,
  });
  const [season] = await cabinet<Array<{ id: number; current: boolean }>>(page, 'GET', '/cabinet/seasons');
  const tournament = await cabinet<{ id: number }>(page, 'POST', '/cabinet/tournaments', {
    title_kk: 'Алатау кубогы',
    title_en: 'Alatau Cup',
    season_id: season.id,
    age_group: 'U-14',
    gender: 'male',
    format: 'league',
    birth_year_from: 2012,
    birth_year_to: 2012,
    start_date: almatyDay(0),
    active: true,
  });
  const { candidates } = await cabinet<{ candidates: Array<{ id: number; title: string }> }>(
    page,
    'GET',
    `/cabinet/tournaments/${tournament.id}/teams`,
  );
  const host = candidates.find((team) => team.title === `${clubA} 2012`)!;
  const guest = candidates.find((team) => team.title === `${clubB} 2012`)!;
  await cabinet(page, 'PUT', `/cabinet/tournaments/${tournament.id}/teams`, { team_ids: [host.id, guest.id] });
  const match = await cabinet<{ id: number }>(page, 'POST', `/cabinet/tournaments/${tournament.id}/matches`, {
    host_team_id: host.id,
    guest_team_id: guest.id,
    stadium_id: stadium.id,
    date: almatyDay(3),
    time: '10:30',
    tour_number: 1,
  });

  // The new referee on the crew, through the match page; the referee's list shows the match.
  await page.goto(`${BASE}/en/cabinet/tournaments/${tournament.id}/matches/${match.id}`);
  const crew = page.getByRole('region', { name: 'Referees' });
  await crew.getByLabel('Main referee').selectOption({ label: 'Zhanabayev Nurlan' });
  await crew.getByRole('button', { name: 'Save the referees' }).click();
  await expect(page.getByText('The referee crew has been changed')).toBeVisible();
  await referee.reload();
  await expect(referee.locator(`a[href*="/matches/${match.id}"]`).first()).toBeVisible();
  // The team administrator sees the club's tournament.
  await coach.reload();
  await expect(coach.getByRole('link', { name: 'Alatau Cup' }).first()).toBeVisible();

  // The public site: the league's name, the imported teams, the referee by name.
  const visitor = await browser.newPage();
  await visitor.goto(`${BASE}/en/matches/${match.id}`);
  await expect(visitor.locator('.sh-logo')).toHaveText('Alatau League');
  await expect(visitor.getByText(`${clubA} 2012`).first()).toBeVisible();
  await expect(visitor.getByText(/Zhanabayev/).first()).toBeVisible();
  await visitor.goto(`${BASE}/en/referees`);
  await expect(visitor.getByText(/Zhanabayev/).first()).toBeVisible();

  // The history of changes names each step and who took it.
  const history = async (entity: string, id?: number) => {
    await page.goto(`${BASE}/en/cabinet/history?entity=${entity}${id ? `&entity_id=${id}` : ''}`);
    await expect(page.getByRole('heading', { level: 1, name: 'History of changes' })).toBeVisible();
    return page.locator('.lg-history__item').filter({ hasText: 'Chief' });
  };
  await expect((await history('league')).filter({ hasText: 'Alatau League' }).first()).toBeVisible();
  // The import: each of the 60 players and their team membership, created by the super_admin.
  await expect((await history('player')).first()).toContainText('created');
  await expect(page.getByRole('status').filter({ hasText: 'Changes found:' })).toHaveText('Changes found: 120');
  await expect((await history('referee')).filter({ hasText: 'Zhanabayev' }).first()).toContainText('created');
  await expect((await history('invitation')).first()).toBeVisible();
  await expect((await history('tournament')).filter({ hasText: 'Alatau Cup' }).first()).toBeVisible();
  await expect((await history('match', match.id)).filter({ hasText: 'match_referees' }).first()).toBeVisible();
});
