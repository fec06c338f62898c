import { expect, test } from '@playwright/test';

test('a public page has a canonical link without query or hash and four alternates', async ({ page, baseURL }) => {
  await page.goto('/ru/tournaments?page=2#past');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru/tournaments`);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])));
  expect(alternates).toEqual({
    kk: `${baseURL}/tournaments`,
    ru: `${baseURL}/ru/tournaments`,
    en: `${baseURL}/en/tournaments`,
    'x-default': `${baseURL}/tournaments`,
  });
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=5/);
  await expect(page).toHaveTitle(/Турниры/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/images/share-main.png`,
  );
  expect((await page.request.get('/images/share-main.png')).status()).toBe(200);
});

test('an unknown path shows the 404 text in the page language', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Бірдеңе дұрыс болмаған сияқты! Сіз сұраған бет жоқ.')).toBeVisible();
  await page.goto('/en/no/such/page');
  await expect(
    page.getByText('It seems that something went wrong! The page you are requesting does not exist.'),
  ).toBeVisible();
  await page.goto('/ru/cabinet/no-such-area');
  await expect(page).toHaveURL(/\/ru\/cabinet\/login\?next=/);
});

test('a match page names its drawn PNG in the HTML a link preview reads, with its size and alt text', async ({
  page,
  baseURL,
}) => {
  const matches = await (await page.request.get('/api/v1/matches?status=finished&per_page=1')).json();
  const id = matches.data[0].id as number;
  const image = `${baseURL}/api/v1/share/matches/${id}/card.png?lang=ru`;
  // A crawler runs no script: the server's HTML carries the tags.
  const html = await (await page.request.get(`/ru/matches/${id}`)).text();
  const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(tag('og:image')?.replace(/&amp;/g, '&')).toMatch(new RegExp(`^${image.replace(/[.?]/g, '\\$&')}&v=finished_`));
  expect(tag('og:image:width')).toBe('1200');
  expect(tag('og:image:height')).toBe('630');
  expect(tag('og:image:alt')).toBeTruthy();
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

  const answer = await page.request.get(tag('og:image')!.replace(/&amp;/g, '&'));
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const png = await answer.body();
  // PNG signature, then IHDR: width and height as 32-bit big-endian numbers.
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  // The page in the browser keeps the same tags.
  await page.goto(`/ru/matches/${id}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/share/matches/${id}/card\\.png\\?lang=ru`),
  );
});
