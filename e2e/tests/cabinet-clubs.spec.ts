// The cabinet's registry journeys: super_admin keeps the stadiums (create, edit, refused
// delete of a used one) and the clubs (create, archive); a command_admin's clubs link opens
// their own club without edit controls; the pages fit a 390 px phone.
import { expect, test } from '@playwright/test';
import { cabinetData, DEMO, signIn, watchProblems } from './fixtures';

test('super_admin keeps stadiums and clubs', async ({ page }) => {
  const problems = watchProblems(page, { ignoreAborted: true });
  await signIn(page, DEMO.super_admin.email);
  // Names of this run only: the journey can run again on the same database.
  const run = Date.now().toString(36);
  const arena = `Test Arena ${run}`;

  // Stadiums: create, edit, and a refused delete of a stadium matches use.
  await page.goto('/en/cabinet/stadiums');
  await expect(page.getByRole('heading', { level: 1, name: 'Stadiums' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a stadium' }).click();
  const create = page.getByRole('form', { name: 'New stadium' });
  await create.getByLabel('Name (Kazakh)').fill(`Сынақ арена ${run}`);
  await create.getByLabel('Name (English)').fill(arena);
  await create.getByLabel('City', { exact: true }).selectOption({ index: 1 });
  await create.getByLabel('Capacity').fill('1200');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Completed successfully')).toBeVisible();
  await page.getByRole('searchbox').fill(arena);
  await expect(page.getByRole('button', { name: `Edit: ${arena}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit: ${arena}`, exact: true }).click();
  const edit = page.getByRole('form', { name: `Edit the stadium: ${arena}` });
  await edit.getByLabel('Name (English)').fill(`${arena} North`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `Edit: ${arena} North` })).toBeVisible();

  const stadiums = await cabinetData<Array<{ title: string; matches_count: number }>>(
    page,
    '/cabinet/stadiums?per_page=100',
  );
  const used = stadiums.find((s) => s.matches_count > 0)!;
  await page.getByRole('searchbox').fill(used.title);
  await page.getByRole('button', { name: `Delete: ${used.title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The stadium cannot be deleted: matches are or were played there')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete: ${used.title}` })).toBeVisible();

  // Clubs: create, then archive.
  await page.goto('/en/cabinet/clubs');
  await expect(page.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a club' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New club' })).toBeVisible();
  await page.getByLabel('Name (Kazakh)').fill(`Сынақ клубы ${run}`);
  await page.getByLabel('Name (English)').fill(`Test Club ${run}`);
  await page.getByLabel('City', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Main colour').selectOption('red');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Test Club ${run}` })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/cabinet\/clubs\/\d+$/);

  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('The club is archived: it can only be viewed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  // The refused delete is a 409 by design (logged by the browser and the data layer).
  expect(problems.filter((p) => !/409|\[data\]/.test(p))).toEqual([]);
});

test('a command_admin opening the clubs list lands on their own club, without edit controls', async ({ page }) => {
  await signIn(page, DEMO.command_admin.email);
  await page.goto('/en/cabinet/clubs');
  await expect(page).toHaveURL(/\/en\/cabinet\/clubs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the registry pages fit the screen', async ({ page }) => {
    await signIn(page, DEMO.super_admin.email);
    const clubs = await cabinetData<Array<{ id: number; archived: boolean }>>(
      page,
      '/cabinet/clubs?archived=0&per_page=1',
    );
    const paths = [
      '/en/cabinet/stadiums',
      '/en/cabinet/clubs',
      `/en/cabinet/clubs/${clubs[0].id}`,
      '/en/cabinet/clubs/create',
      `/en/cabinet/clubs/${clubs[0].id}/edit`,
    ];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    }
  });
});
