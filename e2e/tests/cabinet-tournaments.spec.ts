// The tournaments cabinet: super_admin creates a tournament, adds teams, generates its calendar,
// sees it on the calendar page, creates a match, moves it (the public calendar and iCal feed
// follow at once) and deletes it; the media_manager sees the list,
// a calendar and the matches without edit controls; the pages fit a 390 px phone in two
// languages.
import { expect, test } from '@playwright/test';
import { apiData, cabinetData, DEMO, signIn, watchProblems } from './fixtures';

test('super_admin creates a tournament, adds teams, generates its calendar, adds, moves and deletes a match', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page, { ignoreAborted: true });
  await signIn(page, DEMO.super_admin.email);

  await page.goto('/en/cabinet/tournaments');
  await page.getByRole('link', { name: 'Add tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New tournament' })).toBeVisible();
  await page.getByLabel('Title (Kazakh)').fill('Көктем кубогы');
  await page.getByLabel('Title (English)').fill('Spring Cup E2E');
  await page.getByLabel('Age group').fill('U-14');
  await page.getByLabel('Birth year (from)').fill('2012');
  await page.getByLabel('Birth year (to)').fill('2012');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring Cup E2E' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/cabinet\/tournaments\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // Teams: four of the 2012 boys' teams.
  await page.getByRole('button', { name: 'Add teams' }).click();
  const boxes = page.getByRole('group', { name: /Add teams/ }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < 4; i++) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Add selected' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Teams (4)' })).toBeVisible();

  // The round-robin generator: preview, then save.
  await page.getByRole('link', { name: 'Matches (0)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matches: Spring Cup E2E' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate calendar' }).click();
  await page.getByLabel('Start date').fill('02.04.2029');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview: 3 rounds, 6 matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Save calendar' }).click();
  await expect(page.getByText('Completed successfully')).toBeVisible();
  const list = page.getByRole('list', { name: 'Matches' });
  await expect(list.getByRole('listitem')).toHaveCount(6);

  // The calendar page groups the generated matches by round.
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar: Spring Cup E2E' })).toBeVisible();
  for (const round of ['Round 1', 'Round 2', 'Round 3'])
    await expect(page.getByRole('heading', { level: 2, name: round, exact: true })).toBeVisible();

  // One more match by hand, then delete it.
  await page.goto(`/en/cabinet/tournaments/${id}/matches`);
  const data = await cabinetData<{ matches: Array<{ host: { title: string }; guest: { title: string } }> }>(
    page,
    `/cabinet/tournaments/${id}/matches`,
  );
  const { host, guest } = data.matches[0]!;
  await page.getByRole('button', { name: 'Add match' }).click();
  const form = page.getByRole('form', { name: 'New match' });
  await form.getByLabel('Host').selectOption({ label: guest.title });
  await form.getByLabel('Guest').selectOption({ label: host.title });
  await form.getByLabel('Date').fill('04.05.2030');
  await form.getByLabel('Time (Almaty)').fill('15:30');
  await form.getByLabel('Round number').fill('4');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Match added')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(7);

  // Move it a week on and to another kick-off: the form starts from the match.
  await page
    .getByRole('button', { name: `Edit: ${guest.title} — ${host.title}` })
    .last()
    .click();
  const edit = page.getByRole('form', { name: `Edit the match: ${guest.title} — ${host.title}` });
  await expect(edit.getByLabel('Date')).toHaveValue('04.05.2030');
  await expect(edit.getByLabel('Time (Almaty)')).toHaveValue('15:30');
  await edit.getByLabel('Date').fill('11.05.2030');
  await edit.getByLabel('Time (Almaty)').fill('17:45');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Match edited')).toBeVisible();
  const moved = list
    .getByRole('listitem')
    .filter({ hasText: `${guest.title} — ${host.title}` })
    .last();
  await expect(moved).toContainText('17:45');
  // The public calendar and the tournament's iCal feed show the new kick-off at once.
  const calendar = await apiData<{
    all: Array<{ days: Array<{ matches: Array<{ date_time: string | null; host: { title: string } }> }> }>;
  }>(page.request, `/calendar/matches?tournament_id=${id}`);
  const kickoffs = calendar.all.flatMap((tour) => tour.days.flatMap((day) => day.matches.map((m) => m.date_time)));
  expect(kickoffs).toContain('2030-05-11T12:45:00.000Z');
  expect(kickoffs).not.toContain('2030-05-04T10:30:00.000Z');
  expect(await (await page.request.get(`/api/v1/ical/tournaments/${id}`)).text()).toContain(
    'DTSTART;TZID=Asia/Almaty:20300511T174500',
  );
  const deleteButton = page.getByRole('button', { name: `Delete: ${guest.title} — ${host.title}` }).last();
  await deleteButton.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(6);
  expect(problems).toEqual([]);
});

test('the media_manager reads the list, a calendar and the matches without edit controls', async ({ page }) => {
  await signIn(page, DEMO.media_manager.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add tournament' })).toHaveCount(0);
  const main = await cabinetData<Array<{ id: number; title: string }>>(page, '/cabinet/tournaments?main=1');
  await page
    .getByRole('link', { name: new RegExp(main[0]!.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/cabinet/tournaments/${main[0]!.id}/calendar$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Round 1', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Matches', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Matches: ${main[0]!.title}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Matches' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add match' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate calendar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'ru']) {
    test(`the tournament pages fit the screen (${locale})`, async ({ page }) => {
      await signIn(page, DEMO.super_admin.email, locale);
      const main = await cabinetData<Array<{ id: number }>>(page, '/cabinet/tournaments?main=1');
      const id = main[0]!.id;
      const pages = ['', '/create', `/${id}`, `/${id}/edit`, `/${id}/calendar`, `/${id}/matches`].map(
        (p) => `/${locale}/cabinet/tournaments${p}`,
      );
      for (const path of pages) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
      }
    });
  }
});
