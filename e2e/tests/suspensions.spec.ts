// Suspensions (ADR 0181), from the league's decision to the team's match day: the league
// (super_admin, English, desktop) disqualifies a player for two matches — an empty reason is
// refused on its field first, nothing sent — and the application page shows the decision; the
// public disqualifications page says the cause, the reason, the length and until which match
// (opponent and date); the team's administrator (command_admin, Russian, 390 px phone) opens the
// team's next match and sees the suspended player and a player one yellow card away, with the count.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cabinetData, DEMO, loginThroughForm, watchProblems } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;

interface Entry {
  person: { id: number; name: string };
  application_id: number | null;
  status: string;
  allowed: string[];
}
interface TeamApplication {
  teams: Array<{ id: number; title: string; players: Entry[] }>;
}
interface CalendarMatch {
  id: number;
  date_time: string | null;
  host: { id: number; title: string };
  guest: { id: number; title: string };
}
interface Calendar {
  not_started: Array<{ days: Array<{ matches: CalendarMatch[] }> }>;
}
interface Side {
  team: { id: number };
  suspended: Array<{ player: { id: number; name: string } }>;
  one_yellow_away: Array<{ player: { id: number; name: string }; yellows: number }>;
}

async function signedIn(browser: Browser, email: string, locale: 'ru' | 'en', width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${locale}/cabinet/login`);
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(new RegExp(`/${locale}/cabinet/tournaments$`));
  return page;
}

test('the league disqualifies a player for two matches; the public list says until which match; the team sees it before its next match', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await signedIn(browser, DEMO.super_admin.email, 'en', 1280);
  const adminProblems = watchProblems(admin, { ignoreAborted: true });
  const team = await signedIn(browser, DEMO.command_admin.email, 'ru', 390);
  const teamProblems = watchProblems(team, { ignoreAborted: true });

  const main = await cabinetData<{ id: number }>(team, '/handbook/main-tournament', 'ru');
  const [club] = await cabinetData<Array<{ id: number }>>(team, '/cabinet/clubs', 'ru');
  const application = await cabinetData<TeamApplication>(admin, `/cabinet/tournaments/${main.id}/teams/${club.id}/application`);
  const own = application.teams[0];
  const player = own.players.find((p) => p.status === 'submitted' && p.allowed.includes('disqualified'))!;
  expect(player).toBeTruthy();

  // The team's next two matches in the tournament (the public calendar, not started).
  const calendar = await (await admin.request.get(`/api/v1/calendar/matches?tournament_id=${main.id}&team_id=${own.id}`)).json();
  const upcoming = (calendar.data as Calendar).not_started.flatMap((tour) => tour.days.flatMap((day) => day.matches));
  expect(upcoming.length).toBeGreaterThanOrEqual(2);
  const [next, second] = upcoming;
  const opponent = second.host.id === own.id ? second.guest.title : second.host.title;

  // One yellow away before the next match (the demo league's own cards).
  const sideOf = (answer: { host: Side | null; guest: Side | null }) => (answer.host?.team.id === own.id ? answer.host : answer.guest)!;
  const away = sideOf(await cabinetData(admin, `/cabinet/matches/${next.id}/suspensions`)).one_yellow_away[0];
  expect(away, 'the demo league has a player of the team one yellow card away before its next match').toBeTruthy();

  // The league disqualifies the player: the reason is required, on its field, before anything is sent.
  await admin.goto(`/en/cabinet/tournaments/${main.id}/teams/${club.id}/players/${player.application_id}`);
  await expect(admin.getByRole('heading', { level: 1, name: player.person.name })).toBeVisible();
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Disqualify' }).click();
  const form = admin.getByRole('form', { name: 'Disqualification' });
  await form.getByLabel('Number of matches (1–99)').fill('2');
  let puts = 0;
  admin.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/cabinet/applications/players/')) puts += 1;
  });
  await form.getByRole('button', { name: 'Disqualify' }).click();
  await expect(form.getByLabel('Reason')).toHaveAccessibleDescription(/This field is required/);
  expect(puts).toBe(0);
  await expect(form.getByLabel('Number of matches (1–99)')).toHaveValue('2');
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/disqualify-form-error-en-1280.png`, fullPage: true });
  await form.getByLabel('Reason').fill('Violent conduct after the final whistle');
  await form.getByRole('button', { name: 'Disqualify' }).click();
  await expect(form).toBeHidden();
  const decision = admin.getByRole('note');
  await expect(decision).toContainText('Reason: Violent conduct after the final whistle');
  await expect(decision).toContainText('Length: 2 matches');
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/application-disqualified-en-1280.png`, fullPage: true });

  // The public list: cause, reason, length, served and until which match.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
  await visitor.goto(`/en/tournaments/${main.id}/disqualifications`);
  const row = visitor.getByRole('row', { name: new RegExp(player.person.name) });
  await expect(row).toContainText('League decision');
  await expect(row).toContainText('Violent conduct after the final whistle');
  await expect(row).toContainText('Matches: 2');
  await expect(row).toContainText('Served: 0 of 2');
  await expect(row.getByRole('link', { name: new RegExp(`Up to the match against ${opponent}`) })).toBeVisible();
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/public-disqualifications-en-390.png`, fullPage: true });

  // The team's administrator, on a phone, before the next match.
  await team.goto(`/ru/cabinet/tournaments/${main.id}/matches/${next.id}`);
  const panel = team.getByRole('region', { name: 'Перед матчем: дисквалификации' });
  const out = panel.getByRole('list', { name: /Не могут играть в этом матче/ });
  await expect(out.getByRole('listitem').filter({ hasText: player.person.name })).toContainText('Решение лиги: Violent conduct after the final whistle · матч 1 из 2');
  const warn = panel.getByRole('list', { name: /В одной жёлтой от дисквалификации/ });
  await expect(warn.getByRole('listitem').filter({ hasText: away.player.name })).toContainText(`Жёлтых карточек: ${away.yellows}`);
  const overflow = await team.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await team.screenshot({ path: `${SHOTS}/match-suspensions-ru-390.png`, fullPage: true });

  expect(adminProblems).toEqual([]);
  expect(teamProblems).toEqual([]);
});
