// The media manager on a single match (spec §6), in Kazakh on a 390 px phone: from the
// tournaments list to a match, where it sees the match, the broadcast link and the photos and
// nothing of the protocol; it sets the link, attaches a photo (a 301 KB one is refused in the
// browser), sees it on the public match page at once, and removes it again.
import { expect, test } from '@playwright/test';
import { apiData, cabinetData, DEMO, loginThroughForm, stubBroadcasts, watchProblems } from './fixtures';

/** A whole 1×1 PNG: the upload re-encodes pictures without their metadata, so it must decode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 390, height: 844 } });

test('the media manager sets the broadcast link and attaches a photo the public match page shows', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page, { ignoreAborted: true });
  await stubBroadcasts(page);
  // Kazakh has no prefix in the address.
  await page.goto('/cabinet/login');
  await loginThroughForm(page, DEMO.media_manager.email);
  await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
  const [main] = await cabinetData<Array<{ id: number; title: string }>>(page, '/cabinet/tournaments?main=1', 'kk');
  const { matches } = await cabinetData<{
    matches: Array<{ id: number; host: { title: string }; guest: { title: string } }>;
  }>(page, `/cabinet/tournaments/${main!.id}/matches`, 'kk');
  const media = await Promise.all(
    matches.slice(0, 12).map(async (m) => ({
      m,
      albums: (await apiData<{ albums: unknown[] }>(page.request, `/matches/${m.id}/media`, 'kk')).albums.length,
    })),
  );
  const match = (media.find((x) => x.albums === 0) ?? media[0])!.m;
  const title = `${match.host.title} — ${match.guest.title}`;

  await page.goto(`/cabinet/tournaments/${main!.id}/matches`);
  await page.getByRole('list', { name: 'Матчтар' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Трансляция сілтемесі' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Матч фотолары' })).toBeVisible();
  // Nothing of the protocol.
  for (const name of ['Оқиғалар', 'Төрешілер', 'Статистика'])
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Құрамдар' })).toHaveCount(0);

  // The broadcast link.
  await page.getByRole('textbox', { name: 'Трансляция сілтемесі' }).fill('https://www.youtube.com/watch?v=league-e2e');
  await page.getByRole('button', { name: 'Сілтемені сақтау' }).click();
  await expect(page.getByText('Хаттама өзгертілді')).toBeVisible();

  // A photo over 300 KB never leaves the browser; a small one is attached at once.
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/cabinet/matches/${match.id}/media`)) posts += 1;
  });
  const input = page.getByLabel('Фото қосу');
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(300 * 1024)]),
  });
  await expect(page.getByText('Файл көлемі 300 КБ-тан аспауы керек').first()).toBeVisible();
  await input.setInputFiles({ name: 'goal.png', mimeType: 'image/png', buffer: PNG });
  const photos = page.getByRole('list', { name: 'Матч фотолары' });
  await expect(photos.getByRole('img')).toHaveCount(1);
  expect(posts).toBe(1);
  const src = await photos.getByRole('img').first().getAttribute('src');
  expect(src).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The public match page shows it (and the link) at once.
  await page.getByRole('link', { name: 'Матчтың ашық беті' }).click();
  await expect(page).toHaveURL(new RegExp(`/matches/${match.id}$`));
  await expect(page.getByRole('region', { name: 'Медиа' }).locator(`img[src="${src}"]`)).toBeVisible();

  // Removed again, it leaves the public page too.
  await page.goBack();
  await page.getByRole('button', { name: 'Фотоны жою: 1-фото' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Фотоны жою' }).click();
  await expect(page.getByText('Фото әлі жоқ')).toBeVisible();
  const after = await apiData<{ albums: Array<{ images: Array<{ path: string }> }> }>(
    page.request,
    `/matches/${match.id}/media`,
    'kk',
  );
  expect(after.albums.flatMap((a) => a.images.map((i) => i.path))).not.toContain(src);
  expect(problems).toEqual([]);
});
