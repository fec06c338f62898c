// The team application journey between a team (command_admin, Russian, on a 390 px phone) and
// the league (super_admin, English, desktop): the team sends a player and a new staff member,
// the league rejects the player with a reason, the team sees the notification (header count) and
// the reason, fixes it (a new heart ultrasound on the player's page) and sends him again, the
// league accepts him with another player in one go and the staff member; the public squad and
// team application show them; the team withdraws the player and he appears on the public page of
// withdrawn players.
import { expect, test, type Page } from '@playwright/test';
import { cabinetData, DEMO, watchProblems, signedInPage, cabinetWrite } from './fixtures';

interface Entry {
  person: { id: number; slug: string; name: string };
  application_id: number | null;
  status: string;
  eligibility: { eligible: boolean; issues: Array<{ message: string }> };
  allowed: string[];
}
interface TeamApplication {
  tournament: { id: number; title: string };
  club: { id: number; title: string };
  teams: Array<{ id: number; slug: string; title: string; players: Entry[]; staff: Entry[] }>;
}

const PDF = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('a team sends a player and a staff member, the league rejects the player, the team fixes and resends, the league accepts both, the team withdraws him', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await signedInPage(browser, DEMO.command_admin.email, 'ru', 390);
  const teamProblems = watchProblems(team, { ignoreAborted: true });
  const admin = await signedInPage(browser, DEMO.super_admin.email, 'en', 1280);
  const adminProblems = watchProblems(admin, { ignoreAborted: true });

  // The team's club and the main tournament; a rejected player the team may send again, a
  // pending one, and someone the engine keeps out.
  const main = await cabinetData<{ id: number }>(team, '/handbook/main-tournament', 'ru');
  const clubs = await cabinetData<Array<{ id: number }>>(team, '/cabinet/clubs', 'ru');
  const url = `/cabinet/tournaments/${main.id}/teams/${clubs[0].id}`;
  const ru = await cabinetData<TeamApplication>(team, `${url}/application`, 'ru');
  const en = await cabinetData<TeamApplication>(admin, `${url}/application`, 'en');
  const players = ru.teams[0].players;
  const rejected = players.find(
    (p) => p.status === 'rejected' && p.eligibility.eligible && p.allowed.includes('pending'),
  )!;
  const pending = players.find((p) => p.status === 'pending' && p.eligibility.eligible)!;
  const ineligible = players.find((p) => !p.eligibility.eligible)!;
  expect(rejected && pending && ineligible).toBeTruthy();
  const nameEn = (id: number) => en.teams[0].players.find((p) => p.person.id === id)!.person.name;
  const slug = ru.teams[0].slug;

  // A new staff member of the team with the documents staff need: not in the application yet.
  const staff = await cabinetWrite<{ id: number; slug: string }>(team, 'POST', '/cabinet/staff', {
    data: {
      first_name_kk: 'Арман',
      last_name_kk: 'Сынақов',
      first_name_ru: 'Арман',
      last_name_ru: 'Сынаков',
      first_name_en: 'Arman',
      last_name_en: 'Synakov',
      kind: 'administrator',
      team_id: ru.teams[0].id,
    },
  });
  for (const type of ['identity', 'consent_to_data_processing']) {
    await cabinetWrite(team, 'POST', `/cabinet/documents/staff/${staff.id}`, {
      multipart: { type, file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
  }
  const staffRu = (await cabinetData<TeamApplication>(team, `${url}/application`, 'ru')).teams[0].staff.find(
    (e) => e.person.id === staff.id,
  )!;
  expect(staffRu).toMatchObject({ status: 'empty', eligibility: { eligible: true }, allowed: ['pending'] });
  const staffEn = (await cabinetData<TeamApplication>(admin, `${url}/application`, 'en')).teams[0].staff.find(
    (e) => e.person.id === staff.id,
  )!.person.name;

  // 1. The team (ru, phone): the ineligible player is greyed out with the reason; the rejected one is sent again.
  await team.goto(`/ru${url}`);
  await expect(
    team.getByRole('heading', { level: 1, name: `${ru.club.title} · ${ru.tournament.title}` }),
  ).toBeVisible();
  await expect(card(team, ineligible.person.name)).toContainText('Нельзя внести в заявку');
  await expect(card(team, ineligible.person.name)).toContainText(ineligible.eligibility.issues[0].message);
  await team.getByRole('button', { name: `Отправить в заявку: ${rejected.person.name}` }).click();
  await team.getByRole('dialog').getByRole('button', { name: 'Отправить в заявку' }).click();
  await expect(card(team, rejected.person.name)).toContainText('На рассмотрении');
  // …and the new staff member.
  await expect(card(team, staffRu.person.name)).toContainText('Не заявлен');
  await team.getByRole('button', { name: `Отправить в заявку: ${staffRu.person.name}` }).click();
  await team.getByRole('dialog').getByRole('button', { name: 'Отправить в заявку' }).click();
  await expect(card(team, staffRu.person.name)).toContainText('На рассмотрении');
  expect(await team.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // 2. The league (en, desktop) rejects him with a reason.
  const countBefore = (await cabinetData<{ count: number }>(team, '/cabinet/notifications/new-count', 'ru')).count;
  await admin.goto(`/en${url}`);
  await admin.getByRole('button', { name: `Reject: ${nameEn(rejected.person.id)}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason for rejection').fill('Heart ultrasound is unreadable');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('The player application has been rejected')).toBeVisible();
  await expect(card(admin, nameEn(rejected.person.id))).toContainText(
    'Rejected because: Heart ultrasound is unreadable',
  );

  // 3. The team sees the new notification in the header, reads the reason and marks all as seen.
  await team.reload();
  const badge = team.getByTestId('notifications-count');
  await expect(badge).toHaveText(String(countBefore + 1));
  await team.getByRole('link', { name: `Уведомления: ${countBefore + 1}` }).click();
  await expect(team.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  const first = team.getByRole('list', { name: 'Уведомления' }).getByRole('listitem').first();
  await expect(first).toContainText('Статус заявки изменён');
  await expect(first).toContainText('Причина: Heart ultrasound is unreadable');
  await expect(first).toContainText('Новое');
  await team.getByRole('button', { name: 'Отметить все как прочитанные' }).click();
  await expect(badge).toHaveCount(0); // the header's count drops without a reload
  await expect(first).not.toContainText('Новое');

  // …opens the application from the notification: the reason in its history.
  await first.getByRole('link', { name: 'Статус заявки изменён' }).click();
  await expect(team.getByRole('heading', { level: 1, name: rejected.person.name })).toBeVisible();
  await expect(team.getByText('Причина: Heart ultrasound is unreadable')).toBeVisible();
  const applicationUrl = team.url();

  // Fixes it: a new heart ultrasound on the player's page.
  await team.goto(`/ru/cabinet/players/${rejected.person.slug}`);
  await team.getByLabel('Тип документа').selectOption('heart_shot');
  await team.getByLabel('Срок действия').fill('2027-02-28');
  await team
    .getByLabel('Файл (PDF, JPEG, PNG, до 1 МБ)')
    .setInputFiles({ name: 'heart-ultrasound.pdf', mimeType: 'application/pdf', buffer: PDF });
  await team.getByRole('button', { name: 'Загрузить' }).click();
  await expect(
    team
      .getByRole('listitem')
      .filter({ hasText: 'УЗИ сердца' })
      .filter({ hasText: /действителен до 28 февраля 2027/ }),
  ).toBeVisible();
  expect(await team.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // …and sends him again.
  await team.goto(applicationUrl);
  await expect(team.getByRole('heading', { level: 1, name: rejected.person.name })).toBeVisible();
  await team.getByRole('group', { name: 'Действия' }).getByRole('button', { name: 'Отправить в заявку' }).click();
  await team.getByRole('dialog').getByRole('button', { name: 'Отправить в заявку' }).click();
  await expect(team.getByRole('heading', { level: 2 }).filter({ hasText: 'На рассмотрении' })).toBeVisible();
  expect(await team.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // 4. The league accepts him and the other pending player in one go.
  await admin.reload();
  const bulk = admin.getByRole('group', { name: 'Actions' }).first();
  await admin.getByRole('checkbox', { name: `Select ${nameEn(rejected.person.id)}` }).check();
  await admin.getByRole('checkbox', { name: `Select ${nameEn(pending.person.id)}` }).check();
  await bulk.getByRole('button', { name: 'Accept' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByText('The player application has been accepted')).toBeVisible();
  await expect(card(admin, nameEn(rejected.person.id))).toContainText('Listed');
  await expect(card(admin, nameEn(pending.person.id))).toContainText('Listed');
  // …and the staff member.
  await admin.getByRole('button', { name: `Accept: ${staffEn}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(card(admin, staffEn)).toContainText('Listed');

  // 5. The public squad and the public team application show him at once.
  // (The public pages write names first name first; the player's page link identifies him.)
  const playerLink = (page: Page, locale: string) =>
    page.locator(`a[href="/${locale}/players/${rejected.person.slug}"]`).first();
  await admin.goto(`/en/teams/${slug}/squad`);
  await expect(playerLink(admin, 'en')).toBeVisible();
  await admin.goto(`/en/tournaments/${main.id}/teams/${slug}`);
  await expect(playerLink(admin, 'en')).toBeVisible();
  await expect(admin.locator(`a[href="/en/teams/${slug}/staff/${staff.slug}"]`).first()).toBeVisible();

  // 6. The team withdraws him: he moves to the public page of withdrawn players.
  await team.goto(`/ru${url}`);
  await team.getByRole('button', { name: `Отзаявить: ${rejected.person.name}` }).click();
  await team.getByRole('dialog').getByRole('button', { name: 'Отзаявить' }).click();
  await expect(card(team, rejected.person.name)).toContainText('Отзаявлен');
  await team.goto(`/ru/teams/${slug}/unsubmitted`);
  await expect(playerLink(team, 'ru')).toBeVisible();
  await team.goto(`/ru/tournaments/${main.id}/teams/${slug}`);
  await expect(team.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(playerLink(team, 'ru')).toHaveCount(0);

  expect(teamProblems).toEqual([]);
  expect(adminProblems).toEqual([]);
});
