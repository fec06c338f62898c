import { expect, test } from '@playwright/test';
import { DEMO, loginThroughForm, type DemoRole } from './fixtures';

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`${role} signs in and lands on ${DEMO[role].home}`, async ({ page }) => {
    await page.goto('/en/cabinet/login');
    await loginThroughForm(page, DEMO[role].email);
    await expect(page).toHaveURL(new RegExp(`/en${DEMO[role].home}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.lg-error')).toHaveCount(0);

    // token and user survive a reload; logout clears both
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/en${DEMO[role].home}$`));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/cabinet\/login$/);
    await page.goto(`/en${DEMO[role].home}`);
    await expect(page).toHaveURL(/\/en\/cabinet\/login\?next=/);
  });
}

test('a cabinet page without login goes to login with next, and back after login', async ({ page }) => {
  await page.goto('/cabinet/clubs');
  await expect(page).toHaveURL(/\/cabinet\/login\?next=%2Fcabinet%2Fclubs$/);
  await loginThroughForm(page, DEMO.super_admin.email);
  await expect(page).toHaveURL(/\/cabinet\/clubs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Клубтар' })).toBeVisible();
});

test('a wrong password shows a translated error and keeps the form filled', async ({ page }) => {
  await page.goto('/ru/cabinet/login');
  await loginThroughForm(page, DEMO.referee.email, 'not-the-password');
  await expect(page.getByRole('alert').first()).toContainText(/неверн/i);
  await expect(page.getByLabel('Электронная почта')).toHaveValue(DEMO.referee.email);
  await expect(page.getByLabel('Пароль')).toHaveValue('not-the-password');
  await expect(page).toHaveURL(/\/ru\/cabinet\/login$/);
});

test('a role is kept out of areas it may not use', async ({ page }) => {
  await page.goto('/cabinet/login?next=%2Fcabinet%2Fclubs');
  await loginThroughForm(page, DEMO.media_manager.email);
  await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
  await page.goto('/cabinet/departures');
  await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
});
