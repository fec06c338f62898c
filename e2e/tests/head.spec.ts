import { expect, test } from '@playwright/test';

test('a public page has a canonical link without query or hash and four alternates', async ({ page, baseURL }) => {
  await page.goto('/ru/tournaments?page=2#past');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru/tournaments`);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
  );
  expect(alternates).toEqual({
    kk: `${baseURL}/tournaments`,
    ru: `${baseURL}/ru/tournaments`,
    en: `${baseURL}/en/tournaments`,
    'x-default': `${baseURL}/tournaments`,
  });
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=5/);
  await expect(page).toHaveTitle(/Турниры/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/images/share-main.png`);
  expect((await page.request.get('/images/share-main.png')).status()).toBe(200);
});

test('an unknown path shows the 404 text in the page language', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Бірдеңе дұрыс болмаған сияқты! Сіз сұраған бет жоқ.')).toBeVisible();
  await page.goto('/en/no/such/page');
  await expect(page.getByText('It seems that something went wrong! The page you are requesting does not exist.')).toBeVisible();
  await page.goto('/ru/cabinet/no-such-area');
  await expect(page).toHaveURL(/\/ru\/cabinet\/login\?next=/);
});
