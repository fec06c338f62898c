// Printable A4 sheets: a team's application (the cabinet's and the public one), a tournament's
// fixtures and its suspensions. Each is laid out in print media at the A4 content width — 210 mm
// is 794 px at 96 px per inch, less the two 12 mm margins of `@page` that is 703 px — where the
// site's frame, navigation and buttons are hidden, the header names the league, the subject and
// the day, every table fits the width (no column cut) and repeats its header row on each page;
// then Chromium prints the page to an A4 PDF.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiData, cabinetData, DEMO, signIn, waitForHydration } from './fixtures';

const A4_WIDTH = 794;
const MARGIN = Math.round((12 / 25.4) * 96);
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const SHOTS = process.env.PRINT_SHOTS ?? '/work/shots/h-print';

interface Layout {
  header: string;
  hidden: { frame: boolean; nav: boolean; buttons: boolean };
  documentWidth: number;
  tables: Array<{
    rows: number;
    right: number;
    width: number;
    scrollWidth: number;
    cut: number;
    headerGroup: boolean;
    rowsAvoidBreak: boolean;
  }>;
}

/** What the print layout shows, measured in the page. */
function printLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      getComputedStyle(element).display !== 'none' && (element as HTMLElement).offsetParent !== null;
    const all = (selector: string) => Array.from(document.querySelectorAll(selector));
    const head = document.querySelector('.lg-print-head');
    const tables = all('table').filter(shown) as HTMLTableElement[];
    return {
      header: head && shown(head) ? (head as HTMLElement).innerText : '',
      hidden: {
        frame: all('.sh-header, .sh-footer').every((element) => !shown(element)),
        nav: all('nav').every((element) => !shown(element)),
        buttons: all('button').every((element) => !shown(element)),
      },
      documentWidth: document.documentElement.scrollWidth,
      tables: tables.map((table) => {
        const box = table.getBoundingClientRect();
        const cells = Array.from(table.querySelectorAll('th, td'));
        return {
          rows: table.querySelectorAll('tbody tr').length,
          right: box.right,
          width: box.width,
          scrollWidth: table.scrollWidth,
          // Cells whose content is wider than the cell (a cut column) or that end past the table.
          cut: cells.filter(
            (cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > box.right + 1,
          ).length,
          headerGroup: table.tHead === null || getComputedStyle(table.tHead).display === 'table-header-group',
          rowsAvoidBreak: Array.from(table.querySelectorAll('tbody tr')).every(
            (row) => getComputedStyle(row).breakInside === 'avoid',
          ),
        };
      }),
    };
  });
}

/** Lays the page out for paper, checks it and prints it; answers the layout for the caller's own checks. */
async function printAndCheck(
  page: Page,
  name: string,
  { league, subject }: { league: string; subject: string[] },
): Promise<Layout> {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: CONTENT_WIDTH, height: 1123 });
  // The day printed is the browser's, set once the sheet's own part of the page is live — which
  // may be after the shell says the page is (a remote's part hydrates when its code has come).
  await expect(page.locator('.lg-print-head').first().locator('.lg-print-head__date')).toBeVisible();
  const layout = await printLayout(page);
  expect(layout.header).toContain(league);
  for (const part of subject) expect(layout.header).toContain(part);
  expect(layout.header).toMatch(/\d{4}/);
  expect(layout.hidden).toEqual({ frame: true, nav: true, buttons: true });
  expect(layout.documentWidth).toBeLessThanOrEqual(CONTENT_WIDTH);
  expect(layout.tables.length).toBeGreaterThan(0);
  for (const table of layout.tables) {
    expect(table.right).toBeLessThanOrEqual(CONTENT_WIDTH + 0.5);
    expect(table.scrollWidth).toBeLessThanOrEqual(Math.ceil(table.width) + 1);
    expect(table.cut).toBe(0);
    expect(table.headerGroup).toBe(true);
    expect(table.rowsAvoidBreak).toBe(true);
  }
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `print-${name}.png`), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2_000);
  fs.writeFileSync(path.join(SHOTS, `print-${name}.pdf`), pdf);
  return layout;
}

test.describe('printable A4 sheets', () => {
  test.setTimeout(90_000);

  test("the public team application prints in Russian with the team's and tournament's names", async ({
    page,
    request,
  }) => {
    const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
    const table = await apiData<{ rows: { team: { slug: string } }[] }>(request, `/tournaments/${main.id}/table`);
    const slug = table.rows[0].team.slug;
    const application = await apiData<{
      team: { title: string };
      tournament: { title: string };
      players: { players: unknown[] }[];
    }>(request, `/tournaments/${main.id}/teams/${slug}/application`, 'ru');
    await page.goto(`/ru/tournaments/${main.id}/teams/${slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Распечатать' })).toBeVisible();
    const layout = await printAndCheck(page, 'team-application-ru', {
      league: 'Юношеская футбольная лига',
      subject: [application.team.title, application.tournament.title],
    });
    expect(layout.header).toContain('Напечатано');
    const players = application.players.reduce((sum, group) => sum + group.players.length, 0);
    expect(layout.tables.reduce((sum, t) => sum + t.rows, 0)).toBe(players);
  });

  test("a tournament's fixtures print as the whole season's table", async ({ page, request }) => {
    const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
    const info = await apiData<{ title: string }>(request, `/tournament-page/tournament/${main.id}`, 'ru');
    const calendar = await apiData<{ all: { days: { matches: unknown[] }[] }[] }>(
      request,
      `/calendar/matches?tournament_id=${main.id}`,
      'ru',
    );
    const matches = calendar.all.reduce(
      (sum, tour) => sum + tour.days.reduce((n, day) => n + day.matches.length, 0),
      0,
    );
    expect(matches).toBeGreaterThan(0);
    await page.goto(`/ru/tournaments/${main.id}/calendar`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Распечатать' })).toBeVisible();
    const layout = await printAndCheck(page, 'fixtures-ru', {
      league: 'Юношеская футбольная лига',
      subject: [info.title, 'Календарь'],
    });
    // One table of every match, whichever round the screen shows; the screen's cards are not printed.
    expect(layout.tables.map((t) => t.rows)).toEqual([matches]);
    await expect(page.locator('.pub-calendar')).toBeHidden();
  });

  test("a tournament's suspensions print in English", async ({ page, request }) => {
    const main = await apiData<{ id: number }>(request, '/handbook/main-tournament');
    const info = await apiData<{ title: string }>(request, `/tournament-page/tournament/${main.id}`, 'en');
    const rows = await apiData<unknown[]>(request, `/tournaments/${main.id}/disqualifications`, 'en');
    expect(rows.length).toBeGreaterThan(0);
    await page.goto(`/en/tournaments/${main.id}/disqualifications`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    const layout = await printAndCheck(page, 'disqualifications-en', {
      league: 'Youth Football League',
      subject: [info.title, 'Suspensions'],
    });
    expect(layout.tables.map((t) => t.rows)).toEqual([rows.length]);
  });

  test("the cabinet's team application prints the listed players and staff only, with signature lines", async ({
    page,
  }) => {
    await signIn(page, DEMO.command_admin.email, 'en');
    const main = await cabinetData<{ id: number }>(page, '/handbook/main-tournament');
    const clubs = await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs');
    const url = `/cabinet/tournaments/${main.id}/teams/${clubs[0].id}`;
    const application = await cabinetData<{
      tournament: { title: string };
      teams: Array<{ title: string; players: Array<{ status: string }>; staff: Array<{ status: string }> }>;
    }>(page, `${url}/application`);
    await page.goto(`/en${url}`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    const layout = await printAndCheck(page, 'cabinet-application-en', {
      league: 'Youth Football League',
      subject: [application.teams[0].title, application.tournament.title],
    });
    const listed = (people: Array<{ status: string }>) =>
      people.filter((p) => p.status === 'pending' || p.status === 'submitted').length;
    const people = application.teams.flatMap((team) => [listed(team.players), listed(team.staff)]).filter((n) => n > 0);
    expect(layout.tables.map((t) => t.rows)).toEqual(people);
    await expect(page.locator('.ca-print .lg-print-sign')).toHaveCount(3);
  });

  test('the travel list prints with the league, the day and signature lines, black on white', async ({ page }) => {
    await signIn(page, DEMO.provider.email, 'ru');
    const list = await cabinetData<
      Array<{ id: number; status: string; tournament: { id: number }; team: { title: string } }>
    >(page, '/cabinet/departures?per_page=100');
    const departure = list.find((d) => d.status === 'pending')!;
    expect(departure, 'the demo has a pending departure').toBeDefined();
    await page.goto(`/ru/cabinet/tournaments/${departure.tournament.id}/departures/${departure.id}`);
    await expect(page.locator('.dep-print .dep-table').first()).toBeVisible({ timeout: 30_000 });
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: CONTENT_WIDTH, height: 1123 });
    const head = page.locator('.dep-print .lg-print-head');
    await expect(head).toContainText('Юношеская футбольная лига');
    await expect(head).toContainText('Список выезда: ');
    await expect(head).toContainText(/Напечатано: \d{2} \S+ \d{4}/);
    await expect(page.locator('.dep-print .lg-print-sign')).toHaveCount(3);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).toContain(background);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'print-travel-list-ru.png'), fullPage: true });
  });

  test('the match sheet prints with the league, the match and its day, and the signature lines', async ({
    page,
    request,
  }) => {
    const matches = await apiData<Array<{ id: number; status: string }>>(request, '/matches?status=finished');
    const match = matches.find((m) => m.status === 'finished') ?? matches[0];
    await page.goto(`/matches/${match.id}`);
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: CONTENT_WIDTH, height: 1123 });
    const head = page.locator('.lg-print-head');
    await expect(head).toContainText('Матч хаттамасы');
    await expect(head).toContainText(/Басып шығарылды: .*\d{4}/);
    await expect(page.locator('.lg-print-sign')).toHaveCount(3);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'print-match-sheet-kk.png'), fullPage: true });
  });
});
