// Accounts and referees as a league starts them (issue 32 §1, §2): the super_admin registers a
// referee, invites a team administrator (to a club) and that referee (to the new record) from the
// invitations page; the e-mails reach a local SMTP server (playwright.config.ts points SMTP_URL at
// it), each link is followed in a browser of its own, a password is set, and each person lands in
// their area; the super_admin then puts the new referee on a match crew, and the referee's list
// of matches shows it. Screens of every page on the way are kept at 390 and 1280 px.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher';
import { cabinetData, DEMO, signedInPage, watchProblems } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/accounts';
const PORT = Number(process.env.E2E_PORT ?? 3210);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);

const TEAM_ADMIN = 'Team administrator';

let smtp: SmtpCatcher;
test.beforeAll(async () => {
  smtp = await startSmtpCatcher(SMTP_PORT);
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  await smtp?.close();
});

async function choose(select: Locator, label: string) {
  await select.selectOption({ label });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The link of the mail to `email`, as a path on this server (its `#token=…` fragment kept). */
async function linkTo(email: string): Promise<string> {
  await expect.poll(() => smtp.mails.some((m) => m.to.includes(email)), { timeout: 20_000 }).toBe(true);
  const mail = smtp.mails.find((m) => m.to.includes(email))!;
  const link = /https?:\/\/\S+#token=\S+/.exec(mail.text)![0];
  return link.replace(/^https?:\/\/[^/]+/, '');
}

async function followAndSetPassword(browser: Browser, path: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: "Welcome to the league's cabinet" })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a-new-password-2026');
  await page.getByLabel('Repeat the password').fill('a-new-password-2026');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  return page;
}

test('a referee is registered, a team administrator and the referee are invited, follow their links and land in their areas; the referee goes on a crew', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, DEMO.super_admin.email, 'en', 1280);
  const problems = watchProblems(admin, { ignoreAborted: true });

  // A referee, registered through the form.
  await admin.goto('/en/cabinet/referees');
  await admin.getByRole('link', { name: 'Add a referee' }).click();
  await admin.getByLabel('Last name (Kazakh)').fill('Жаңабаев');
  await admin.getByLabel('First name (Kazakh)').fill('Нұрлан');
  await admin.getByLabel('Last name (English)').fill('Zhanabayev');
  await admin.getByLabel('First name (English)').fill('Nurlan');
  await admin.getByLabel('Category (English)').fill('National');
  await admin.getByLabel('Phone').fill('+7 701 555 44 33');
  await shot(admin, 'referee-create-1280');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/en\/cabinet\/referees$/);
  await admin.goto('/en/cabinet/referees?q=Zhanabayev');
  await expect(admin.getByRole('rowheader', { name: 'Zhanabayev Nurlan' })).toBeVisible();
  await shot(admin, 'referees-1280');

  // Two invitations from the invitations page.
  const [club] = await cabinetData<Array<{ id: number; title: string }>>(admin, '/cabinet/clubs?sort=title');
  await admin.goto('/en/cabinet/accounts/invitations');
  const invite = async (email: string, name: string, role: string, scope: { label: string; value: string }) => {
    await admin.getByRole('button', { name: 'Invite', exact: true }).click();
    const form = admin.getByRole('region', { name: 'New invitation' });
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await choose(form.getByLabel('Language of e-mail'), 'English');
    await choose(form.getByLabel('Role', { exact: true }), role);
    await choose(form.getByLabel(scope.label, { exact: true }), scope.value);
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(admin.getByText('The invitation was e-mailed')).toBeVisible();
    await expect(admin.getByRole('cell', { name: email }).or(admin.getByText(email)).first()).toBeVisible();
  };
  await invite('coach.new@league.test', 'New Coach', TEAM_ADMIN, {
    label: 'Club',
    value: club.title,
  });
  await invite('referee.new@league.test', 'Nurlan Zhanabayev', 'Referee', {
    label: 'Referee',
    value: 'Zhanabayev Nurlan',
  });
  await shot(admin, 'invitations-1280');

  // Each link, followed: a password, then the role's own area.
  const coach = await followAndSetPassword(browser, await linkTo('coach.new@league.test'), 390);
  await expect(coach).toHaveURL(/\/en\/cabinet\/tournaments$/);
  const referee = await followAndSetPassword(browser, await linkTo('referee.new@league.test'), 390);
  await expect(referee).toHaveURL(/\/en\/cabinet\/matches$/);

  // The super_admin puts the new referee on the crew of an upcoming match.
  const matches = await cabinetData<Array<{ id: number; tournament: { id: number } }>>(
    admin,
    '/cabinet/matches?status=scheduled&per_page=5&sort=date_time',
  );
  const match = matches[0];
  await admin.goto(`/en/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`);
  const crew = admin.getByRole('region', { name: 'Referees' });
  await choose(crew.getByLabel('Fourth official'), 'Zhanabayev Nurlan');
  await crew.getByRole('button', { name: 'Save the referees' }).click();
  await expect(admin.getByText('The referee crew has been changed')).toBeVisible();
  await referee.reload();
  await expect(referee.locator(`a[href*="/matches/${match.id}"]`).first()).toBeVisible();

  // The accounts list and the new team administrator's page.
  await admin.goto('/en/cabinet/accounts?q=coach.new');
  await admin.getByRole('link', { name: 'Open: New Coach' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New Coach' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await shot(admin, 'account-1280');
  expect(problems).toEqual([]);
});
