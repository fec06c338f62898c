import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './fixtures';

// A list the server answers (ADR 0193), chosen before the application is live, is answered in
// place (ADR 0201): the wake script fetches the server's page for the choice and puts it in place
// of the current one, with its address in the history. The application that starts later
// hydrates that page at that address. And each page carries only the styles its markup uses
// (ADR 0200): what the application loads once live changes nothing the visitor sees.

/** The "played" figure of each row of the tournament table. */
const played = (page: Page) =>
  page
    .locator('form:has(.pub-range) ~ * tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)));

/** Marks the document: a navigation would give the page a new one, without the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('before the page is live', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the tour range is answered in place; the application then starts on that page, live, and Back leaves it', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/en/tournaments/6', { waitUntil: 'load' });
    await markDocument(page);
    const before = await page.title();
    expect(Math.max(...(await played(page)))).toBeGreaterThan(1);
    const to = page.getByLabel('To tour', { exact: true });
    const firstTour = (await to.locator('option').nth(1).getAttribute('value'))!;
    await to.selectOption(firstTour);

    await expect(page).toHaveURL(new RegExp(`/en/tournaments/6\\?from_tour_id=&to_tour_id=${firstTour}$`));
    // After one tour, no team has played more than one match: the new page, in this document.
    await expect.poll(async () => Math.max(...(await played(page)))).toBeLessThanOrEqual(1);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByLabel('To tour', { exact: true })).toHaveValue(firstTour);
    await expect(page.getByLabel('To tour', { exact: true })).toBeFocused();
    await expect(page.locator('html[data-live]')).toHaveCount(0);
    // The head is the new page's: one canonical link, to the new address.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/tournaments/6$`));
    expect(
      await page
        .locator('style[data-css]')
        .evaluateAll((all) => new Set(all.map((s) => s.getAttribute('data-css'))).size === all.length),
    ).toBe(true);

    // A tap elsewhere is an intent: the application starts, and hydrates the page it finds.
    await page.locator('h1').tap();
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1, { timeout: 0 });
    expect(await sameDocument(page)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`to_tour_id=${firstTour}$`));
    await expect(page.getByLabel('To tour', { exact: true })).toHaveValue(firstTour);
    expect(Math.max(...(await played(page)))).toBeLessThanOrEqual(1);
    // Live: the list is answered by the application now, without a navigation.
    await page.getByLabel('To tour', { exact: true }).selectOption({ index: 0 });
    await expect(page).toHaveURL(/\/en\/tournaments\/6(\?[^#]*)?$/);
    await expect.poll(async () => Math.max(...(await played(page)))).toBeGreaterThan(1);
    expect(await sameDocument(page)).toBe(true);

    // Back: the page put in place, then the page it replaced, by the application's router.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`to_tour_id=${firstTour}$`));
    await expect.poll(async () => Math.max(...(await played(page)))).toBeLessThanOrEqual(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/tournaments\/6$/);
    await expect.poll(async () => Math.max(...(await played(page)))).toBeGreaterThan(1);
    await expect(page).toHaveTitle(before);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('Back before the application is live shows the page of that address', async ({ page }) => {
    const problems = watchProblems(page, { ignoreAborted: true });
    await page.goto('/en/calendar', { waitUntil: 'load' });
    const select = page.locator('select[name="tournament_id"]');
    const first = await select.inputValue();
    const other = await select.evaluate(
      (s: HTMLSelectElement) => [...s.options].find((o) => o.value && o.value !== s.value)!.value,
    );
    const firstText = await page.locator('.pub-selects ~ *').first().textContent();
    await markDocument(page);
    await select.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`/en/calendar\\?tournament_id=${other}$`));
    await expect(page.locator('select[name="tournament_id"]')).toHaveValue(other);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('html[data-live]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/calendar$/);
    await expect(page.locator('select[name="tournament_id"]')).toHaveValue(first);
    await expect(page.locator('.pub-selects ~ *').first()).toHaveText(firstText ?? '');
    expect(problems).toEqual([]);
  });
});

/** The look of every element of the page (the properties that show a missing or reordered rule). */
const looks = (page: Page) =>
  page.evaluate(() => {
    const props = [
      'display',
      'position',
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'padding-top',
      'padding-left',
      'margin-top',
      'border-top-width',
      'flex-direction',
      'grid-template-columns',
      'text-align',
      'visibility',
    ];
    const out: Record<string, string> = {};
    const walk = (el: Element, path: string) => {
      const style = getComputedStyle(el);
      out[`${path} ${el.getAttribute('class') ?? ''}`] = props.map((p) => style.getPropertyValue(p)).join('|');
      [...el.children].forEach((child, i) => walk(child, `${path}/${child.localName}[${i}]`));
    };
    walk(document.body, 'body');
    return out;
  });

for (const path of [
  '/',
  '/en/tournaments/6',
  '/ru/matches/286',
  '/en/teams/altai-2012',
  '/teams',
  '/calendar',
  '/en/players',
]) {
  test(`${path} looks the same with its own styles as once the application has loaded the styles it needs`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto(path, { waitUntil: 'load' });
    const own = await looks(page);
    const inlined = new Set(
      await page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((all) => all.map((l) => (l as HTMLLinkElement).href)),
    );
    // A move of the mouse starts the application; nothing the page shows changes with it.
    await page.mouse.move(5, 5);
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1, { timeout: 0 });
    await page.waitForLoadState('networkidle');
    const live = await looks(page);
    // Elements the application does not render differently once live (it may add or change some).
    const changed = Object.keys(own).filter((key) => key in live && live[key] !== own[key]);
    expect(changed).toEqual([]);
    // The chunks the page carried are not loaded again.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.css')),
    );
    expect(loaded.filter((href) => inlined.has(href))).toEqual([]);
    expect(problems).toEqual([]);
  });
}
