// The league's publishing as the media manager does it, at 1280 and 390 px: a news item written
// in three languages with a picture and a match link, scheduled two minutes ahead; the schedule's
// clock moved on (LEAGUE_TEST_HOOKS) and the item appears by itself on the home page, the match
// page, search, the sitemap and the feed, with a share card; unpublished. An album of 20 photos
// (≈ 12 MB) uploaded with progress, one failing once and retried, its copies without EXIF/GPS; a
// partner deleted; the other roles kept out.
import { expect, test, type Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { apiData, signIn, trackRemoteRequests } from './fixtures';

const almaty = (ms: number) => new Date(ms + 5 * 3600_000).toISOString();

async function photo(seed: number, width = 2400, height = 1600): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = 60 + ((x >>> 25) & 127);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 0/1' } })
    .toBuffer();
}

async function adminToken(page: Page): Promise<string> {
  const answer = await page.request.post('/api/v1/cabinet/login', {
    data: { email: 'admin@league.test', password: 'league-demo-2026' },
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

for (const width of [1280, 390]) {
  test(`media manager at ${width} px: a news item in three languages, scheduled, out by itself everywhere, unpublished`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signIn(page, 'media@league.test', 'kk');
    const title = `Жаңа маусым ${width} ${Date.now() % 100000}`;
    await page.goto('/cabinet/content/news/create');
    await page.getByLabel('Тақырыбы (Қазақша)', { exact: true }).fill(title);
    await page.getByLabel('Тақырыбы (Орысша)', { exact: true }).fill(`Новый сезон ${width}`);
    await page.getByLabel('Тақырыбы (Ағылшынша)', { exact: true }).fill(`New season ${width}`);
    await page.getByLabel('Қысқаша мазмұны (Қазақша)', { exact: true }).fill('Лига жаңа маусымды бастады.');
    const body = page.getByRole('textbox', { name: 'Мәтін (Қазақша)' });
    await body.click();
    await page.keyboard.type('Маусымның алғашқы туры өтті. <script>window.hacked=1</script>');
    await page
      .locator('.ct-rich__toolbar input[type=file]')
      .first()
      .setInputFiles({ name: 'p.jpg', mimeType: 'image/jpeg', buffer: await photo(7, 1200, 800) });
    await expect(body.locator('img')).toBeVisible({ timeout: 30_000 });
    const match = (await apiData<{ id: number }[]>(page.request, '/matches?per_page=1', 'kk'))[0]!;
    const search = page.getByLabel('Іздеу: Матч', { exact: true });
    await search.fill('');
    const select = page.getByRole('combobox', { name: 'Матч', exact: true });
    await expect(select.locator('option').nth(1)).toBeAttached();
    await select.selectOption({ value: String(match.id) }).catch(async () => select.selectOption({ index: 1 }));
    await page.getByRole('button', { name: 'Қосу' }).nth(2).click();
    await page.getByRole('button', { name: 'Сақтау', exact: true }).click();
    await expect(page).toHaveURL(/\/cabinet\/content\/news\/\d+$/);

    // The schedule reads the server's publish clock, which an earlier journey may have moved on.
    const clock = await page.request.post('/api/v1/cabinet/test-hooks/publish-clock', {
      headers: { authorization: `Bearer ${await adminToken(page)}` },
      data: { now: new Date().toISOString() },
    });
    const serverNow = Date.parse((await clock.json()).data.now);
    const at = almaty(serverNow + 120_000);
    const schedule = page.getByRole('group', { name: 'Жариялану күні мен уақыты' });
    await schedule
      .getByRole('textbox')
      .first()
      .fill(`${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)}`);
    await schedule.getByRole('textbox').nth(1).fill(at.slice(11, 16));
    await page.getByRole('button', { name: 'Жоспарлау' }).click();
    await expect(page.locator('.ct-lifecycle [data-status="scheduled"]')).toBeVisible();
    const id = Number(/\/(\d+)$/.exec(page.url())![1]);
    const item = await (
      await page.request.get(`/api/v1/cabinet/content/articles/news/${id}`, {
        headers: { authorization: `Bearer ${await adminToken(page)}` },
      })
    ).json();
    const slug: string = item.data.slug;
    expect((await page.request.get(`/api/v1/news/${slug}`)).status()).toBe(404);

    // Three minutes on for the schedule; the process's own look publishes it.
    const moved = await page.request.post('/api/v1/cabinet/test-hooks/publish-clock', {
      headers: { authorization: `Bearer ${await adminToken(page)}` },
      data: { now: new Date(serverNow + 180_000).toISOString() },
    });
    expect(moved.status()).toBe(200);
    await expect
      .poll(async () => (await page.request.get(`/api/v1/news/${slug}`)).status(), { timeout: 30_000 })
      .toBe(200);
    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await visitor.goto(`/matches/${match.id}`);
    await expect(visitor.getByText(title)).toBeVisible();
    await visitor.goto(`/search?q=${encodeURIComponent(title.split(' ').slice(0, 2).join(' '))}`);
    await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
    expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`/news/${slug}`);
    expect(await (await visitor.request.get('/feed.xml')).text()).toContain(`/news/${slug}`);
    const card = await visitor.request.get(`/api/v1/share/news/${slug}/card.png`);
    expect(card.headers()['content-type']).toBe('image/png');
    await visitor.goto(`/news/${slug}`);
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(visitor.locator('.pub-prose')).toContainText('<script>window.hacked=1</script>');

    await page.reload();
    await page.getByRole('button', { name: 'Жариялаудан алу' }).click();
    await expect(page.locator('.ct-lifecycle [data-status="unpublished"]')).toBeVisible();
    expect((await page.request.get(`/api/v1/news/${slug}`)).status()).toBe(404);
  });
}

test('an album of 20 photos: progress, one failure retried, copies without EXIF or GPS', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
  await signIn(page, 'media@league.test', 'kk');
  await page.goto('/cabinet/content/albums');
  await page.getByRole('button', { name: 'Альбом қосу' }).click();
  await page.getByLabel('Атауы (қазақша)', { exact: true }).fill(`Финал ${Date.now() % 100000}`);
  await page.getByRole('button', { name: 'Сақтау', exact: true }).click();
  await expect(page).toHaveURL(/\/cabinet\/content\/albums\/\d+$/);
  const files = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => ({
      name: `IMG_${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(i + 1),
    })),
  );
  const megabytes = files.reduce((n, f) => n + f.buffer.length, 0) / 1024 / 1024;
  expect(megabytes).toBeGreaterThan(8);
  let failed = false;
  await page.route('**/cabinet/content/albums/*/photos', async (route) => {
    if (!failed) {
      failed = true;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.getByTestId('album-files').setInputFiles(files);
  await expect(page.locator('.ct-queue li')).toHaveCount(20);
  await expect(page.locator('.ct-queue li progress').first()).toBeAttached();
  const retry = page.getByRole('button', { name: /^Қайталау: IMG_/ });
  await expect(retry).toBeVisible({ timeout: 120_000 });
  await retry.click();
  await expect(page.locator('.ct-queue li[data-state="done"]')).toHaveCount(20, { timeout: 240_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Фотолар: 20' })).toBeVisible();
  const first = await page.locator('.ct-photo img').first().getAttribute('src');
  const jpeg = Buffer.from(await (await page.request.get(first!)).body());
  expect(await exifr.parse(jpeg, { tiff: true, gps: true, exif: true })).toBeUndefined();
  const webp = Buffer.from(await (await page.request.get(first!.replace(/\.jpg$/, '.webp'))).body());
  expect((await sharp(webp).metadata()).exif).toBeUndefined();
});

test('a partner deleted from the cabinet is gone from the site', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, 'media@league.test', 'kk');
  await page.goto('/cabinet/content/partners');
  const partners = await apiData<{ id: number; name: string }[]>(page.request, '/partners', 'kk');
  const last = partners[partners.length - 1]!;
  await page.getByRole('button', { name: `Жою: ${last.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Жою' }).click();
  await expect(page.getByRole('button', { name: `Жою: ${last.name}` })).toHaveCount(0);
  expect((await apiData<{ id: number }[]>(page.request, '/partners', 'kk')).map((p) => p.id)).not.toContain(last.id);
});

for (const email of ['team@league.test', 'referee@league.test']) {
  test(`${email} never opens the content area nor loads its remote: the not-found page`, async ({ page }) => {
    const remotes = trackRemoteRequests(page);
    await signIn(page, email, 'kk');
    await page.goto('/cabinet/content/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Бет табылмады' })).toBeVisible();
    await expect(page).toHaveURL(/\/cabinet\/content\/news$/);
    await expect(page.getByRole('link', { name: 'Кабинет' }).last()).toHaveAttribute('href', '/cabinet');
    expect(remotes).not.toContain('mf-cabinet-content');
  });
}
