// Fixtures that move (issue 25 §2, ADR 0177): super_admin postpones a match of the main
// tournament with its date to be set, then cancels it with a reason; the public match page, the
// public calendar and the tournament's iCal feed say so at once. A media_manager sees the matches
// without the moves. Screenshots at 390 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { apiData, cabinetData, DEMO, signIn, watchProblems } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;
/** `fullPage` false: the top of the page (a cabinet form opens there, above a long list). */
async function shot(page: Page, name: string, fullPage = true, focus?: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface CabinetMatchRow {
  id: number;
  status: string;
  played: boolean;
  tour: { number: number } | null;
  host: { title: string };
  guest: { title: string };
}

/** The VEVENT of a match in a feed, unfolded. */
function eventOf(feed: string, matchId: number): string {
  const block = feed
    .replace(/\r\n /g, '')
    .split('BEGIN:VEVENT\r\n')
    .find((b) => b.includes(`UID:match-${matchId}@`));
  expect(block, `match ${matchId} in the feed`).toBeDefined();
  return block!;
}
const sequenceIn = (event: string) => Number(/SEQUENCE:(\d+)/.exec(event)![1]);

test('a match is postponed, then cancelled; the match page, the calendar and the iCal feed say so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page, { ignoreAborted: true });
  const main = await apiData<{ id: number }>(page.request, '/handbook/main-tournament');
  await signIn(page, DEMO.super_admin.email);
  const { matches } = await cabinetData<{ matches: CabinetMatchRow[] }>(
    page,
    `/cabinet/tournaments/${main.id}/matches`,
  );
  const index = matches.findIndex((m) => m.status === 'scheduled' && !m.played);
  expect(index).toBeGreaterThanOrEqual(0);
  const match = matches[index]!;
  const feedUrl = `/api/v1/ical/tournaments/${main.id}`;
  const before = eventOf(
    await (await page.request.get(feedUrl, { headers: { 'accept-language': 'en' } })).text(),
    match.id,
  );
  expect(before).toContain('STATUS:CONFIRMED');

  await page.goto(`/en/cabinet/tournaments/${main.id}/matches`);
  // The row of the match: the one linking to its protocol (a postponed match moves down its round).
  const row = page
    .getByRole('list', { name: 'Matches' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/matches/${match.id}"]`) });
  await expect(row).toContainText(`${match.host.title} — ${match.guest.title}`);

  // Postponed, the new date to be set.
  await row.getByRole('button', { name: /^Postpone/ }).click();
  const postpone = page.getByRole('form', { name: /^Postpone the match/ });
  await postpone.getByLabel('Date to be set').check();
  await shot(page, 'cabinet-postpone-super_admin', false);
  await postpone.getByRole('button', { name: 'Postpone' }).click();
  await expect(page.getByText('Completed successfully')).toBeVisible();
  await expect(row).toContainText('Postponed');
  const postponed = eventOf(
    await (await page.request.get(feedUrl, { headers: { 'accept-language': 'en' } })).text(),
    match.id,
  );
  expect(postponed).toContain('STATUS:TENTATIVE');
  expect(postponed).toContain('Postponed: new date to be set');
  expect(sequenceIn(postponed)).toBeGreaterThan(sequenceIn(before));

  await page.goto(`/en/matches/${match.id}`);
  await expect(page.getByText('Match postponed: new date to be set')).toBeVisible();

  // Cancelled, with its reason in two languages and no technical result.
  await page.goto(`/en/cabinet/tournaments/${main.id}/matches`);
  await row.getByRole('button', { name: /^Cancel match/ }).click();
  const cancel = page.getByRole('form', { name: /^Cancel the match/ });
  // No reason: an error on its field.
  await cancel.getByRole('button', { name: 'Cancel match' }).click();
  await expect(cancel.getByLabel('Reason (English)')).toHaveAttribute('aria-invalid', 'true');
  await cancel.getByLabel('Reason (English)').fill('Waterlogged pitch');
  await cancel.getByLabel('Reason (Russian)').fill('Поле затоплено');
  await shot(page, 'cabinet-cancel-super_admin', false);
  await cancel.getByRole('button', { name: 'Cancel match' }).click();
  await expect(page.getByText('Completed successfully')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Reason: Waterlogged pitch');
  await expect(row.getByRole('button', { name: /^Reinstate/ })).toBeVisible();
  await shot(page, 'cabinet-cancelled-row-super_admin', false, row);

  const cancelled = eventOf(
    await (await page.request.get(feedUrl, { headers: { 'accept-language': 'en' } })).text(),
    match.id,
  );
  expect(cancelled).toContain('STATUS:CANCELLED');
  expect(cancelled).toContain('Cancelled: Waterlogged pitch');
  expect(sequenceIn(cancelled)).toBeGreaterThan(sequenceIn(postponed));

  await page.goto(`/en/matches/${match.id}`);
  await expect(page.getByText('Match cancelled: Waterlogged pitch')).toBeVisible();
  await shot(page, 'public-match-cancelled');
  await page.goto(`/ru/matches/${match.id}`);
  await expect(page.getByText('Матч отменён: Поле затоплено')).toBeVisible();

  await page.goto(`/en/calendar?tournament_id=${main.id}&tour=${match.tour?.number ?? 1}`);
  const card = page.getByRole('article').filter({ hasText: 'Match cancelled: Waterlogged pitch' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(match.host.title);
  await shot(page, 'public-calendar-cancelled');
  // Only the refused cancellation without a reason (a 422, on purpose).
  expect(problems.filter((p) => !/422/.test(p))).toEqual([]);
  expect(problems.filter((p) => p.startsWith('422:'))).toEqual([
    expect.stringContaining(`/cabinet/matches/${match.id}/fixture`),
  ]);
});

test('a media_manager sees the moved match without Postpone, Cancel or Reinstate', async ({ page }) => {
  const main = await (await page.request.get('/api/v1/handbook/main-tournament')).json();
  await signIn(page, DEMO.media_manager.email);
  await page.goto(`/en/cabinet/tournaments/${main.data.id}/matches`);
  await expect(page.getByRole('list', { name: 'Matches' })).toBeVisible();
  for (const name of [/^Postpone/, /^Cancel match/, /^Reinstate/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await shot(page, 'cabinet-matches-media_manager', false);
});

test('finishing a tournament with unplayed matches says how many and asks; declined, nothing changes', async ({
  page,
}) => {
  const main = await apiData<{ id: number }>(page.request, '/handbook/main-tournament');
  await signIn(page, DEMO.super_admin.email);
  const { matches } = await cabinetData<{ matches: CabinetMatchRow[] }>(
    page,
    `/cabinet/tournaments/${main.id}/matches`,
  );
  const unplayed = matches.filter(
    (m) => m.status === 'scheduled' || m.status === 'postponed' || m.status === 'live',
  ).length;
  expect(unplayed).toBeGreaterThan(0);
  await page.goto(`/en/cabinet/tournaments/${main.id}`);
  const form = page.getByRole('form', { name: 'Finish' });
  await form.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
  const ask = page.getByRole('dialog', { name: 'Some matches are not played' });
  await expect(ask).toContainText(/\d+ matches are not played\. Finish anyway\?/);
  await shot(page, 'cabinet-finish-unplayed-super_admin', false);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  const detail = await cabinetData<{ tournament: { finished: boolean } }>(page, `/cabinet/tournaments/${main.id}`);
  expect(detail.tournament.finished).toBe(false);
});
