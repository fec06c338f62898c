// The cabinet as each role sees it: the navigation offers only pages that open (no 404, no
// redirect), and a page of another role's cabinet sends the user home — the shell's guard
// agreeing with the access table the API also reads.
import { expect, test } from '@playwright/test';
import { CABINET_PAGES, mayOpen } from '@league/shared/access';
import type { RoleSlugValue as RoleSlug } from '@league/shared/contracts';
import { DEMO, loginThroughForm, watchProblems, type DemoRole } from './fixtures';

const ROLES = Object.keys(DEMO) as DemoRole[];

for (const role of ROLES) {
  test(`${role}: every navigation link opens its page`, async ({ page }) => {
    const problems = watchProblems(page, { ignoreAborted: true });
    await page.goto('/en/cabinet/login');
    await loginThroughForm(page, DEMO[role].email);
    await expect(page).toHaveURL(new RegExp(`/en${DEMO[role].home}$`));
    const nav = page.getByRole('navigation', { name: 'Cabinet' });
    const expected = CABINET_PAGES.filter((p) => p.nav && mayOpen(role as RoleSlug, p.pattern)).map(
      (p) => `/en${p.pattern}`,
    );
    // The home URL comes before the cabinet's frame has drawn its header: wait for the links.
    await expect(nav.getByRole('link')).toHaveCount(expected.length);
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.sort()).toEqual(expected.sort());
    for (const href of hrefs) {
      await nav.locator(`a[href="${href}"]`).click();
      // A command_admin has one club: the clubs link opens it.
      const landing = role === 'command_admin' && href === '/en/cabinet/clubs' ? `${href}/\\d+` : href;
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('The page you are requesting does not exist')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
}

test('a page of another cabinet sends each role to its home', async ({ page }) => {
  // Five sign-ins and their pages in one test.
  test.slow();
  const probes = [
    '/cabinet/clubs',
    '/cabinet/stadiums',
    '/cabinet/matches',
    '/cabinet/departures',
    '/cabinet/tournaments/1',
  ];
  for (const role of ROLES) {
    await page.context().clearCookies();
    await page.goto('/en/cabinet/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/en/cabinet/login');
    await loginThroughForm(page, DEMO[role].email);
    await expect(page).toHaveURL(new RegExp(`/en${DEMO[role].home}$`));
    for (const path of probes) {
      if (mayOpen(role as RoleSlug, path)) continue;
      await page.goto(`/en${path}`);
      await expect(page).toHaveURL(new RegExp(`/en${DEMO[role].home}$`));
    }
  }
});
