// Suspensions (ADR 0181), from the league's decision to the team's match day: the league
// (super_admin, English, desktop) disqualifies a player for two matches — an empty reason is
// refused on its field first, nothing sent — and the application page shows the decision; the
// public disqualifications page says the cause, the reason, the length and until which match
// (opponent and date); the team's administrator (command_admin, Russian, 390 px phone) opens the
// team's next match and sees the suspended player and a player one yellow card away, with the count.
// Then the league ends the disqualification (ADR 0205) and the player is free for that match.
import { expect, test, type Page } from '@playwright/test';
import { cabinetData, cabinetWrite, DEMO, watchProblems, signedInPage } from './fixtures';

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

/** The league schedules a match of the tournament (setup the journey builds on). */
async function schedule(page: Page, tournamentId: number, body: object): Promise<{ id: number }> {
  return cabinetWrite<{ id: number }>(page, 'POST', `/cabinet/tournaments/${tournamentId}/matches`, { data: body });
}

test('the league disqualifies a player for two matches; the public list says until which match; the team sees it before its next match', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await signedInPage(browser, DEMO.super_admin.email, 'en', 1280);
  const adminProblems = watchProblems(admin, { ignoreAborted: true });
  const team = await signedInPage(browser, DEMO.command_admin.email, 'ru', 390);
  const teamProblems = watchProblems(team, { ignoreAborted: true });

  const main = await cabinetData<{ id: number }>(team, '/handbook/main-tournament', 'ru');
  const [club] = await cabinetData<Array<{ id: number }>>(team, '/cabinet/clubs', 'ru');
  const application = await cabinetData<TeamApplication>(
    admin,
    `/cabinet/tournaments/${main.id}/teams/${club.id}/application`,
  );
  const own = application.teams[0];

  // The team's next two matches: the league schedules them a week and two weeks from today (the
  // demo league's own fixtures are dated around its base day, before today's decision).
  const calendar = await (
    await admin.request.get(`/api/v1/calendar/matches?tournament_id=${main.id}&team_id=${own.id}`)
  ).json();
  const known = (calendar.data as Calendar).not_started.flatMap((tour) => tour.days.flatMap((day) => day.matches));
  const rivals = [...new Set(known.map((m) => (m.host.id === own.id ? m.guest.id : m.host.id)))];
  expect(rivals.length).toBeGreaterThanOrEqual(2);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const next = await schedule(admin, main.id, {
    host_team_id: own.id,
    guest_team_id: rivals[0],
    date: day(7),
    time: '15:00',
    tour_number: 90,
  });
  const second = await schedule(admin, main.id, {
    host_team_id: rivals[1],
    guest_team_id: own.id,
    date: day(14),
    time: '15:00',
    tour_number: 91,
  });
  const opponent = (
    await cabinetData<{ match: { host: { title: string } } }>(admin, `/cabinet/matches/${second.id}/protocol`)
  ).match.host.title;

  // One yellow away before the next match (the demo league's own cards).
  const sideOf = (answer: { host: Side | null; guest: Side | null }) =>
    (answer.host?.team.id === own.id ? answer.host : answer.guest)!;
  const away = sideOf(await cabinetData(team, `/cabinet/matches/${next.id}/suspensions`, 'ru')).one_yellow_away[0];
  expect(away, 'the demo league has a player of the team one yellow card away before its next match').toBeTruthy();
  // The league disqualifies another of the team's accepted players.
  const player = own.players.find(
    (p) => p.status === 'submitted' && p.allowed.includes('disqualified') && p.person.id !== away.player.id,
  )!;
  expect(player).toBeTruthy();

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
  // The public pages write the first name first.
  const row = visitor
    .getByRole('row')
    .filter({ hasText: player.person.name.split(' ')[0] })
    .filter({ hasText: player.person.name.split(' ')[1] })
    .filter({ hasText: 'League decision' });
  await expect(row).toContainText('Violent conduct after the final whistle');
  await expect(row).toContainText('Matches: 2');
  await expect(row).toContainText('Served: 0 of 2');
  await expect(row.getByRole('link', { name: new RegExp(`Up to the match against ${opponent}`) })).toBeVisible();
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/public-disqualifications-en-390.png`, fullPage: true });

  // The team's administrator, on a phone, before the next match.
  await team.goto(`/ru/cabinet/tournaments/${main.id}/matches/${next.id}`);
  const panel = team.getByRole('region', { name: 'Перед матчем: дисквалификации' });
  const out = panel.getByRole('list', { name: /Не могут играть в этом матче/ });
  const ruName = (
    await cabinetData<TeamApplication>(team, `/cabinet/tournaments/${main.id}/teams/${club.id}/application`, 'ru')
  ).teams[0].players.find((p) => p.person.id === player.person.id)!.person.name;
  await expect(out.getByRole('listitem').filter({ hasText: ruName })).toContainText(
    'Решение лиги: Violent conduct after the final whistle · матч 1 из 2',
  );
  const warn = panel.getByRole('list', { name: /В одной жёлтой от дисквалификации/ });
  await expect(warn.getByRole('listitem').filter({ hasText: away.player.name })).toContainText(
    `Жёлтых карточек: ${away.yellows}`,
  );
  const overflow = await team.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await team.screenshot({ path: `${SHOTS}/match-suspensions-ru-390.png`, fullPage: true });

  // The league ends the disqualification (ADR 0205), after confirming: the player is listed again
  // and the team's administrator no longer sees him among those who cannot play.
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'End the disqualification' }).click();
  const confirm = admin.getByRole('dialog', { name: 'End the disqualification' });
  await expect(confirm).toContainText(`${player.person.name} can play again from the next match`);
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/application-reinstate-en-1280.png`, fullPage: true });
  await confirm.getByRole('button', { name: 'End the disqualification' }).click();
  await expect(decision).toBeHidden();
  await expect(admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await team.reload();
  await expect(warn.getByRole('listitem').filter({ hasText: away.player.name })).toBeVisible();
  await expect(panel.getByText(ruName)).toHaveCount(0);

  expect(adminProblems).toEqual([]);
  expect(teamProblems).toEqual([]);
});
