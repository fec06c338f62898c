// Players and staff in the cabinet: super_admin registers a player with a photo and every
// document in an existing team and edits them; a command_admin edits its own player and is
// refused another club's (by the list and by URL); the provider reads a player without an edit
// form; a 301 KB photo and a 1.1 MB document are refused in the browser with the spec's
// messages; the pages fit a 390 px phone.
import { expect, test } from '@playwright/test';
import { cabinetData, DEMO, signIn } from './fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DOCUMENTS = [
  'Copy of the identity document',
  'In-depth medical examination',
  'Heart ultrasound',
  'Consent to personal data processing',
  'Copy of the order of admission to the club',
  'Additional document',
];

interface Row {
  id: number;
  slug: string;
  name: string;
  team: { id: number; club_id: number } | null;
}

test('super_admin registers a player with a photo and every document, then edits the player', async ({ page }) => {
  await signIn(page, DEMO.super_admin.email);
  const [club] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs?archived=0&per_page=1');
  const detail = await cabinetData<{ teams: Array<{ id: number }> }>(page, `/cabinet/clubs/${club.id}`);
  const teamId = detail.teams[0].id;

  await page.goto(`/en/cabinet/clubs/${club.id}/teams/${teamId}/players/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'New player' })).toBeVisible();
  await page.getByLabel('Last name (Kazakh)').fill('Сынақбаев');
  await page.getByLabel('First name (Kazakh)').fill('Ерасыл');
  await page.getByLabel('First name (English)').fill('Yerassyl');
  await page.getByLabel('Last name (English)').fill('Synakbayev');
  await page.getByLabel('Date of birth').fill('2012-04-15');
  await page.getByLabel('Position').selectOption('MF');
  await page.getByLabel('Number', { exact: true }).fill('88');
  await page.getByLabel('Height, cm').fill('152');
  await page.getByLabel('Identity number').or(page.getByLabel('Document number')).fill('120415500999');
  await page
    .getByLabel('Photo (JPEG, PNG, WebP, up to 300 KB)')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  for (const label of DOCUMENTS) {
    await page
      .getByLabel(label, { exact: true })
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  }
  await page.getByLabel('Heart ultrasound: valid until').fill('2027-01-31');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Yerassyl Synakbayev' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/en\/cabinet\/players\/yerassyl-synakbayev/);
  await expect(page.getByText('All required documents are in place')).toBeVisible();
  await expect(page.getByText(/valid until/).first()).toBeVisible();
  await expect(page.locator('.pp-card img')).toHaveAttribute('src', /^\/uploads\//);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the player' })).toBeVisible();
  await expect(page.getByLabel('First name (Kazakh)')).toHaveValue('Ерасыл');
  await page.getByLabel('Height, cm').fill('155');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yerassyl Synakbayev' })).toBeVisible();
  await expect(page.getByText('155', { exact: true })).toBeVisible();
});

test('a command_admin edits its own player and is refused another club’s, by the list and by URL', async ({ page }) => {
  await signIn(page, DEMO.command_admin.email);
  const own = await cabinetData<Row[]>(page, '/cabinet/players?per_page=5');
  expect(own.length).toBeGreaterThan(0);
  const mine = own.find((row) => row.team)!;

  await page.goto('/en/cabinet/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await page.getByRole('link', { name: mine.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: mine.name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the player' })).toBeVisible();
  await page.getByLabel('Weight, kg').fill('47');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: mine.name })).toBeVisible();
  await expect(page.getByText('47', { exact: true })).toBeVisible();

  // Another club's player: not in the list, and its URLs show the not-found page, never data.
  const anonymousList = await page.request.get('/api/v1/players?per_page=100', {
    headers: { 'accept-language': 'en' },
  });
  const everyone = ((await anonymousList.json()) as { data: Array<{ slug: string; club: { id: number } | null }> })
    .data;
  const foreign = everyone.find((row) => row.club && row.club.id !== mine.team!.club_id)!;
  const listed = await cabinetData<Row[]>(
    page,
    `/cabinet/players?per_page=100&q=${encodeURIComponent(foreign.slug.split('-')[0])}`,
  );
  expect(listed.map((row) => row.slug)).not.toContain(foreign.slug);
  await page.goto(`/en/cabinet/players/${foreign.slug}`);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText(/It seems that something went wrong!/)).toBeVisible();
  await expect(page.getByText('Documents')).toHaveCount(0);
  await page.goto(`/en/cabinet/clubs/${foreign.club!.id}/teams/1/players/${foreign.slug}/edit`);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('the provider reads a player without an edit form', async ({ page }) => {
  await signIn(page, DEMO.provider.email);
  const [player] = await cabinetData<Row[]>(page, '/cabinet/players?per_page=1');
  await page.goto(`/en/cabinet/players/${player.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  await expect(page.getByText('Document number')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Documents' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Move to another team' })).toHaveCount(0);
  // The edit URL sends the provider to the player's page (provider-rules), and the API refuses the form.
  await page.goto(`/en/cabinet/clubs/${player.team!.club_id}/teams/${player.team!.id}/players/${player.slug}/edit`);
  await expect(page).toHaveURL(new RegExp(`/en/cabinet/players/${player.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const form = await page.request.get(`/api/v1/cabinet/players/${player.slug}/form`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(form.status()).toBe(403);
});

test('a 301 KB photo and a 1.1 MB document are refused in the browser with the spec’s messages', async ({ page }) => {
  await signIn(page, DEMO.super_admin.email);
  const [club] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs?archived=0&per_page=1');
  const detail = await cabinetData<{ teams: Array<{ id: number }> }>(page, `/cabinet/clubs/${club.id}`);
  await page.goto(`/en/cabinet/clubs/${club.id}/teams/${detail.teams[0].id}/players/create`);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/photo|\/documents\//.test(request.url())) uploads.push(request.url());
  });
  const bigPhoto = Buffer.concat([PNG, Buffer.alloc(301 * 1024 - PNG.length)]);
  await page
    .getByLabel('Photo (JPEG, PNG, WebP, up to 300 KB)')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: bigPhoto });
  await expect(page.getByText('The file must not exceed 300 KB').first()).toBeVisible();
  const bigDocument = Buffer.concat([PDF, Buffer.alloc(Math.round(1.1 * 1024 * 1024) - PDF.length)]);
  await page
    .getByLabel('Copy of the identity document', { exact: true })
    .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: bigDocument });
  await expect(page.getByText('The file must not exceed 1 MB').first()).toBeVisible();
  expect(uploads).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a likely duplicate is brought into view and focused, with its “save anyway” box, after Save at the foot of the form', async ({
    page,
  }) => {
    await signIn(page, DEMO.command_admin.email);
    const [row] = await cabinetData<Row[]>(page, '/cabinet/players?per_page=1');
    const { values } = await cabinetData<{
      values: { first_name_kk: string; last_name_kk: string; birth_date: string };
    }>(page, `/cabinet/players/${row.slug}/form`);
    const [year, month, day] = values.birth_date.split('-');
    await page.goto(`/en/cabinet/clubs/${row.team!.club_id}/teams/${row.team!.id}/players/create`);
    await page.getByLabel('Last name (Kazakh)').fill(values.last_name_kk);
    await page.getByLabel('First name (Kazakh)').fill(values.first_name_kk);
    await page.getByLabel('Date of birth').fill(`${day}.${month}.${year}`);
    await page.getByLabel('Position').selectOption('MF');
    await page.getByRole('button', { name: 'Save' }).click();
    const warning = page.getByRole('group', { name: /is already registered/ });
    await expect(warning).toBeFocused();
    await expect(warning).toBeInViewport({ ratio: 1 });
    await expect(warning.getByLabel('This is a different person, save anyway')).toBeInViewport();
  });

  test('the people pages fit the screen', async ({ page }) => {
    await signIn(page, DEMO.super_admin.email);
    const [player] = await cabinetData<Row[]>(page, '/cabinet/players?per_page=1&club_id=1');
    const team = player.team!;
    const staff = await cabinetData<Array<{ slug: string }>>(page, `/cabinet/staff?team_id=${team.id}&per_page=1`);
    const base = `/en/cabinet/clubs/${team.club_id}/teams/${team.id}`;
    const paths = [
      '/en/cabinet/players',
      `/en/cabinet/players/${player.slug}`,
      `${base}/players/create`,
      `${base}/players/${player.slug}/edit`,
      `${base}/staff`,
      `${base}/staff/create`,
      ...(staff[0] ? [`${base}/staff/${staff[0].slug}`, `${base}/staff/${staff[0].slug}/edit`] : []),
    ];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    }
  });
});
