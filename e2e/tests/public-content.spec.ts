import { expect, test, type Page } from '@playwright/test';
import { watchProblems as watchAll } from './fixtures';

const watchProblems = (page: Page) => watchAll(page, { ignoreAborted: true });

test('the feedback form refuses a 10-digit phone and sends an 11-digit one without spaces', async ({ page }) => {
  const posts: { body: string; type: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/feedback') {
      posts.push({ body: request.postData() ?? '', type: request.headers()['content-type'] ?? '' });
    }
  });
  await page.goto('/en/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  // The server's HTML shows the form disabled until the scripts take it over.
  await expect(page.getByLabel('Your name *')).toBeEnabled();

  await page.getByLabel('Your name *').fill('Anna Petrova');
  await page.getByLabel('Phone *').fill('701 123 45 67');
  await page.getByLabel('Message *').fill('When does the Winter Cup start?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Incorrect phone')).toBeVisible();
  expect(posts).toHaveLength(0);

  await page.getByLabel('Phone *').fill('+7 701 123 45 67');
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/feedback');
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Thank you! Your message has been sent')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0].type).toMatch(/^multipart\/form-data; boundary=/);
  expect(posts[0].body).toMatch(/name="phone"\r\n\r\n\+77011234567\r\n/);
  await expect(page.getByLabel('Your name *')).toHaveValue('');
});

test('search finds a seeded player by the Cyrillic and by the Latin spelling of the first name', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Іздеу сұрауы' });
  await box.fill('Жәнібек');
  await page.getByRole('button', { name: 'Іздеу' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const players = page.getByRole('region', { name: /Ойыншылар/ });
  const first = players.getByRole('link').first();
  await expect(first).toContainText('Жәнібек');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/players\//);

  await box.fill('Zhanibek');
  await page.getByRole('button', { name: 'Іздеу' }).click();
  await expect(page).toHaveURL(/q=Zhanibek/);
  await expect(page.getByRole('region', { name: /Ойыншылар/ }).locator(`a[href="${href}"]`)).toBeVisible();

  // The Russian spelling finds the same player, and the link leads to the player page.
  await page.goto('/ru/search?q=Жанибек');
  await expect(page.getByRole('region', { name: /Игроки/ }).locator(`a[href="/ru${href}"]`)).toBeVisible();
});

test('news list → news item works in kk, ru and en without console errors or failed requests', async ({ page }) => {
  const problems = watchProblems(page);
  for (const [prefix, title, crumbs] of [
    ['', 'Жаңалықтар', 'Навигация тізбегі'],
    ['/ru', 'Новости', 'Навигационная цепочка'],
    ['/en', 'News', 'Breadcrumbs'],
  ] as const) {
    await page.goto(`${prefix}/news`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const link = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/news/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: crumbs }).getByRole('link', { name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
