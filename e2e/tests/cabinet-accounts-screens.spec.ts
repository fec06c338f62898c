// Every page of accounts and referees at 390 and 1280 px: as the super_admin (the one role that
// may open them), and by URL as a team administrator (refused: sent to their home), and
// the pages of a person who is not signed in (welcome, forgotten password, new password), the
// link pages telling a missing token. Kept under SHOTS_DIR to be looked at.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cabinetData, DEMO, signedInPage, watchProblems } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/accounts';

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const width of [390, 1280]) {
  test(`accounts and referees pages at ${width} px, as the super_admin and refused to a team administrator`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await signedInPage(browser, DEMO.super_admin.email, 'en', width);
    const problems = watchProblems(admin, { ignoreAborted: true });
    const [account] = await cabinetData<Array<{ id: number }>>(admin, '/cabinet/accounts?q=team%40league.test');
    const [referee] = await cabinetData<Array<{ id: number }>>(admin, '/cabinet/referees?per_page=1');
    const pages: Array<[string, string, string | RegExp]> = [
      ['accounts', '/en/cabinet/accounts', 'Accounts'],
      ['invitations', '/en/cabinet/accounts/invitations', 'Invitations'],
      ['account', `/en/cabinet/accounts/${account.id}`, /.+/],
      ['referees', '/en/cabinet/referees', 'Referees'],
      ['referee-create', '/en/cabinet/referees/create', 'New referee'],
      ['referee-edit', `/en/cabinet/referees/${referee.id}/edit`, /Edit the referee/],
    ];
    for (const [name, path, heading] of pages) {
      await admin.goto(path);
      await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await admin.screenshot({ path: `${SHOTS}/${name}-super_admin-${width}.png`, fullPage: true });
    }
    // The super_admin's own account page: two-factor sign-in, set up (the secret shown) and not yet on.
    await admin.goto('/en/cabinet/account');
    await admin.getByRole('button', { name: 'Turn on' }).click();
    await expect(admin.getByLabel('The 6-digit code from the app')).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/own-account-two-factor-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);

    const team = await signedInPage(browser, DEMO.command_admin.email, 'en', width);
    for (const [name, path] of pages) {
      await team.goto(path);
      // Refused: the team administrator is sent to their own home, nothing of the page shown.
      await expect(team).toHaveURL(/\/en\/cabinet\/tournaments$/);
      await expect(team.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
      await team.screenshot({ path: `${SHOTS}/${name}-command_admin-refused-${width}.png`, fullPage: true });
    }
  });

  test(`the pages of a person not signed in at ${width} px`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto('/en/cabinet/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/forgot-${width}.png`, fullPage: true });
    await page.getByLabel('E-mail').fill('nobody@league.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('If an account has this e-mail, a link was sent to it.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/forgot-sent-${width}.png`, fullPage: true });
    await page.goto('/ru/cabinet/welcome#token=made-up-token-made-up-token-made-up-tok1234');
    await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в кабинет лиги' })).toBeVisible();
    await page.getByLabel('Пароль', { exact: true }).fill('a-new-password-2026');
    await page.getByLabel('Повторите пароль').fill('a-new-password-2026');
    await page.getByRole('button', { name: 'Сохранить и войти' }).click();
    await expect(page.getByRole('alert')).toContainText('Ссылка больше не действует');
    await page.screenshot({ path: `${SHOTS}/welcome-refused-ru-${width}.png`, fullPage: true });
    await page.goto('/cabinet/password/reset');
    await expect(page.getByRole('heading', { level: 1, name: 'Жаңа құпиясөз' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reset-no-token-kk-${width}.png`, fullPage: true });
  });
}
