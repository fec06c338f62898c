// The history of changes (ADR 0240): the super_admin edits a player, the player's History panel
// shows who changed which field from what to what, and the log finds the change by the person
// and by the record. The log page at 390 and 1280 px, and refused to a team administrator, kept
// under SHOTS_DIR to be looked at.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cabinetData, DEMO, signedInPage, watchProblems } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/history';

interface Row {
  id: number;
  slug: string;
  name: string;
  team: { id: number; club_id: number } | null;
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('an edited player: the panel shows the change, the log finds it by person and by record', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, DEMO.super_admin.email, 'en', 1280);
  const problems = watchProblems(page, { ignoreAborted: true });
  const [admin] = await cabinetData<Array<{ id: number; name: string }>>(
    page,
    '/cabinet/accounts?q=admin%40league.test',
  );
  const player = (await cabinetData<Row[]>(page, '/cabinet/players?per_page=20')).find((row) => row.team)!;

  await page.goto(`/en/cabinet/clubs/${player.team!.club_id}/teams/${player.team!.id}/players/${player.slug}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the player' })).toBeVisible();
  await page.getByLabel('Weight, kg').fill('63');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'History of changes' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const latest = page.locator('.lg-history__item').first();
  await expect(latest).toContainText(admin.name);
  await expect(latest).toContainText('changed');
  const weight = latest.locator('.lg-history__field', { hasText: 'weight_kg' });
  await expect(weight.locator('ins')).toHaveText('63');
  await page.screenshot({ path: `${SHOTS}/player-panel-1280.png`, fullPage: true });

  await page.goto('/en/cabinet/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History of changes' })).toBeVisible();
  await page.getByLabel('Person').selectOption(String(admin.id));
  await expect(page).toHaveURL(new RegExp(`actor=${admin.id}`));
  const found = page.locator('.lg-history__item', { hasText: `Player #${player.id}` }).first();
  await expect(found.locator('.lg-history__field', { hasText: 'weight_kg' }).locator('ins')).toHaveText('63');

  await page.getByLabel('Kind of record').selectOption('player');
  await page.getByLabel('Record number').fill(String(player.id));
  await page.getByLabel('Record number').press('Enter');
  await expect(page).toHaveURL(new RegExp(`entity_id=${player.id}`));
  await expect(page.locator('.lg-history__item').first()).toContainText(`Player #${player.id}`);
  expect(problems).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`the log at ${width} px, as the super_admin and refused to a team administrator`, async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await signedInPage(browser, DEMO.super_admin.email, 'en', width);
    await admin.goto('/en/cabinet/history');
    await expect(admin.getByRole('heading', { level: 1, name: 'History of changes' })).toBeVisible();
    await expect(admin.getByText(/Changes found: \d+|No changes match these filters/)).toBeVisible();
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.screenshot({ path: `${SHOTS}/history-super_admin-${width}.png`, fullPage: true });
    const kk = await signedInPage(browser, DEMO.super_admin.email, 'kk', width);
    await kk.goto('/cabinet/history');
    await expect(kk.getByRole('heading', { level: 1, name: 'Өзгерістер тарихы' })).toBeVisible();
    await kk.screenshot({ path: `${SHOTS}/history-super_admin-kk-${width}.png`, fullPage: true });

    const team = await signedInPage(browser, DEMO.command_admin.email, 'en', width);
    await team.goto('/en/cabinet/history');
    await expect(team).toHaveURL(/\/en\/cabinet\/tournaments$/);
    await expect(team.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await team.screenshot({ path: `${SHOTS}/history-command_admin-refused-${width}.png`, fullPage: true });
  });
}
