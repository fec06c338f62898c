// Appointments of match officials (ADR 0213) on a 390 px phone: the league offers the referee two
// matches; the referee accepts one in Kazakh (the public page then names them) and declines the
// other in Russian with a reason (the league's list shows it as needing officials); a day the
// referee marks unavailable refuses the league's offer with the reason on its field.
// Screenshots of the referee's offers in kk and ru when SHOTS_DIR is set.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, cabinetData, signedInPage } from './fixtures';

test.describe.configure({ timeout: 240_000 });

interface Match {
  id: number;
  date_time: string | null;
  lifecycle: string;
}

const shots = process.env.SHOTS_DIR;

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: object, language = 'en') {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token: string }).token,
  );
  return page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    data,
  });
}

test('offers accepted and declined by the referee, named publicly only once accepted, unavailable days refusing offers', async ({
  browser,
}) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const admin = await signedInPage(browser, DEMO.super_admin.email, 'en');
  const referee = await signedInPage(browser, DEMO.referee.email, 'kk', 390, phone);
  // The referee's record: their role on one of their matches, that role's official in its protocol.
  const own = await cabinetData<
    Array<
      Match & { tournament: { id: number }; host: { id: number }; guest: { id: number }; referee_role: string | null }
    >
  >(referee, '/cabinet/matches?per_page=100');
  const sample = own.find((m) => m.referee_role !== null)!;
  const crew = await cabinetData<{ crew: Array<{ role: string; referee: { id: number } | null }> }>(
    referee,
    `/cabinet/matches/${sample.id}/protocol`,
  );
  const refereeId = crew.crew.find((c) => c.role === sample.referee_role)?.referee?.id;
  expect(refereeId, 'the demo referee’s record').toBeTruthy();
  // Three matches of the league in the coming weeks (the demo's own are dated around its base day).
  const base = own[0] as Match & { tournament: { id: number }; host: { id: number }; guest: { id: number } };
  const upcoming: Match[] = [];
  for (const inDays of [20, 21, 22]) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(
      new Date(Date.now() + inDays * 86_400_000),
    );
    const created = await api(admin, 'POST', `/cabinet/tournaments/${base.tournament.id}/matches`, {
      host_team_id: base.host.id,
      guest_team_id: base.guest.id,
      date,
      time: '15:00',
      tour_number: 30 + inDays,
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    upcoming.push({ id, date_time: `${date}T10:00:00Z`, lifecycle: 'scheduled' });
  }

  // The league offers two matches (each free of a clash with the referee's own).
  const offered: Match[] = [];
  for (const m of upcoming) {
    if (offered.length === 2) break;
    const answer = await api(admin, 'POST', `/cabinet/matches/${m.id}/offers`, {
      role: 'delegate',
      referee_id: refereeId,
    });
    if (answer.status() === 200) offered.push(m);
  }
  expect(offered).toHaveLength(2);
  expect(
    ((await (await api(admin, 'GET', `/matches/${offered[0].id}`)).json()) as { data: { referees: unknown[] } }).data
      .referees,
  ).toEqual(expect.not.arrayContaining([expect.objectContaining({ role: 'delegate' })]));

  // In Kazakh: two offers waiting; the first is accepted.
  await referee.goto('/cabinet/appointments');
  const offers = referee.getByRole('region', { name: 'Ұсыныстар' });
  await expect(offers.getByRole('button', { name: 'Қабылдау' })).toHaveCount(2);
  if (shots) await referee.screenshot({ path: `${shots}/appointments-390-kk.png`, fullPage: true });
  await offers.getByRole('button', { name: 'Қабылдау' }).first().tap();
  await expect(offers.getByText('Қабылданды')).toHaveCount(1);
  const named = (
    (await (await api(admin, 'GET', `/matches/${offered[0].id}`)).json()) as {
      data: { referees: Array<{ role: string; referee: { id: number } }> };
    }
  ).data.referees;
  expect(named).toContainEqual(
    expect.objectContaining({ role: 'delegate', referee: expect.objectContaining({ id: refereeId }) }),
  );

  // In Russian: the second is declined with a reason.
  await referee.goto('/ru/cabinet/appointments');
  const offersRu = referee.getByRole('region', { name: 'Предложения' });
  await offersRu.getByRole('button', { name: 'Отказаться' }).tap();
  const dialog = referee.getByRole('dialog');
  await dialog.getByLabel('Причина').fill('Семейное торжество');
  await dialog.getByRole('button', { name: 'Отказаться' }).tap();
  await expect(offersRu).toContainText('«Семейное торжество»');
  if (shots) await referee.screenshot({ path: `${shots}/appointments-390-ru.png`, fullPage: true });
  const needed = (
    (await (await api(admin, 'GET', '/cabinet/appointments/needed')).json()) as {
      data: Array<{
        match: { id: number };
        roles: Array<{ role: string; status: string; decline_reason: string | null }>;
      }>;
    }
  ).data;
  expect(needed.find((n) => n.match.id === offered[1].id)?.roles).toContainEqual(
    expect.objectContaining({ role: 'delegate', status: 'declined', decline_reason: 'Семейное торжество' }),
  );

  // A day marked unavailable: the league's offer for a match that day is refused on its field.
  const next = upcoming.find((m) => !offered.includes(m))!;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date(next.date_time!));
  const days = referee.getByRole('region', { name: 'Дни, когда вы не можете работать' });
  await days.getByLabel('День').fill(day);
  await days.getByRole('button', { name: 'Отметить' }).tap();
  await expect(days.getByRole('listitem')).toHaveCount(1);
  const refused = await api(
    admin,
    'POST',
    `/cabinet/matches/${next.id}/offers`,
    { role: 'inspector', referee_id: refereeId },
    'ru',
  );
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { data: { errors: Record<string, string[]> } }).data.errors.referee_id).toEqual([
    'Судья отметил, что в этот день не может работать',
  ]);
  await admin.context().close();
  await referee.context().close();
});
