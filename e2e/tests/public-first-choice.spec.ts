import { expect, test, type Page } from '@playwright/test';

// The first choice on a page the visitor only read (ADR 0193): the application's scripts are
// fetched while the visitor reads, after the page has loaded and without running; a list the
// server answers (the tour range, the teams' season, the calendar's tournament and round) is a GET form
// that works before the application is live and without JavaScript.

const WAKE = /^\/js\/wake\.[0-9a-f]{8}\.js$/;

/** The "played" figure of each row of the tournament table. */
const played = (page: Page) =>
  page
    .locator('form:has(.pub-range) ~ * tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)));

test.describe('before the page is live', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("while the visitor reads, the application's scripts are fetched after the page has loaded and painted, without running", async ({
    page,
  }) => {
    await page.goto('/en/teams', { waitUntil: 'load' });
    // However long the machine takes: the test's own time bounds the wait.
    await expect(page.locator('link[rel="prefetch"][href^="/js/main."]')).toHaveCount(1, { timeout: 0 });
    const timing = await page.evaluate(async () => {
      const main = () =>
        performance.getEntriesByType('resource').find((e) => /\/js\/main\.[0-9a-f]+\.js$/.test(e.name));
      while (!main()) await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        fetched: main()!.startTime,
      };
    });
    expect(timing.paint).toBeLessThan(timing.fetched);
    // The reading pause (READING_PAUSE_MS in shell/src/wake.ts) after the load event.
    expect(timing.fetched).toBeGreaterThanOrEqual(timing.load + 2000);
    // Fetched, not run: the page still runs the wake script only.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((all) => all.map((s) => new URL((s as HTMLScriptElement).src).pathname));
    expect(scripts).toEqual([expect.stringMatching(WAKE)]);
    await expect(page.locator('html[data-live]')).toHaveCount(0);
  });

  test('the tour range is answered by the server at once, without starting the application', async ({ page }) => {
    await page.goto('/en/tournaments/6', { waitUntil: 'load' });
    expect(Math.max(...(await played(page)))).toBeGreaterThan(1);
    const to = page.getByLabel('To tour', { exact: true });
    const firstTour = await to.locator('option').nth(1).getAttribute('value');
    await to.selectOption(firstTour!);
    await expect(page).toHaveURL(new RegExp(`/en/tournaments/6\\?from_tour_id=&to_tour_id=${firstTour}$`));
    await expect(page.getByLabel('To tour', { exact: true })).toHaveValue(firstTour!);
    // After one tour, no team has played more than one match.
    expect(Math.max(...(await played(page)))).toBeLessThanOrEqual(1);
    await expect(page.locator('html[data-live]')).toHaveCount(0);
  });

  test("the calendar's tournament is answered by the server at once", async ({ page }) => {
    await page.goto('/en/calendar', { waitUntil: 'load' });
    const select = page.locator('select[name="tournament_id"]');
    const other = await select.evaluate(
      (s: HTMLSelectElement) => [...s.options].find((o) => o.value && o.value !== s.value)!.value,
    );
    await select.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`/en/calendar\\?tournament_id=${other}$`));
    await expect(page.locator('select[name="tournament_id"]')).toHaveValue(other);
    await expect(page.locator('html[data-live]')).toHaveCount(0);
  });

  test("the calendar's round is answered by the server at once", async ({ page }) => {
    await page.goto('/en/calendar', { waitUntil: 'load' });
    const select = page.getByLabel('Round', { exact: true });
    const other = await select.evaluate(
      (s: HTMLSelectElement) => [...s.options].find((o) => o.value !== 'all' && o.value !== s.value)!.value,
    );
    const name = await select.locator(`option[value="${other}"]`).textContent();
    await select.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`/en/calendar\\?tour=${other}$`));
    await expect(page.getByLabel('Round', { exact: true })).toHaveValue(other);
    await expect(page.locator('.pub-calendar__tour h2')).toHaveText([name!]);
    await expect(page.locator('html[data-live]')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the teams' season and the tour range are chosen with the form's button", async ({ page }) => {
    await page.goto('/en/teams');
    const season = page.locator('select[name="season_id"]');
    const other = await season.evaluate(
      (s: HTMLSelectElement) => [...s.options].find((o) => o.value !== s.value)!.value,
    );
    await season.selectOption(other);
    await season.locator('xpath=ancestor::form').getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/teams\\?season_id=${other}$`));
    await expect(page.locator('select[name="season_id"]')).toHaveValue(other);

    await page.goto('/en/tournaments/6');
    const to = page.getByLabel('To tour', { exact: true });
    const firstTour = await to.locator('option').nth(1).getAttribute('value');
    await to.selectOption(firstTour!);
    await page.locator('form:has(.pub-range)').getByRole('button', { name: 'Show' }).click();
    await expect(page.getByLabel('To tour', { exact: true })).toHaveValue(firstTour!);
    expect(Math.max(...(await played(page)))).toBeLessThanOrEqual(1);
  });
});
