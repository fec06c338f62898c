// Reminders of expiring documents (ADR 0167) with a fixed clock: a team admin's new staff member
// has an identity document valid until 14 days after a fixed day; the day's reminders run as of
// that day (a super_admin's test-only call, LEAGUE_TEST_HOOKS), and the team admin's notifications
// say whose document, which, until when and the days left, in the reader's language, on a phone
// and a desktop, with a link to the person's page. A second run of the day tells nobody again.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cabinetData, DEMO, watchProblems, signedInPage, cabinetWrite } from './fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** The fixed "now" of the run: 10:00 in Almaty on 10 January 2027. */
const NOW = '2027-01-10T05:00:00Z';
/** Fourteen days later: the document's last valid day. */
const EXPIRES = '2027-01-24';
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/h-expiry';

test('a reminder for a document expiring in 14 days appears with a fixed clock, in the reader’s language, linking to the person', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await signedInPage(browser, DEMO.command_admin.email, 'en', 1280);
  const problems = watchProblems(team, { ignoreAborted: true });
  const admin = await signedInPage(browser, DEMO.super_admin.email, 'en', 1280);

  // The team admin's new staff member, with an identity document valid until EXPIRES.
  const [club] = await cabinetData<Array<{ id: number }>>(team, '/cabinet/clubs');
  const detail = await cabinetData<{ teams: Array<{ id: number }> }>(team, `/cabinet/clubs/${club.id}`);
  const teamId = detail.teams[0].id;
  const staff = await cabinetWrite<{ id: number; slug: string }>(team, 'POST', '/cabinet/staff', {
    data: {
      first_name_kk: 'Ерлан',
      last_name_kk: 'Мерзімов',
      first_name_ru: 'Ерлан',
      last_name_ru: 'Мерзимов',
      first_name_en: 'Yerlan',
      last_name_en: 'Merzimov',
      kind: 'administrator',
      team_id: teamId,
    },
  });
  await cabinetWrite(team, 'POST', `/cabinet/documents/staff/${staff.id}`, {
    multipart: {
      type: 'identity',
      expires_at: EXPIRES,
      file: { name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  await cabinetWrite(team, 'POST', `/cabinet/documents/staff/${staff.id}`, {
    multipart: {
      type: 'consent_to_data_processing',
      file: { name: 'consent.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });

  // The day's reminders as of the fixed instant: told once; a second run of the day tells nobody.
  const run = await cabinetWrite<{ day: string; sent: number | null }>(
    admin,
    'POST',
    '/cabinet/test-hooks/document-reminders',
    { data: { now: NOW } },
  );
  expect(run.day).toBe('2027-01-10');
  expect(run.sent).toBeGreaterThanOrEqual(1);
  expect(
    (
      await cabinetWrite<{ sent: number | null }>(admin, 'POST', '/cabinet/test-hooks/document-reminders', {
        data: { now: NOW },
      })
    ).sent,
  ).toBeNull();

  // The team admin's list (en, desktop): the title with the days left, whose document and until when.
  await team.goto('/en/cabinet/notifications');
  const title = team.getByRole('link', { name: 'A document expires in 14 days' });
  await expect(title).toHaveCount(1);
  const item = team.getByRole('listitem').filter({ has: title });
  await expect(
    item.getByText('Merzimov Yerlan: “Copy of the identity document” is valid until 24.01.2027'),
  ).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await team.screenshot({ path: `${SHOTS}/notifications-reminder-1280-en.png`, fullPage: true });

  // Russian on a phone: the same reminder in the reader's language.
  await team.setViewportSize({ width: 390, height: 844 });
  await team.goto('/ru/cabinet/notifications');
  const titleRu = team.getByRole('link', { name: 'Срок документа истекает через 14 дней' });
  await expect(titleRu).toHaveCount(1);
  await expect(
    team
      .getByRole('listitem')
      .filter({ has: titleRu })
      .getByText('Мерзимов Ерлан: «Копия удостоверения личности» действует до 24.01.2027 включительно'),
  ).toBeVisible();
  await team.screenshot({ path: `${SHOTS}/notifications-reminder-390-ru.png`, fullPage: true });

  // The link opens the person's page.
  await titleRu.click();
  await expect(team).toHaveURL(new RegExp(`/ru/cabinet/clubs/${club.id}/teams/${teamId}/staff/${staff.slug}$`));
  await expect(team.getByRole('heading', { level: 1, name: /Мерзимов/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the test-only run is a super_admin’s: a team admin is refused', async ({ browser }) => {
  const team = await signedInPage(browser, DEMO.command_admin.email, 'en', 1280);
  const token = await team.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const refused = await team.request.post('/api/v1/cabinet/test-hooks/document-reminders', {
    headers: { authorization: `Bearer ${token}` },
    data: { now: NOW },
  });
  expect(refused.status()).toBe(403);
});
