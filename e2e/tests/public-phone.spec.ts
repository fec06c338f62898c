// The parents' pages on a 390 px phone: the figure a table is about stays on the screen, a table
// that scrolls says so and takes the keyboard, the fixtures open at the current round (the same
// markup from the server and after hydration), the match sheet leads with the score, an unknown
// staff member is a real 404, and the small signs of the tables keep their contrast.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiData, waitForHydration, watchProblems } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

interface Scorer {
  player: { slug: string | null };
  goals: number;
}

/** The element lies inside the 390 px screen, left to right (once a keyboard scroll has run its course). */
async function onScreen(locator: Locator) {
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      },
      { message: 'within 390 px' },
    )
    .toBe(true);
}

/** WCAG contrast of an element's text colour against the first opaque background behind it. */
function contrastOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    let node: Element | null = el;
    let bg = 'rgba(0, 0, 0, 0)';
    while (node && rgb((bg = getComputedStyle(node).backgroundColor))[3] === 0) node = node.parentElement;
    const lum = ([r, g, b]: number[]) => {
      const c = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const a = lum(rgb(getComputedStyle(el).color));
    const b = lum(node ? rgb(bg) : [255, 255, 255]);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }, selector);
}

test('the goals of the scorers and of a player stay on a 390 px screen; the wide table scrolls by keyboard', async ({
  page,
  request,
}) => {
  const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
  const scorers = await apiData<Scorer[]>(request, `/tournaments/${main.id}/scorers`);
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/tournaments/${main.id}/scorers`);
    const table = page.getByRole('table').first();
    await onScreen(table.getByRole('columnheader').nth(1));
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first()).toHaveText(String(scorers[0].goals));
    await onScreen(firstRow.getByRole('cell').first());
  }

  const slug = scorers.find((s) => s.player.slug)!.player.slug!;
  await page.goto(`/en/players/${slug}`);
  const stats = page.getByRole('region', { name: 'Statistics by tournament' });
  await onScreen(stats.getByRole('columnheader', { name: 'Goals' }));
  await onScreen(stats.getByRole('columnheader', { name: 'Assists' }));
  await waitForHydration(page);
  // It says it scrolls, and the keyboard scrolls it.
  await expect(page.getByText('Scroll the table sideways to see the other columns')).toBeVisible();
  await stats.focus();
  await expect(stats).toBeFocused();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => stats.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await onScreen(stats.getByRole('columnheader', { name: 'Red' }));
});

test('the fixtures open at the current round, the same before and after hydration; the season is a tap away', async ({
  page,
  request,
}) => {
  const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
  type Tour = { tour_name: string; days: { matches: { status: string; date_time: string | null }[] }[] };
  const calendar = await apiData<{ all: Tour[] }>(request, `/calendar/matches?tournament_id=${main.id}`);
  // The round with a match being played, else the one of the soonest match to be played.
  const matches = calendar.all.flatMap((tour) =>
    tour.days.flatMap((day) => day.matches.map((m) => ({ ...m, tour: tour.tour_name }))),
  );
  const live = matches.find((m) => m.status === 'live');
  const soonest = matches
    .filter((m) => m.status === 'scheduled' && m.date_time)
    .sort((a, b) => a.date_time!.localeCompare(b.date_time!))[0];
  const current = (live ?? soonest).tour;
  const problems = watchProblems(page, { ignoreAborted: true });
  await page.goto(`/en/tournaments/${main.id}/calendar`);
  const rounds = page.locator('.pub-calendar').getByRole('heading', { level: 2 });
  await expect(rounds).toHaveText([current]);
  expect(current).not.toBe(calendar.all[0].tour_name);
  const served = await page.locator('.pub-calendar').innerHTML();
  await waitForHydration(page);
  expect(await page.locator('.pub-calendar').innerHTML()).toBe(served);
  // A match to be played is within the first two screens.
  const coming = page.locator('.pub-match-card').first();
  expect((await coming.boundingBox())!.y).toBeLessThan(2 * 844);
  await page.getByLabel('Round', { exact: true }).selectOption('all');
  await expect(page).toHaveURL(/\?tour=all$/);
  await expect(rounds).toHaveCount(calendar.all.length);
  expect(problems.filter((p) => !p.includes('youtube'))).toEqual([]);
});

test('the match sheet: score first, the score after each goal, shares in percent, printing last', async ({
  page,
  request,
}) => {
  const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
  // A finished match whose statistics open with a time (possession): other journeys finish
  // matches of their own without statistics while this one runs.
  const finished = await apiData<{ id: number }[]>(
    request,
    `/matches?tournament_id=${main.id}&status=finished&per_page=20`,
  );
  let match: { id: number } | undefined;
  for (const candidate of finished) {
    const metrics = await apiData<{ unit: string }[]>(request, `/matches/${candidate.id}/statistics`);
    if (metrics[0]?.unit === 'minutes') {
      match = candidate;
      break;
    }
  }
  expect(match, 'a finished match with statistics').toBeDefined();
  await page.goto(`/en/matches/${match!.id}`);
  const score = page.locator('.pub-match-head__score');
  await expect(score).toHaveText(/^Score \d+ : \d+/);
  await expect(score).not.toHaveAttribute('aria-label');
  const events = page.getByRole('region', { name: 'Match events' });
  const print = page.getByRole('button', { name: 'Print the match sheet' });
  expect((await events.boundingBox())!.y).toBeLessThan((await print.boundingBox())!.y);
  const stats = page.getByRole('region', { name: 'Match statistics' });
  await expect(stats).not.toContainText('%)');
  await expect(stats).not.toContainText(' min');
  await expect(stats.getByRole('definition').first()).toContainText(/\d+%/);
  const protocol = await apiData<{ events: { kind: string; match_scope: string }[] }>(
    request,
    `/matches/${match!.id}/protocol`,
  );
  const goals = protocol.events.filter((e) => e.kind === 'goal' && e.match_scope === 'regular').length;
  await expect(events.locator('.pub-timeline__score')).toHaveCount(goals);
});

test('an unknown staff member answers 404 with the not-found page', async ({ page, request }) => {
  const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
  const table = await apiData<{ rows: { team: { slug: string } }[] }>(request, `/tournaments/${main.id}/table`);
  const response = await page.goto(`/en/teams/${table.rows[0].team.slug}/staff/nobody-at-all`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the table signs keep a 4.5:1 contrast: trend arrows, № and the substitution icon (Kazakh)', async ({
  page,
  request,
}) => {
  const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
  await page.goto(`/tournaments/${main.id}`);
  for (const selector of ['.pub-trend--up', '.pub-trend--down', '.pub-ltable thead abbr']) {
    const ratio = await contrastOf(page, selector);
    if (ratio !== null) expect(ratio, selector).toBeGreaterThanOrEqual(4.5);
  }
  const [match] = await apiData<{ id: number }[]>(
    request,
    `/matches?tournament_id=${main.id}&status=finished&per_page=1`,
  );
  await page.goto(`/matches/${match.id}`);
  const ratio = await contrastOf(page, '.pub-event-icon--substitution');
  if (ratio !== null) expect(ratio).toBeGreaterThanOrEqual(4.5);
});
