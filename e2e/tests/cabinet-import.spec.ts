// The registry from a spreadsheet (ADR 0250): the super_admin uploads a workbook of 2 clubs,
// 4 teams and 60 players with one bad row, sees the problem on its cell (on a phone too), chooses
// the fixed file, imports it, and finds the players in the registry; a command_admin who opens
// the page by its address is sent home. Screenshots go to SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { registryWorkbook, XLSX } from './registry-workbook';

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const TAG = Date.now().toString(36).slice(-4);
/** The two workbooks, written once (a workbook carries the time it was written: the same file is the same bytes). */
const files: Record<'bad' | 'fixed', Buffer> = { bad: Buffer.alloc(0), fixed: Buffer.alloc(0) };
test.beforeAll(async () => {
  files.bad = await registryWorkbook(TAG, true);
  files.fixed = await registryWorkbook(TAG, false);
});
/** Chooses a workbook and waits until the page has checked it (a file is read on the server: slow on a busy machine). */
const choose = async (page: Page, name: string, bad: boolean) => {
  await page
    .getByLabel('File (CSV or XLSX, up to 5 MB)')
    .setInputFiles({ name, mimeType: XLSX, buffer: bad ? files.bad : files.fixed });
  await expect(page.getByRole('status').filter({ hasText: 'Checking the file…' })).toHaveCount(0, { timeout: 90_000 });
};

test('super_admin imports 2 clubs, 4 teams and 60 players after fixing the one bad row', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO.super_admin.email);
  await page.goto('/en/cabinet/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import from a spreadsheet' })).toBeVisible();

  await choose(page, 'league.xlsx', true);
  const players = page.getByRole('region', { name: /Sheet “Игроки”: Players/ });
  const bad = players.getByRole('cell', { name: /30\.02\.\d{4}/ });
  await expect(bad).toContainText('Incorrect date');
  await expect(bad).toHaveClass(/ri-cell--error/);
  const summary = page.getByRole('region', { name: 'What will be imported' });
  await expect(summary).toContainText('PlayersNew: 59 · already there: 0 · with problems: 1');
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/import-preview-top-1280.png` });
    await bad.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/import-preview-problem-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await bad.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/import-preview-problem-390.png` });
    await page.getByLabel('Show only rows with problems').check();
    await page.screenshot({ path: `${SHOTS}/import-only-problems-390.png`, fullPage: true });
    await page.getByLabel('Show only rows with problems').uncheck();
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await choose(page, 'league-fixed.xlsx', false);
  await expect(players.getByRole('cell', { name: /30\.02\./ })).toHaveCount(0);
  await expect(summary).toContainText('ClubsNew: 2 · already there: 0 · with problems: 0');
  await expect(summary).toContainText('PlayersNew: 60 · already there: 0 · with problems: 0');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Import finished: clubs 2, teams 4, players 60, staff 0.')).toBeVisible({
    timeout: 90_000,
  });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-done-1280.png` });

  await page.getByRole('link', { name: 'Go to the players' }).click();
  await page.getByRole('searchbox').fill(`Импортов${TAG}`);
  await expect(
    page
      .getByText(`Ойыншы1 Импортов${TAG}`)
      .or(page.getByText(`Импортов${TAG} Ойыншы1`))
      .first(),
  ).toBeVisible();

  // the same file again changes nothing
  await page.goto('/en/cabinet/import');
  await choose(page, 'league-fixed.xlsx', false);
  await expect(page.getByText(/This file was imported on/)).toBeVisible();
  await expect(page.getByText('There are no new rows to import.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What will be imported' })).toContainText(
    'PlayersNew: 0 · already there: 60 · with problems: 0',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-again-1280.png` });
});

test('a command_admin who opens the import by its address is sent home', async ({ page }) => {
  await signIn(page, DEMO.command_admin.email);
  await page.goto('/en/cabinet/import');
  await expect(page).toHaveURL(/\/en\/cabinet\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import from a spreadsheet' })).toHaveCount(0);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/import-command-admin-refused-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/cabinet/import');
    await expect(page).toHaveURL(/\/en\/cabinet\/tournaments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/import-command-admin-refused-390.png` });
  }
});

test('the import page fits a 390 px phone, in Kazakh', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.super_admin.email, 'kk');
  await page.goto('/cabinet/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Кестеден импорт' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-page-390.png`, fullPage: true });
});
