// Public people pages: player → team → club in three languages without console errors or
// failed requests; the team's 5-row table window; the squad grouped by position.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, watchProblems } from './fixtures';

interface TableRow {
  position: number;
  team: { id: number; slug: string; title: string };
}

/** The main tournament's standings: the league's own table when its endpoint exists. */
async function standings(
  request: APIRequestContext,
  language = 'en',
): Promise<{ tournament: { id: number; title: string }; rows: TableRow[] }> {
  const teams = await apiData<{ tournament: { id: number; title: string }; table: TableRow[] }>(
    request,
    '/teams',
    language,
  );
  const league = await request.get(`/api/v1/tournaments/${teams.tournament.id}/table`, {
    headers: { 'accept-language': language },
  });
  if (league.status() === 200) {
    const rows = ((await league.json()) as { data: { rows: TableRow[] } }).data.rows;
    return { tournament: teams.tournament, rows };
  }
  return { tournament: teams.tournament, rows: teams.table };
}

const LOCALES = [
  { prefix: '', lang: 'kk' },
  { prefix: '/ru', lang: 'ru' },
  { prefix: '/en', lang: 'en' },
] as const;

test('a visitor goes player → team → club in kk, ru and en without errors', async ({ page, request }) => {
  const problems = watchProblems(page, { ignoreAborted: true });
  const { rows } = await standings(request);
  const squad = await apiData<{ players: { players: { slug: string }[] }[] }>(
    request,
    `/teams/${rows[0].team.id}/squad`,
  );
  const playerSlug = squad.players[0].players[0].slug;

  for (const locale of LOCALES) {
    const player = await apiData<{
      player: { name: string };
      team: { title: string } | null;
      club: { title: string } | null;
    }>(request, `/squad/player/${playerSlug}`, locale.lang);
    await page.goto(`${locale.prefix}/players/${playerSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: player.player.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);

    const facts = page.locator('.pub-profile dl');
    await facts.getByRole('link', { name: player.team!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: player.team!.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${locale.prefix}/teams/[a-z0-9-]+$`));

    await page.locator('.pub-team-head').getByRole('link', { name: player.club!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: player.club!.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/clubs/[a-z0-9-]+$`));
  }
  expect(problems).toEqual([]);
});

test('the team page shows 5 table rows around the first, a middle and the last team', async ({ page, request }) => {
  const problems = watchProblems(page, { ignoreAborted: true });
  const { tournament, rows } = await standings(request);
  expect(rows.length).toBeGreaterThanOrEqual(5);
  for (const index of [0, Math.floor(rows.length / 2), rows.length - 1]) {
    const start = Math.max(0, Math.min(index - 2, rows.length - 5));
    const expected = rows.slice(start, start + 5);
    await page.goto(`/en/teams/${rows[index].team.slug}`);
    const table = page.getByRole('table', { name: `Standings: ${tournament.title}` });
    const body = table.locator('tbody tr');
    await expect(body).toHaveCount(5);
    await expect(body.locator('td:first-child')).toHaveText(expected.map((r) => String(r.position)));
    await expect(body.locator('th')).toHaveText(
      expected.map((r) => new RegExp(`^${r.team.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    );
    await expect(table.locator('tr[aria-current="true"] th')).toContainText(rows[index].team.title);
    if (index === 0) await expect(body.first().locator('td').first()).toHaveText('1');
  }
  expect(problems).toEqual([]);
});

test('the squad page groups players by position and sorts them by number', async ({ page, request }) => {
  const problems = watchProblems(page, { ignoreAborted: true });
  const { rows } = await standings(request);
  await page.goto(`/en/teams/${rows[0].team.slug}`);
  await page.getByRole('navigation', { name: 'Team sections' }).getByRole('link', { name: 'Squad' }).click();
  await expect(page).toHaveURL(/\/en\/teams\/[a-z0-9-]+\/squad$/);
  const order = ['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards'];
  // The squad's own groups (the previous page and the footer have headings of their own).
  const headings = page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: new RegExp(`^(${order.join('|')})$`) });
  await expect(headings.first()).toBeVisible();
  const names = await headings.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names.map((n) => order.indexOf(n))).toEqual([...names.map((n) => order.indexOf(n))].sort((a, b) => a - b));
  for (const name of names) {
    const numbers = (await page.getByRole('list', { name }).locator('.pub-person__number').allTextContents()).map(
      (n) => (n === '—' ? 1000 : Number(n)),
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  }
  await expect(page.getByText(/\d+ years · \d+ cm/).first()).toBeVisible();
  expect(problems).toEqual([]);
});
