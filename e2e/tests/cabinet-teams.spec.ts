// The cabinet's teams journeys: super_admin creates a club, uploads its crest, adds a team and
// archives another club; a command_admin opens its own team's page and is refused another club's
// team by URL; the team pages and the team statistics fit a 390 px phone.
import { expect, test, type Page } from '@playwright/test';
import { cabinetData, DEMO, signIn, watchProblems } from './fixtures';

/** A whole 1×1 PNG picture (the server decodes a picture to write it again without metadata). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function createClub(page: Page, kk: string, en: string) {
  await page.goto('/en/cabinet/clubs/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New club' })).toBeVisible();
  await page.getByLabel('Name (Kazakh)').fill(kk);
  await page.getByLabel('Name (English)').fill(en);
  await page.getByLabel('City', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/cabinet\/clubs\/\d+$/);
}

test('super_admin creates a club with a crest and a team, and archives another club', async ({ page }) => {
  const problems = watchProblems(page, { ignoreAborted: true });
  await signIn(page, DEMO.super_admin.email);
  const suffix = Date.now().toString(36);

  await createClub(page, `Шұғыла ${suffix}`, `Shugyla ${suffix}`);
  // The crest: too large a file is refused in the browser, a PNG is uploaded at once.
  await page
    .getByLabel('Crest')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(300 * 1024 + 1) });
  await expect(page.getByText('The file must not exceed 300 KB').first()).toBeVisible();
  await page.getByLabel('Crest').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: `Crest: Shugyla ${suffix}` })).toHaveAttribute(
    'src',
    /^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/,
  );

  // A team of the club.
  await page.getByRole('link', { name: 'Add a team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New team' })).toBeVisible();
  await page.getByLabel('Name (Kazakh)').fill(`Шұғыла ${suffix} 2013`);
  await page.getByLabel('Name (English)').fill(`Shugyla ${suffix} 2013`);
  await page.getByLabel('Birth year').fill('2013');
  await page.getByLabel("Girls' team").check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Shugyla ${suffix} 2013` })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/cabinet\/clubs\/\d+\/teams\/\d+$/);
  await expect(page.getByText("Girls' team")).toBeVisible();
  await expect(page.getByText('No players yet')).toBeVisible();
  // The same title again is refused with the server's message on the field, and what was typed stays.
  await page.getByRole('link', { name: `Shugyla ${suffix}`, exact: true }).click();
  await page.getByRole('link', { name: 'Add a team' }).click();
  await page.getByLabel('Name (Kazakh)').fill(`Шұғыла ${suffix} 2013`);
  await page.getByLabel('Birth year').fill('2013');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The club already has a team with this title')).toBeVisible();
  await expect(page.getByLabel('Name (Kazakh)')).toHaveValue(`Шұғыла ${suffix} 2013`);

  // Another club, archived: read-only, no new team.
  await createClub(page, `Мұрағат ${suffix}`, `Archive ${suffix}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('The club is archived: it can only be viewed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a team' })).toHaveCount(0);
  await expect(page.getByLabel('Crest')).toHaveCount(0);
  // The refused duplicate is a 422 by design (logged by the browser and the data layer).
  expect(problems.filter((p) => !/422|\[data\]/.test(p))).toEqual([]);
});

test("a command_admin opens its own team's page and is refused another club's team by URL", async ({ page }) => {
  await signIn(page, DEMO.command_admin.email);
  const mine = await cabinetData<Array<{ id: number; title: string; club: { id: number } }>>(
    page,
    '/cabinet/teams/my-team',
  );
  const team = mine[0];
  await page.goto('/en/cabinet/clubs');
  await expect(page).toHaveURL(new RegExp(`/en/cabinet/clubs/${team.club.id}$`));
  await page.getByRole('link', { name: team.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: team.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Squad' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();

  // Another club's team, typed into the address bar: the 404 page, no data.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const all = await page.request.get('/api/v1/teams', { headers: { 'accept-language': 'en' } });
  const others = (
    (await all.json()) as { data: { teams: Array<{ id: number; title: string; club: { id: number } }> } }
  ).data.teams.filter((t) => t.club.id !== team.club.id);
  const other = others[0];
  const direct = await page.request.get(`/api/v1/cabinet/teams/${other.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(direct.status()).toBe(404);
  await page.goto(`/en/cabinet/clubs/${other.club.id}/teams/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(other.title)).toHaveCount(0);
  await page.goto(`/en/cabinet/clubs/${team.club.id}/teams/${other.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the club, team and team statistics pages fit the screen', async ({ page }) => {
    await signIn(page, DEMO.super_admin.email);
    const teams = await cabinetData<Array<{ id: number; club: { id: number; archived: boolean } }>>(
      page,
      '/cabinet/teams?active=1&per_page=100',
    );
    const team = teams.find((t) => !t.club.archived)!;
    const base = `/en/cabinet/clubs/${team.club.id}`;
    const paths = [
      base,
      `${base}/teams/create`,
      `${base}/teams/${team.id}`,
      `${base}/teams/${team.id}/about`,
      `${base}/teams/${team.id}/edit`,
      '/en/cabinet/team-stats',
    ];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    }
  });
});
