// Notifications people read (ADR 0180): a team admin (ru, phone) sends three staff members in one
// go; the league's administrator (ru, desktop) finds one notification — "Команда … отправила в
// заявку на «…» 3 представителя", the team and tournament in Russian — and an e-mail caught by a
// local SMTP server (the server's SMTP_URL points at it: playwright.config.ts); opening the
// notification marks it read (the header's count drops); the mail is in Russian too, the language
// the administrator signed in in (ADR 0189). That administrator is an account of the journey's
// own: the demo one is signed in by other journeys at the same time, in English, and each sign-in
// sets the language of its e-mail. The account page's e-mail switch is the notified roles'
// (turned off and on here); the media manager has neither the switch nor the list.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher';
import { cabinetData, DEMO, DEMO_PASSWORD, signIn, watchProblems, signedInPage, cabinetWrite } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/h-notify';
const PORT = Number(process.env.E2E_PORT ?? 3210);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
const PDF = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

interface TeamApplication {
  tournament: { id: number; title: string };
  club: { id: number; title: string };
  teams: Array<{ id: number; title: string }>;
}

let smtp: SmtpCatcher;
test.beforeAll(async () => {
  smtp = await startSmtpCatcher(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

/**
 * A league administrator of this journey's own, invited by the demo one in Russian and signed in
 * in Russian (a page of `width`); every league administrator is notified of what a team sends.
 */
async function russianLeagueAdmin(browser: Browser, email: string, width: number): Promise<Page> {
  const inviter = await signedInPage(browser, DEMO.super_admin.email, 'en', width);
  await cabinetWrite(inviter, 'POST', '/cabinet/invitations', {
    data: { email, name: 'Айгерим Сапарова', language: 'ru', role: 'super_admin' },
  });
  await inviter.context().close();
  // However long the mail takes: the test's own time bounds the wait.
  await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email)), { timeout: 0 }).toBe(true);
  const token = /#token=(\S+)/.exec(smtp.mails.find((mail) => mail.to.includes(email))!.text)![1];
  const accepted = await (await browser.newContext()).request.post(
    `http://127.0.0.1:${PORT}/api/v1/cabinet/invitation/accept`,
    {
      data: { token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  return signedInPage(browser, email, 'ru', width);
}

test('three staff members sent at once are one notification in Russian naming the team and tournament, e-mailed, and read once opened', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const team = await signedInPage(browser, DEMO.command_admin.email, 'ru', 390);
  const adminEmail = 'aigerim.saparova@league.test';
  const admin = await russianLeagueAdmin(browser, adminEmail, 1280);
  const problems = watchProblems(admin, { ignoreAborted: true });

  const main = await cabinetData<{ id: number }>(team, '/handbook/main-tournament', 'ru');
  const [club] = await cabinetData<Array<{ id: number }>>(team, '/cabinet/clubs', 'ru');
  const url = `/cabinet/tournaments/${main.id}/teams/${club.id}`;
  const ru = await cabinetData<TeamApplication>(team, `${url}/application`, 'ru');
  const kk = await cabinetData<TeamApplication>(team, `${url}/application`, 'kk');
  const teamId = ru.teams[0].id;

  // Three new staff members with the documents staff need, sent in one request.
  const staffIds: number[] = [];
  for (const [first, last] of [
    ['Асан', 'Топтаев'],
    ['Үсен', 'Топтаев'],
    ['Ержан', 'Топтаев'],
  ]) {
    const staff = await cabinetWrite<{ id: number }>(team, 'POST', '/cabinet/staff', {
      data: {
        first_name_kk: first,
        last_name_kk: last,
        first_name_ru: first,
        last_name_ru: last,
        first_name_en: first,
        last_name_en: 'Toptayev',
        kind: 'administrator',
        team_id: teamId,
      },
    });
    for (const type of ['identity', 'consent_to_data_processing']) {
      await cabinetWrite(team, 'POST', `/cabinet/documents/staff/${staff.id}`, {
        multipart: { type, file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF } },
      });
    }
    staffIds.push(staff.id);
  }
  const countBefore = (await cabinetData<{ count: number }>(admin, '/cabinet/notifications/new-count', 'ru')).count;
  await cabinetWrite(team, 'POST', '/cabinet/applications/staff', {
    data: { tournament_id: main.id, team_id: teamId, staff_ids: staffIds },
  });

  // One notification, not three: the count rose by one; the title names the team and tournament in Russian.
  expect((await cabinetData<{ count: number }>(admin, '/cabinet/notifications/new-count', 'ru')).count).toBe(
    countBefore + 1,
  );
  await admin.goto('/ru/cabinet/notifications');
  const title = `Команда ${ru.teams[0].title} отправила в заявку на «${ru.tournament.title}» 3 представителя`;
  const link = admin.getByRole('link', { name: title });
  await expect(link).toHaveCount(1);
  const item = admin.getByRole('listitem').filter({ has: link });
  await expect(item).toContainText('Новое');
  await expect(item.getByRole('button', { name: `Отметить как прочитанное: ${title}` })).toBeVisible();
  if (kk.teams[0].title !== ru.teams[0].title) await expect(item).not.toContainText(kk.teams[0].title);
  await expect(admin.getByTestId('notifications-count')).toHaveText(String(countBefore + 1));
  await admin.screenshot({ path: `${SHOTS}/notifications-super_admin-1280-ru.png`, fullPage: true });

  // The e-mail: through real SMTP to the catcher, to the administrator, in Russian — the language
  // the administrator signed in to the cabinet in (ADR 0189) — with the names in Russian.
  const subject = `${ru.teams[0].title} отправила заявки на «${ru.tournament.title}»: 3`;
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to.includes(adminEmail) && mail.subject === subject).length, {
      timeout: 0,
    })
    .toBe(1);
  const mail = smtp.mails.find((m) => m.to.includes(adminEmail) && m.subject === subject)!;
  expect(mail.text).toContain(`/ru${url}\n`);
  if (kk.teams[0].title !== ru.teams[0].title) expect(mail.text).not.toContain(kk.teams[0].title);

  // Opening it goes to the team's application and marks it read: the header's count drops.
  await link.click();
  await expect(admin).toHaveURL(new RegExp(`/ru${url}$`));
  await expect(
    admin.getByRole('heading', { level: 1, name: `${ru.club.title} · ${ru.tournament.title}` }),
  ).toBeVisible();
  await expect
    .poll(async () => (await cabinetData<{ count: number }>(admin, '/cabinet/notifications/new-count', 'ru')).count)
    .toBe(countBefore);
  await admin.goto('/ru/cabinet/notifications');
  await expect(admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: title }) })).not.toContainText(
    'Новое',
  );

  // On a phone.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await expect(admin.getByRole('link', { name: title })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await admin.screenshot({ path: `${SHOTS}/notifications-super_admin-390-ru.png`, fullPage: true });
  expect(problems).toEqual([]);

  // The team admin's own list on a phone.
  await team.goto('/ru/cabinet/notifications');
  await expect(team.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  expect(await team.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await team.screenshot({ path: `${SHOTS}/notifications-command_admin-390-ru.png`, fullPage: true });
});

test('the account page’s e-mail switch is the notified roles’; the media manager has neither it nor the list', async ({
  browser,
}) => {
  // Three roles signed in one after another, with their screens: longer than one page's journey.
  test.slow();
  const admin = await signedInPage(browser, DEMO.super_admin.email, 'ru', 390);
  await admin.goto('/ru/cabinet/account');
  const box = admin.getByRole('checkbox', { name: 'Присылать на почту уведомления, которые требуют действия' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(admin.getByText('Письма отключены')).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await admin.screenshot({ path: `${SHOTS}/account-super_admin-390-ru.png`, fullPage: true });
  await admin.reload();
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(admin.getByText('Письма включены')).toBeVisible();

  const team = await signedInPage(browser, DEMO.command_admin.email, 'en', 1280);
  await team.goto('/en/cabinet/account');
  await expect(team.getByRole('checkbox', { name: 'E-mail me the notifications that ask for action' })).toBeChecked();
  await team.screenshot({ path: `${SHOTS}/account-command_admin-1280-en.png`, fullPage: true });

  const media = await signedInPage(browser, DEMO.media_manager.email, 'en', 1280);
  await media.goto('/en/cabinet/account');
  await expect(media.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(media.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await expect(media.getByRole('checkbox')).toHaveCount(0);
  await media.screenshot({ path: `${SHOTS}/account-media_manager-1280-en.png`, fullPage: true });
  await media.goto('/en/cabinet/notifications');
  await expect(media.getByRole('list', { name: 'Notifications' })).toHaveCount(0);
  await media.screenshot({ path: `${SHOTS}/notifications-media_manager-1280-en.png`, fullPage: true });
});

test('the language of the e-mail follows the cabinet: the sign-in’s, then a switch; the account page shows and changes it', async ({
  browser,
}) => {
  const referee = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(referee, DEMO.referee.email, 'ru');
  await referee.goto('/ru/cabinet/account');
  const select = referee.getByRole('combobox', { name: 'Язык писем' });
  await expect(select).toHaveValue('ru');
  await referee.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'English' }).click();
  await expect(referee).toHaveURL(/\/en\/cabinet\/account$/);
  const english = referee.getByRole('combobox', { name: 'Language of the e-mail' });
  await expect(english).toHaveValue('en');
  await english.selectOption('kk');
  await expect(referee.getByText('The language of the e-mail is saved')).toBeVisible();
  await referee.reload();
  await expect(english).toHaveValue('kk');
});
