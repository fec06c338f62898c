// On a 390 px touch phone: a team's official sets their signing PIN on the account page (kk), a
// wrong password is refused on its field first; the league's list of matches needing officials
// (ru) fits the width with touch-sized controls. Screens are written to SHOTS_DIR when it is set.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, cabinetData, signedInPage } from './fixtures';

const phone = { hasTouch: true, isMobile: true };
const shots = process.env.SHOTS_DIR;

test('a team official sets the signing PIN on their account page (kk, 390 px)', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO.command_admin.email, 'kk', 390, phone);
  await page.goto('/cabinet/account');
  const form = page.getByRole('form', { name: 'Хаттамаға қол қоюға арналған PIN-код' });
  await expect(form).toBeVisible();
  await form.getByLabel('Жаңа PIN-код (6 цифр)').fill('482915');
  await form.getByLabel('Ағымдағы құпиясөз').fill('not-the-password');
  await form.getByRole('button', { name: 'PIN-кодты сақтау' }).tap();
  await expect(form.getByText('Ағымдағы құпиясөз қате')).toBeVisible();
  await form.getByLabel('Ағымдағы құпиясөз').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'PIN-кодты сақтау' }).tap();
  await expect(form.getByRole('status')).toHaveText('PIN-код сақталды');
  await expect(page.getByText(/^PIN-код орнатылған/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) {
    await page.getByRole('heading', { name: 'Хаттамаға қол қоюға арналған PIN-код' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/signing-pin-390-kk.png` });
  }
});

test('the league lists the matches needing officials, each role with an offer (ru, 390 px)', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO.super_admin.email, 'ru', 390, phone);
  // A match of the league in a few weeks (the demo's own are dated around its base day).
  const [base] = await cabinetData<Array<{ tournament: { id: number }; host: { id: number }; guest: { id: number } }>>(
    page,
    '/cabinet/matches?per_page=1',
  );
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(
    new Date(Date.now() + 25 * 86_400_000),
  );
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token: string }).token,
  );
  const created = await page.request.post(`/api/v1/cabinet/tournaments/${base.tournament.id}/matches`, {
    headers: { authorization: `Bearer ${token}` },
    data: { host_team_id: base.host.id, guest_team_id: base.guest.id, date, time: '15:00', tour_number: 45 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/ru/cabinet/appointments/needed');
  await expect(page.getByRole('heading', { name: 'Матчи без судей', level: 1 })).toBeVisible();
  const first = page.locator('.ap-needed__match').first();
  await expect(first.getByRole('form').first()).toBeVisible();
  const button = first.getByRole('button', { name: 'Предложить' }).first();
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/needed-officials-390-ru.png` });
});
