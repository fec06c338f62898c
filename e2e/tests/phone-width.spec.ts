// The public site at 360 px (a small phone): no page is wider than the screen. Wide tables
// scroll inside their own box instead.
import { expect, test } from '@playwright/test';
import { apiData, watchProblems } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test('public pages fit a 360 px screen', async ({ page, request }) => {
  const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
  const matches = await apiData<{ id: number }[]>(
    request,
    `/matches?tournament_id=${main.id}&status=finished&per_page=1`,
  );
  const table = await apiData<{ rows: { team: { slug: string } }[] }>(request, `/tournaments/${main.id}/table`);
  const paths = [
    '/',
    '/tournaments',
    `/ru/tournaments/${main.id}`,
    `/tournaments/${main.id}/checkerboard`,
    `/matches/${matches[0].id}`,
    `/en/teams/${table.rows[0].team.slug}`,
    `/teams/${table.rows[0].team.slug}/squad`,
    '/calendar',
    '/players',
    '/news',
    '/documents',
    '/search?q=Ali',
    '/feedback',
    '/cabinet/login',
  ];
  const problems = watchProblems(page, { ignoreAborted: true });
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
  }
  expect(problems.filter((p) => !p.includes('youtube'))).toEqual([]);
});
