// Every cabinet page, as each role that may open it (the one access table), has no serious or
// critical axe-core violation at 1280 px in Kazakh, and every page once at 390 px in Russian (as
// super_admin, who may open each): contrast, names, roles, labels. axe's experimental label-content-name-mismatch (a
// name that does not contain the words shown) is asked for by name. A page's parameters are the
// demo league's records that role can see. The pages are opened inside the app (as its links do),
// so axe is loaded once per session.
import { expect, test, type Page } from '@playwright/test';
import { CABINET_PAGES, mayOpen } from '@league/shared/access';
import type { RoleSlugValue as RoleSlug } from '@league/shared/contracts';
import { AXE, seriousViolations } from './axe';
import { runningTournament } from './cabinet-forms';
import { cabinetData, DEMO, localePrefix, settledTracker, signIn, type DemoRole } from './fixtures';

interface Place {
  tournament: number;
  /** The club whose application in `tournament` is opened. */
  applicant: number;
  playerApplication: number;
  staffApplication: number;
  match: { id: number; tournament: number };
  departure: { id: number; tournament: number };
  club: number;
  team: number;
  player: string;
  staff: string;
}

interface PlayerRow {
  slug: string;
  team: { id: number; club_id: number } | null;
}
interface ApplicationPage {
  teams: Array<{ id: number; players: Array<{ application_id: number }>; staff: Array<{ application_id: number }> }>;
}
interface MatchRow {
  id: number;
  host: { id: number };
  guest: { id: number };
}

/** The records the role's pages are opened with (only what the role may see). */
async function placesOf(page: Page, role: DemoRole): Promise<Partial<Place>> {
  const place: Partial<Place> = {};
  if (role === 'referee') {
    const [match] = await cabinetData<Array<{ id: number; tournament: { id: number } }>>(
      page,
      '/cabinet/matches?per_page=1',
    );
    return { match: { id: match.id, tournament: match.tournament.id } };
  }
  if (role !== 'media_manager') {
    const players = await cabinetData<PlayerRow[]>(page, '/cabinet/players?per_page=20');
    const player = players.find((row) => row.team)!;
    place.player = player.slug;
    place.team = player.team!.id;
    place.club = player.team!.club_id;
    const [staff] = await cabinetData<Array<{ slug: string }>>(page, `/cabinet/staff?team_id=${place.team}&per_page=1`);
    place.staff = staff.slug;
    const [departure] = await cabinetData<Array<{ id: number; tournament: { id: number } }>>(
      page,
      '/cabinet/departures?per_page=1',
    );
    place.departure = { id: departure.id, tournament: departure.tournament.id };
  }
  if (role === 'provider') return place;
  const tournament = await runningTournament(page);
  place.tournament = tournament.id;
  const { matches } = await cabinetData<{ matches: MatchRow[] }>(page, `/cabinet/tournaments/${tournament.id}/matches`);
  if (role === 'media_manager') return { ...place, match: { id: matches[0].id, tournament: tournament.id } };
  const { teams } = await cabinetData<{ teams: Array<{ club: { id: number } }> }>(
    page,
    `/cabinet/tournaments/${tournament.id}/teams`,
  );
  place.applicant = role === 'command_admin' ? place.club : teams[0].club.id;
  const application = await cabinetData<ApplicationPage>(
    page,
    `/cabinet/tournaments/${tournament.id}/teams/${place.applicant}/application`,
  );
  const entered = application.teams.find((team) => team.players.length > 0 && team.staff.length > 0)!;
  place.playerApplication = entered.players[0].application_id;
  place.staffApplication = entered.staff[0].application_id;
  const own = (m: MatchRow) => application.teams.some((team) => team.id === m.host.id || team.id === m.guest.id);
  place.match = { id: (matches.find(own) ?? matches[0]).id, tournament: tournament.id };
  return place;
}

/** The page of `pattern` for the role's records. */
function pathOf(pattern: string, place: Partial<Place>): string {
  const at = (params: Record<string, unknown>) => pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  if (pattern.startsWith('/cabinet/clubs/'))
    return at({
      club_id: place.club,
      id: place.team,
      slug: pattern.includes('/players/') ? place.player : place.staff,
    });
  if (pattern.startsWith('/cabinet/players/')) return at({ slug: place.player });
  if (pattern.includes(':departure_id'))
    return at({ id: place.departure!.tournament, departure_id: place.departure!.id });
  if (pattern.includes(':match_id')) return at({ id: place.match!.tournament, match_id: place.match!.id });
  return at({
    id: place.tournament,
    club_id: place.applicant,
    application_id: pattern.includes('/players/') ? place.playerApplication : place.staffApplication,
  });
}

/** Opens `path` inside the app (the router follows the history, as after a link) and waits until the page has drawn its data. */
async function openInApp(page: Page, path: string, settled: () => Promise<void>) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL(path);
  await settled();
  await expect
    .poll(() => page.evaluate(() => performance.now() - (window as unknown as { lastChange: number }).lastChange), {
      message: 'the page is still changing',
    })
    .toBeGreaterThan(500);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.lg-skeleton, .lg-spinner')).toHaveCount(0);
}

async function sweep(page: Page, role: DemoRole, locale: string, patterns: string[]) {
  const settled = settledTracker(page);
  await signIn(page, DEMO[role].email, locale);
  const place = await placesOf(page, role);
  await page.addScriptTag({ path: AXE });
  // When the page last changed: a page has drawn its data once its document is still.
  await page.evaluate(() => {
    const mark = () => ((window as unknown as { lastChange: number }).lastChange = performance.now());
    mark();
    new MutationObserver(mark).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  const found: string[] = [];
  for (const pattern of patterns) {
    const path = `${localePrefix(locale)}${pathOf(pattern, place)}`;
    await test.step(path, async () => {
      await openInApp(page, path, settled);
      for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
    });
  }
  expect(found).toEqual([]);
}

const ROLES = Object.keys(DEMO) as DemoRole[];
const pagesOf = (role: DemoRole) =>
  CABINET_PAGES.filter((entry) => mayOpen(role as RoleSlug, entry.pattern)).map((entry) => entry.pattern);

// The product's CSP (rightly) refuses the injected axe script.
test.use({ bypassCSP: true });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const role of ROLES) {
    test(`${role}: every cabinet page it may open has no serious violation`, async ({ page }) => {
      test.setTimeout(300_000);
      await sweep(page, role, 'kk', pagesOf(role));
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('super_admin: every cabinet page has no serious violation', async ({ page }) => {
    test.setTimeout(300_000);
    // Every page but the referee's own offers.
    expect(pagesOf('super_admin')).toEqual(
      CABINET_PAGES.map((entry) => entry.pattern).filter((pattern) => pattern !== '/cabinet/appointments'),
    );
    await sweep(page, 'super_admin', 'ru', pagesOf('super_admin'));
  });
});
