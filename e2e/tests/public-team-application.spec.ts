// Public tournament team application: a team of the main tournament in ru shows its accepted
// players grouped by position, with no console errors or failed requests.
import { expect, test } from '@playwright/test';
import { apiData as apiDataIn, watchProblems } from './fixtures';

const apiData = <T>(request: Parameters<typeof apiDataIn>[0], url: string, language = 'ru') =>
  apiDataIn<T>(request, url, language);

const POSITION_RU: Record<string, string> = { GK: 'Вратари', DF: 'Защитники', MF: 'Полузащитники', FW: 'Нападающие' };

interface Application {
  tournament: { id: number; title: string };
  team: { slug: string; title: string };
  players: { position: string; players: { slug: string; name: string; number: number | null }[] }[];
}

test('a visitor opens the application of a main-tournament team in ru', async ({ page, request }) => {
  const problems = watchProblems(page, { ignoreAborted: true });
  const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
  const table = await apiData<{ rows: { team: { slug: string } }[] }>(request, `/tournaments/${main.id}/table`);
  const slug = table.rows[0].team.slug;
  const application = await apiData<Application>(request, `/tournaments/${main.id}/teams/${slug}/application`);
  expect(application.players.length).toBeGreaterThan(0);

  await page.goto(`/ru/tournaments/${main.id}/teams/${slug}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Заявка: ${application.team.title} — ${application.tournament.title}`,
    }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Навигационная цепочка' })
      .getByRole('link', { name: application.tournament.title }),
  ).toHaveAttribute('href', `/ru/tournaments/${main.id}`);

  for (const group of application.players) {
    const groupTable = page.getByRole('table', { name: POSITION_RU[group.position], exact: true });
    await expect(groupTable.locator('tbody tr')).toHaveCount(group.players.length);
    const first = group.players[0];
    await expect(groupTable.getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/ru/players/${first.slug}`,
    );
  }

  // The first player's link leads to the player's page.
  const first = application.players[0].players[0];
  await page
    .getByRole('table', { name: POSITION_RU[application.players[0].position], exact: true })
    .getByRole('link', { name: first.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ru/players/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  expect(problems).toEqual([]);
});
