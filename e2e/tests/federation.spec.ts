import { expect, test } from '@playwright/test';
import { DEMO, loginThroughForm, trackRemoteRequests, waitForHydration } from './fixtures';

test('a visitor never requests a cabinet remote', async ({ page }) => {
  const remotes = trackRemoteRequests(page);
  await page.goto('/');
  // The page's scripts start on the visitor's first intent (ADR 0135).
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Турнирлер' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Турнирлер' })).toBeVisible();
  expect(new Set(remotes)).toEqual(new Set(['mf-public']));
});

test("a referee's pages never request mf-cabinet-clubs or mf-cabinet-tournaments", async ({ page }) => {
  const remotes = trackRemoteRequests(page);
  await page.goto('/cabinet/login');
  await loginThroughForm(page, DEMO.referee.email);
  await expect(page).toHaveURL(/\/cabinet\/matches$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cabinet/clubs');
  await expect(page).toHaveURL(/\/cabinet\/matches$/);
  await page.goto('/cabinet/tournaments');
  await expect(page).toHaveURL(/\/cabinet\/matches$/);
  expect(remotes).toContain('mf-cabinet-matches');
  expect(remotes).not.toContain('mf-cabinet-clubs');
  expect(remotes).not.toContain('mf-cabinet-tournaments');
});

test('one React, one router, one i18n instance, one store, one API client and one QueryClient across the shell and the remotes', async ({
  page,
}) => {
  await page.goto('/cabinet/login');
  await loginThroughForm(page, DEMO.super_admin.email);
  await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Клубтар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Клубтар' })).toBeVisible();
  await page.getByRole('link', { name: 'Сапарлар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сапарлар' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is in the server's HTML: wait until the public remote has taken the page over.
  await waitForHydration(page);
  // after a full navigation only the public remote and the shell are on the page
  const result = await page.evaluate(() => {
    const records = (
      window as unknown as {
        __leagueInstances: {
          app: string;
          react: unknown;
          router: unknown;
          i18n: unknown;
          store: unknown;
          api: unknown;
          queryClient: unknown;
        }[];
      }
    ).__leagueInstances;
    const first = records[0];
    return {
      apps: records.map((r) => r.app),
      sameReact: records.every((r) => r.react === first.react),
      sameRouter: records.every((r) => r.router === first.router),
      sameI18n: records.every((r) => r.i18n === first.i18n),
      sameStore: records.every((r) => r.store === first.store),
      sameApi: records.every((r) => r.api === first.api),
      sameQueryClient: records.every((r) => r.queryClient === first.queryClient),
    };
  });
  expect(result.apps).toEqual(expect.arrayContaining(['shell', 'mf_public']));
  expect(result).toMatchObject({
    sameReact: true,
    sameRouter: true,
    sameI18n: true,
    sameStore: true,
    sameApi: true,
    sameQueryClient: true,
  });
});

test('the same instances are shared by every cabinet remote in one session', async ({ page }) => {
  await page.goto('/cabinet/login');
  await loginThroughForm(page, DEMO.super_admin.email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [link, heading] of [
    ['Клубтар', 'Клубтар'],
    ['Сапарлар', 'Сапарлар'],
    ['Турнирлер', 'Турнирлер'],
  ]) {
    await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const check = await page.evaluate(() => {
    const records = (
      window as unknown as {
        __leagueInstances: (Record<'react' | 'router' | 'i18n' | 'store' | 'api' | 'queryClient', unknown> & {
          app: string;
        })[];
      }
    ).__leagueInstances;
    const [first] = records;
    const same = (r: (typeof records)[number]) =>
      (['react', 'router', 'i18n', 'store', 'api', 'queryClient'] as const).every((k) => r[k] === first[k]);
    return { apps: records.map((r) => r.app).sort(), one: records.every(same) };
  });
  expect(check.apps).toEqual(['mf_cabinet_clubs', 'mf_cabinet_matches', 'mf_cabinet_tournaments', 'shell']);
  expect(check.one).toBe(true);
});

// The cabinet's service worker fetches remotes itself, and page.route never sees a worker's
// requests: with the worker blocked, the remote is really unreachable for the page.
test.describe('with the service worker off', () => {
  test.use({ serviceWorkers: 'block' });
  test('with mf-cabinet-clubs unreachable the rest works and the clubs area offers a retry', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/mf-cabinet-clubs/**', (route) =>
      blocked ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/cabinet/login');
    await loginThroughForm(page, DEMO.super_admin.email);
    await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Турнирлер' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Клубтар' }).click();
    const retry = page.getByRole('button', { name: 'Қайталау' });
    await expect(retry).toBeVisible();
    await expect(page.getByText('Бұл бөлімді жүктеу мүмкін болмады')).toBeVisible();

    // the other areas and the public site still work
    await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Сапарлар' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Сапарлар' })).toBeVisible();
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Турнирлер' })).toBeVisible();

    // once the files are back, retry loads the area
    await page.goto('/cabinet/clubs');
    await expect(page.getByRole('button', { name: 'Қайталау' })).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Қайталау' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Клубтар' })).toBeVisible();
  });
});
