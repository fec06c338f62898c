// A new league on an empty PostgreSQL database (no demo), as it is installed: `create-admin`, sign
// in — the first super_admin lands on the first-start checklist —, the league's own name saved in
// the settings, and the public site of the running process says it at once (header, title,
// og:site_name, the web app manifest), without a restart; a visitor's message reaches the inbox.
// Its own product process on E2E_PORT + 4 with a database created and dropped here; without a
// PostgreSQL server on 127.0.0.1:5432 the file is skipped, saying so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { loginThroughForm } from './fixtures';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.E2E_PORT ?? 3210) + 4;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'first-start-pass-2026';
const database = `league_e2e_identity_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'league-e2e-identity-'));
let server: ChildProcess | null = null;
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
  const env = { ...process.env, DATABASE_URL: databaseUrl(), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0' };
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
  const ru = await fetch(`${BASE}/ru/`).then((r) => r.text());
  expect(ru).toContain('Лига Алатау');
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
