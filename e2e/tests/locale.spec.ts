import { expect, test } from '@playwright/test';
import { waitForHydration } from './fixtures';

test('a visitor gets kk on /, switches to Русский, and the cookie brings them back to /ru', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('link', { name: 'Турнирлер' }).first()).toBeVisible();
  // The page arrives rendered by the server; the switcher saves the choice once the scripts run.
  await waitForHydration(page);

  await page.getByRole('navigation', { name: 'Тіл' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Турниры' }).first()).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('ru');
  expect(cookie?.path).toBe('/');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);

  await page.goto('/en/tournaments');
  await expect(page).toHaveURL(/\/en\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
});

test('a page loads the strings of its own language; another language loads when the visitor changes to it', async ({
  page,
}) => {
  type I18nLike = { hasResourceBundle: (lng: string, ns: string) => boolean };
  const held = () =>
    page.evaluate(() => {
      const i18n = (window as unknown as { __leagueInstances: { i18n: I18nLike }[] }).__leagueInstances[0].i18n;
      return Object.fromEntries(
        ['kk', 'ru', 'en'].map((lng) => [
          lng,
          ['common', 'enums', 'public'].filter((ns) => i18n.hasResourceBundle(lng, ns)),
        ]),
      );
    });
  await page.goto('/ru/tournaments');
  await waitForHydration(page);
  expect(await held()).toEqual({ kk: [], ru: ['common', 'enums', 'public'], en: [] });

  await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Current' })).toBeVisible();
  expect(await held()).toEqual({ kk: [], ru: ['common', 'enums', 'public'], en: ['common', 'enums', 'public'] });
});

test('the tournaments page lists current, upcoming and past tournaments in each language', async ({ page }) => {
  for (const [path, headings] of [
    ['/tournaments', ['Ағымдағы', 'Алдағы', 'Өткен']],
    ['/ru/tournaments', ['Текущие', 'Предстоящие', 'Прошедшие']],
    ['/en/tournaments', ['Current', 'Upcoming', 'Past']],
  ] as const) {
    await page.goto(path);
    for (const name of headings) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('U-14');
  }
});
