// A season the league office runs (issue 25 §1; ADR 0175, 0176): the super_admin creates season
// 2027/2028 on the Seasons page, makes it current and adds a tournament in it with an entry window
// open today; a command_admin on a 390 px phone (in Russian) asks to enter with one of the club's
// teams; the super_admin accepts; the team is listed in the tournament's teams and its club is
// told. Screenshots of the new pages at 390 and 1280 px for each role that may open them and one
// that may not.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiData, cabinetData, DEMO, signIn, watchProblems } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/h-seasons';

/** A day in the league's time zone (Almaty, UTC+5) `offset` days from today, as the date fields take it (DD.MM.YYYY). */
const almatyDay = (offset: number) => {
  const iso = new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

async function shot(page: Page, name: string, width: number) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test('the league creates season 2027/2028 and a tournament with an entry window; a team asks on a phone and is accepted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const problems = watchProblems(page, { ignoreAborted: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.super_admin.email);

  // The Seasons page is in the cabinet's navigation.
  await page.getByRole('link', { name: 'Seasons', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seasons' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a season' }).click();
  // The form proposes the season after the latest one; an end before the start is refused on its field.
  await expect(page.getByLabel('Title (English)')).toHaveValue('Season 2027/2028');
  await page.getByLabel('End date').fill('01.07.2027');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The end date must be after the start date')).toBeVisible();
  await page.getByLabel('End date').fill('30.06.2028');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Season 2027/2028' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Make current: Season 2027/2028' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make current' }).click();
  await expect(row.getByText('Current', { exact: true })).toBeVisible();
  // An empty season is not offered by the public filters yet.
  expect((await apiData<Array<{ slug: string }>>(page.request, '/handbook/season')).map((s) => s.slug)).not.toContain(
    '2027',
  );
  await shot(page, 'seasons-super_admin-en', 1280);
  await shot(page, 'seasons-super_admin-en', 390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A tournament of the new season with an entry window open today (inactive: the window alone opens it to the clubs).
  await page.goto('/en/cabinet/tournaments/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New tournament' })).toBeVisible();
  await expect(page.getByLabel('Season')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Season').locator('option:checked')).toHaveText('Season 2027/2028');
  await page.getByLabel('Title (Kazakh)').fill('Жаңа маусым кубогы');
  await page.getByLabel('Title (Russian)').fill('Кубок нового сезона');
  await page.getByLabel('Title (English)').fill('New Season Cup E2E');
  await page.getByLabel('Age group').fill('U-21');
  await page.getByLabel('Birth year (from)').fill('2005');
  await page.getByLabel('Birth year (to)').fill('2020');
  await page.getByLabel('Opens on').fill(almatyDay(-1));
  await page.getByLabel('Closes on').fill(almatyDay(30));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Season Cup E2E' })).toBeVisible();
  const id = Number(page.url().split('/').pop());
  await expect(page.getByText(/Teams may ask to enter/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Teams (0)' })).toBeVisible();
  // The public season filters offer the new season now that it holds a tournament.
  const publicSeasons = await apiData<Array<{ slug: string; title: string }>>(page.request, '/handbook/season');
  expect(publicSeasons.map((s) => s.slug)).toContain('2027');

  // The team's administrator, on a phone, in Russian.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const team = await phone.newPage();
  const teamProblems = watchProblems(team, { ignoreAborted: true });
  await signIn(team, DEMO.command_admin.email, 'ru');
  await team.getByRole('link', { name: 'Кубок нового сезона' }).first().click();
  await expect(team.getByRole('heading', { level: 1, name: 'Кубок нового сезона' })).toBeVisible();
  await expect(team.getByText(/Команды могут подать заявку на участие/)).toBeVisible();
  const teamName = (await team.getByLabel('Команда').locator('option:checked').textContent())!.replace(
    / \(\d{4}\)$/,
    '',
  );
  await team.getByRole('button', { name: 'Отправить заявку' }).tap();
  const mine = team.getByRole('listitem').filter({ hasText: teamName });
  await expect(mine.getByText('На рассмотрении')).toBeVisible();
  await shot(team, 'tournament-entries-command_admin-ru', 390);
  await shot(team, 'tournament-entries-command_admin-ru', 1280);
  // The Seasons page is not the team's: the cabinet takes it to its home, with no Seasons link.
  await team.goto('/ru/cabinet/seasons');
  await expect(team).toHaveURL(/\/ru\/cabinet\/tournaments$/);
  await expect(team.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(team.getByRole('link', { name: 'Сезоны', exact: true })).toHaveCount(0);
  await shot(team, 'seasons-command_admin-ru-refused', 390);
  await team.setViewportSize({ width: 390, height: 844 });

  // The league accepts (the team's name in English now).
  await page.reload();
  const entries = await cabinetData<{ requests: Array<{ team: { title: string } }> }>(
    page,
    `/cabinet/tournaments/${id}/entries`,
  );
  expect(entries.requests).toHaveLength(1);
  const asked = teamName;
  const teamTitle = entries.requests[0]!.team.title;
  const request = page
    .getByRole('listitem')
    .filter({ hasText: teamTitle })
    .filter({ has: page.getByRole('button', { name: `Accept: ${teamTitle}` }) });
  await expect(request.getByText('Pending')).toBeVisible();
  await shot(page, 'tournament-entries-super_admin-en', 1280);
  await shot(page, 'tournament-entries-super_admin-en', 390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await request.getByRole('button', { name: `Accept: ${teamTitle}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Teams (1)' })).toBeVisible();
  const teams = page
    .getByRole('region', { name: 'Teams (1)' })
    .or(page.locator('section[aria-labelledby="tournament-teams"]'));
  await expect(teams.getByRole('link', { name: teamTitle })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: teamTitle }).getByText('Accepted')).toBeVisible();

  // The team sees it accepted, and is told.
  await team.goto(`/ru/cabinet/tournaments/${id}`);
  await expect(team.getByRole('listitem').filter({ hasText: asked }).getByText('Принята')).toBeVisible();
  await team.goto('/ru/cabinet/notifications');
  await expect(team.getByText('Заявка на участие принята').first()).toBeVisible();
  await shot(team, 'notifications-entry-command_admin-ru', 390);

  await phone.close();
  // The one refusal the journey asked for (the end before the start) is all that went wrong.
  expect(problems.filter((p) => p.startsWith('422: ')).map((p) => new URL(p.slice(5)).pathname)).toEqual([
    '/api/v1/cabinet/seasons',
  ]);
  expect(problems.filter((p) => !p.includes('422') && !p.includes('seasons.create failed'))).toEqual([]);
  expect(teamProblems.filter((p) => !p.includes('/cabinet/seasons'))).toEqual([]);
});
