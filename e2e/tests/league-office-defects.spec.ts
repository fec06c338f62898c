// What a league's office found going through the cabinet — the league (super_admin) in English on
// a desktop and in Kazakh, a club's administrator (command_admin) in Russian on a phone — each
// checked on the built product: "Add teams" follows an edit of the birth years at once; the
// tournament page counts its teams as the list does; a club's administrator is linked only to the
// matches it may open and another club's application is the not-found page; the application
// pages lay a person's details out for a phone; a withdrawal is undone; an empty rejection reason
// stays on its field in the dialog; the finish form and the match form say their refusals on
// their fields.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cabinetData, DEMO, localePrefix, signIn, watchProblems, cabinetWrite } from './fixtures';

type Locale = 'kk' | 'ru' | 'en';

async function signedIn(
  browser: Browser,
  who: 'super_admin' | 'command_admin',
  locale: Locale,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO[who].email, locale);
  return page;
}

interface Entry {
  person: { id: number; name: string };
  application_id: number | null;
  status: string;
  eligibility: { eligible: boolean };
  allowed: string[];
}
interface TeamApplication {
  teams: Array<{ id: number; players: Entry[]; staff: Entry[] }>;
}
interface ListRow {
  id: number;
  title: string;
  end_date: string | null;
  teams_count: number;
}

const mainTournament = (page: Page) => cabinetData<{ id: number }>(page, '/handbook/main-tournament');
const ownClub = async (page: Page) => (await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs'))[0].id;
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `/work/shots/h-defects/${name}.png`, fullPage });

test('"Add teams" offers the teams of the new birth years as soon as the edit is saved', async ({ browser }) => {
  const page = await signedIn(browser, 'super_admin', 'en', 1280);
  const form = await cabinetData<{ values: { season_id: number } }>(
    page,
    `/cabinet/tournaments/${(await mainTournament(page)).id}/form`,
  );
  const created = await cabinetWrite<{ id: number }>(page, 'POST', '/cabinet/tournaments', {
    data: {
      title_kk: 'Ескі жылдар кубогы',
      title_en: 'Old Years Cup',
      season_id: form.values.season_id,
      age_group: 'U-30',
      birth_year_from: 1996,
      birth_year_to: 1996,
      gender: 'male',
      start_date: '2026-06-01',
    },
  });
  await page.goto(`/en/cabinet/tournaments/${created.id}`);
  await page.getByRole('button', { name: 'Add teams' }).click();
  await expect(page.getByText('No team can be added')).toBeVisible();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('form', { name: 'About the tournament' });
  await edit.getByLabel('Birth year (from)').fill('2012');
  await edit.getByLabel('Birth year (to)').fill('2012');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/cabinet/tournaments/${created.id}$`));
  await page.getByRole('button', { name: 'Add teams' }).click();
  const offered = page.getByRole('group', { name: /Add teams/ }).getByRole('checkbox');
  await expect(offered.first()).toBeVisible();
  await expect(page.getByText('No team can be added')).toHaveCount(0);
  const candidates = (await cabinetData<{ candidates: unknown[] }>(page, `/cabinet/tournaments/${created.id}/teams`))
    .candidates;
  await expect(offered).toHaveCount(candidates.length);
});

test('the tournament page counts the teams the list counts, lists waiting teams apart and never offers them under "Add teams"', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'super_admin', 'en', 1280);
  const list = await cabinetData<ListRow[]>(page, '/cabinet/tournaments?per_page=100');
  // The demo's cup taking applications: some teams in, some waiting for a decision.
  const detailOf = (id: number) =>
    cabinetData<{ teams: Array<{ team: { title: string }; status: string }> }>(page, `/cabinet/tournaments/${id}`);
  let chosen: ListRow | undefined;
  let waiting: string[] = [];
  for (const row of list.filter((r) => r.end_date === null)) {
    const rows = (await detailOf(row.id)).teams;
    waiting = rows.filter((r) => r.status !== 'submitted').map((r) => r.team.title);
    if (waiting.length > 0) {
      chosen = row;
      break;
    }
  }
  expect(chosen, 'a running tournament with teams waiting').toBeTruthy();
  await page.goto('/en/cabinet/tournaments');
  await expect(page.getByRole('row', { name: chosen!.title })).toContainText(String(chosen!.teams_count));
  await page.goto(`/en/cabinet/tournaments/${chosen!.id}`);
  await expect(page.getByRole('heading', { name: `Teams (${chosen!.teams_count})` })).toBeVisible();
  const apart = page.getByRole('region', { name: `Teams not yet accepted into the tournament (${waiting.length})` });
  for (const title of waiting) await expect(apart.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Add teams' }).click();
  const offered = page.getByRole('group', { name: /Add teams/ });
  await expect(offered.getByRole('checkbox').or(offered.getByText('No team can be added')).first()).toBeVisible();
  for (const title of waiting) await expect(offered.getByText(title, { exact: true })).toHaveCount(0);
  await shot(page, 'tournament-teams-1280');
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, 'tournament-teams-390');
});

test("a club's administrator is linked only to its teams' matches; the page and the match it opens say no error", async ({
  browser,
}) => {
  const page = await signedIn(browser, 'command_admin', 'ru', 390);
  // Leaving the landing page for the list cancels what it was still loading (not a problem).
  const problems = watchProblems(page, { ignoreAborted: true });
  const { id } = await mainTournament(page);
  const { matches } = await cabinetData<{ matches: Array<{ id: number; openable: boolean }> }>(
    page,
    `/cabinet/tournaments/${id}/matches`,
    'ru',
  );
  const open = matches.filter((m) => m.openable);
  expect(open.length).toBeGreaterThan(0);
  expect(open.length).toBeLessThan(matches.length);
  await page.goto(`/ru/cabinet/tournaments/${id}/matches`);
  const list = page.getByRole('list', { name: 'Матчи' });
  await expect(list.getByRole('listitem')).toHaveCount(matches.length);
  const links = list.locator('a[href*="/matches/"]');
  await expect(links).toHaveCount(open.length);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(open.map((m) => `/ru/cabinet/tournaments/${id}/matches/${m.id}`)).toContain(href);
  }
  await shot(page, 'matches-command-admin-390', false);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/ru/cabinet/tournaments/${id}/matches/${open[0].id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Страница не найдена')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("another club's team application and its person's page are the not-found page, with no retry", async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'super_admin', 'en', 1280);
  const page = await signedIn(browser, 'command_admin', 'ru', 390);
  const { id } = await mainTournament(page);
  const own = await ownClub(page);
  const { teams } = await cabinetData<{ teams: Array<{ club: { id: number } }> }>(admin, `/cabinet/tournaments/${id}`);
  const other = teams.find((row) => row.club.id !== own)!.club.id;
  const foreign = await cabinetData<TeamApplication>(admin, `/cabinet/tournaments/${id}/teams/${other}/application`);
  const application = foreign.teams[0].players.find((p) => p.application_id !== null)!.application_id!;
  for (const url of [
    `/ru/cabinet/tournaments/${id}/teams/${other}`,
    `/ru/cabinet/tournaments/${id}/teams/${other}/players/${application}`,
  ]) {
    await page.goto(url);
    await expect(page.getByText('Страница не найдена')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await expect(page.getByText('Не удалось загрузить данные')).toHaveCount(0);
  }
  await shot(page, 'foreign-application-390');
});

for (const [who, locale] of [
  ['super_admin', 'en'],
  ['command_admin', 'ru'],
  ['super_admin', 'kk'],
] as const) {
  test(`the application pages give a person's details the phone's width (${who}, ${locale}, 390 px)`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, who, locale, 390);
    const { id } = await mainTournament(page);
    const club =
      who === 'command_admin'
        ? await ownClub(page)
        : (await cabinetData<{ teams: Array<{ club: { id: number } }> }>(page, `/cabinet/tournaments/${id}`)).teams[0]
            .club.id;
    const application = await cabinetData<TeamApplication>(
      page,
      `/cabinet/tournaments/${id}/teams/${club}/application`,
      locale,
    );
    const player = application.teams[0].players.find((p) => p.application_id !== null)!.application_id!;
    const staff = application.teams[0].staff.find((p) => p.application_id !== null)!.application_id!;
    for (const [kind, applicationId] of [
      ['players', player],
      ['staff', staff],
    ] as const) {
      await page.goto(`${localePrefix(locale)}/cabinet/tournaments/${id}/teams/${club}/${kind}/${applicationId}`);
      const values = page.locator('.ca-facts dd');
      await expect(values.first()).toBeVisible();
      const widths = await values.evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().width));
      expect(widths.length).toBeGreaterThanOrEqual(3);
      for (const width of widths) expect(width).toBeGreaterThanOrEqual(150);
      await shot(page, `application-${kind}-${who}-${locale}-390`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await page
      .locator('.ca-facts dd')
      .evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().width));
    for (const width of wide) expect(width).toBeGreaterThanOrEqual(150);
    await shot(page, `application-staff-${who}-${locale}-1280`);
  });
}

test('a withdrawal is undone: the team sends the player again, the league puts another back on the list', async ({
  browser,
}) => {
  const team = await signedIn(browser, 'command_admin', 'ru', 390);
  const admin = await signedIn(browser, 'super_admin', 'en', 1280);
  const { id } = await mainTournament(team);
  const club = await ownClub(team);
  const application = await cabinetData<TeamApplication>(
    team,
    `/cabinet/tournaments/${id}/teams/${club}/application`,
    'ru',
  );
  const listed = application.teams[0].players.filter(
    (p) => p.status === 'submitted' && p.eligibility.eligible && p.allowed.includes('unsubmitted'),
  );
  expect(listed.length).toBeGreaterThanOrEqual(2);
  const [first, second] = listed;

  // The team withdraws the first and sends him again from his page.
  await team.goto(`/ru/cabinet/tournaments/${id}/teams/${club}/players/${first.application_id}`);
  const actions = team.getByRole('group', { name: 'Действия' });
  await actions.getByRole('button', { name: 'Отзаявить' }).click();
  await team.getByRole('dialog').getByRole('button', { name: 'Отзаявить' }).click();
  await expect(team.getByRole('heading', { name: /Отзаявлен/ })).toBeVisible();
  await actions.getByRole('button', { name: 'Снова отправить в заявку' }).click();
  await team.getByRole('dialog').getByRole('button', { name: 'Отправить в заявку' }).click();
  await expect(team.getByRole('heading', { name: /На рассмотрении/ })).toBeVisible();
  await shot(team, 'application-undo-command-admin-390');

  // The league withdraws the second and puts him back on the list.
  await cabinetWrite(admin, 'PUT', `/cabinet/applications/players/${second.application_id}`, {
    data: { status: 'unsubmitted' },
  });
  await admin.goto(`/en/cabinet/tournaments/${id}/teams/${club}/players/${second.application_id}`);
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Put back on the list' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByRole('heading', { name: /Listed/ })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: 'Withdrawn → Listed' })).toBeVisible();
  await shot(admin, 'application-undo-super-admin-1280');
  // The league accepts the one sent again: the squad is as the demo league had it (other journeys
  // count on its listed players, e.g. the one a yellow card away from a suspension).
  await cabinetWrite(admin, 'PUT', `/cabinet/applications/players/${first.application_id}`, {
    data: { status: 'submitted' },
  });
  const after = await cabinetData<TeamApplication>(team, `/cabinet/tournaments/${id}/teams/${club}/application`, 'ru');
  for (const person of [first, second])
    expect(after.teams[0].players.find((p) => p.application_id === person.application_id)?.status).toBe('submitted');
});

test('an empty rejection reason keeps the dialog open with the translated error on the reason field', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'super_admin', 'kk', 1280);
  const problems = watchProblems(page, { ignoreAborted: true });
  const { id } = await mainTournament(page);
  const { teams } = await cabinetData<{ teams: Array<{ club: { id: number }; players: { pending: number } }> }>(
    page,
    `/cabinet/tournaments/${id}`,
  );
  const club = teams.find((row) => row.players.pending > 0)!.club.id;
  const application = await cabinetData<TeamApplication>(
    page,
    `/cabinet/tournaments/${id}/teams/${club}/application`,
    'kk',
  );
  const pending = application.teams
    .flatMap((team) => team.players)
    .find((p) => p.status === 'pending' && p.allowed.includes('rejected'))!;
  await page.goto(`/cabinet/tournaments/${id}/teams/${club}`);
  await page.getByRole('button', { name: `Қабылдамау: ${pending.person.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Өтінімді қабылдамау керек пе?' });
  await dialog.getByRole('button', { name: 'Қабылдамау' }).click();
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel('Қабылдамау себебі');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Бұл өрісті толтыру міндетті')).toBeVisible();
  await expect(page.locator('.ca-refusal')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, 'reject-empty-reason-kk-390', false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'reject-empty-reason-kk-1280', false);
  await dialog.getByRole('button', { name: 'Болдырмау' }).click();
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the finish form starts at a later start and says an end before it on the End date field; the match form says a referee in two roles on his field', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'super_admin', 'en', 1280);
  const list = await cabinetData<ListRow[]>(page, '/cabinet/tournaments?per_page=100');
  const starts = await Promise.all(
    list
      .filter((r) => r.end_date === null)
      .map(async (r) => ({
        ...r,
        ...(await cabinetData<{ tournament: { start_date: string | null } }>(page, `/cabinet/tournaments/${r.id}`))
          .tournament,
      })),
  );
  const later = starts.find((r) => r.start_date !== null && r.start_date > '2026-03-01')!;
  const [y, m, d] = later.start_date!.split('-');
  await page.goto(`/en/cabinet/tournaments/${later.id}`);
  const finish = page.getByRole('form', { name: 'Finish' });
  const end = finish.getByLabel('End date');
  await expect(end).toHaveValue(`${d}.${m}.${y}`);
  await end.fill('01.03.2026');
  await end.blur();
  await finish.getByRole('button', { name: 'Finish' }).click();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(finish.getByText(`The date must not be earlier than ${d}.${m}.${y}`)).toBeVisible();

  // The match form (Kazakh): one referee as the main referee and the first assistant.
  const running = starts.find((r) => r.teams_count > 1 && r.start_date !== null && r.start_date <= '2026-03-01')!;
  const { matches } = await cabinetData<{
    matches: Array<{ id: number; played: boolean; host: { title: string }; guest: { title: string } }>;
  }>(page, `/cabinet/tournaments/${running.id}/matches`, 'kk');
  const match = matches.find((row) => !row.played)!;
  await page.goto(`/cabinet/tournaments/${running.id}/matches`);
  await page.getByRole('button', { name: `Өзгерту: ${match.host.title} — ${match.guest.title}` }).click();
  const form = page.getByRole('form', { name: `Матчты өзгерту: ${match.host.title} — ${match.guest.title}` });
  const main = form.getByLabel('Бас төреші');
  const referee = (await main.locator('option').nth(1).getAttribute('value'))!;
  await main.selectOption(referee);
  await form.getByLabel('Бірінші көмекші').selectOption(referee);
  await form.getByRole('button', { name: 'Сақтау' }).click();
  await expect(form.getByLabel('Бірінші көмекші')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Бір төреші бригадада екі рөлде бола алмайды')).toBeVisible();
  await form.getByLabel('Бірінші көмекші').scrollIntoViewIfNeeded();
  await shot(page, 'match-referee-twice-kk-1280', false);
});
