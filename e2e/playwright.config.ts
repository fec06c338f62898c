// End-to-end tests on the built product served by `npm start` on its own port with a fresh
// embedded database. Playwright drives Debian's Chromium; it never downloads a browser.
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The local SMTP catcher the notifications journey listens on (ADR 0180); nothing else needs it. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
const dataDir = path.join(os.tmpdir(), `league-e2e-${process.pid}`);
/** The product server's log, scanned for personal data after the run (tests/log-scan.teardown.ts, ADR 0272). */
process.env.LEAGUE_E2E_SERVER_LOG ??= path.join(os.tmpdir(), `league-e2e-${process.pid}.log`);

/**
 * The journeys that catch the product's e-mail listen on SMTP_PORT, which one process at a time
 * can hold: they run one after another in a project of their own (the rest run beside them).
 */
const testDir = fileURLToPath(new URL('./tests', import.meta.url));
const mailJourneys = fs
  .readdirSync(testDir)
  .filter(
    (file) => file.endsWith('.spec.ts') && fs.readFileSync(path.join(testDir, file), 'utf8').includes('smtp-catcher'),
  )
  .map((file) => `**/${file}`);

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './tests/log-scan.teardown.ts',
  projects: [
    { name: 'mail', testMatch: mailJourneys, workers: 1 },
    { name: 'journeys', testIgnore: mailJourneys },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // Its log (JSON lines at info: every request) goes to a file the teardown scans.
    command: `node ../scripts/start.mjs > "${process.env.LEAGUE_E2E_SERVER_LOG}"`,
    url: `http://127.0.0.1:${PORT}/api/v1/datetime`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The demo is dated from a fixed day, so the journeys see the same league on any day.
    // The canonical and alternate links a rendered page carries name the address the browser uses.
    // LEAGUE_TEST_HOOKS: a super_admin may run the daily reminders as of a fixed instant (ADR 0167).
    // SMTP_URL: notification e-mail goes to a catcher the notifications journey starts (ADR 0180);
    // while none listens a delivery fails, is logged and is tried again, as with a server down.
    env: {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'league@league.test',
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED_BASE_DATE: '2026-03-01',
      LEAGUE_TEST_HOOKS: '1',
      // Scheduled news go out within two seconds of their time (ADR 0260).
      CONTENT_PUBLISH_POLL_SECONDS: '2',
      // Two browsers and the server share two cores here: a render may take longer than the
      // product's 1 s budget, and the journeys are about the rendered page, not the budget (the
      // fallback to the browser's page is tested in server/test).
      LEAGUE_SSR_BUDGET_MS: '5000',
    },
  },
});
