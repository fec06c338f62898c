// The match sheet checked and signed (ADR 0212) on a 390 px phone: before kick-off the referee
// checks identities (one player checked, one refused to play) in Kazakh, the club's official
// sees the checks in Russian; after the final whistle the referee closes the sheet, the club's
// official confirms from their own account, and the other team's official is offered the form on
// the referee's phone. Screenshots in kk and ru when SHOTS_DIR is set.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, cabinetData, signedInPage } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 240_000 });

interface Candidate {
  player_id: number;
  position: string | null;
  eligible: boolean;
}
interface Match {
  id: number;
  date_time: string | null;
  lifecycle: string;
  tournament: { id: number };
}

const shots = process.env.SHOTS_DIR;

async function api(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: object) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token: string }).token,
  );
  return page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    data,
  });
}

test('identities checked before kick-off, the sheet closed and signed after the final whistle', async ({ browser }) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const referee = await signedInPage(browser, DEMO.referee.email, 'kk', 390, phone);
  const official = await signedInPage(browser, DEMO.command_admin.email, 'ru', 390, phone);
  // A scheduled match of the referee that the club's official's team plays (the sheet answers them).
  const list = await cabinetData<Match[]>(referee, '/cabinet/matches?per_page=100');
  let match: Match | undefined;
  for (const m of list.filter((x) => x.lifecycle === 'scheduled').reverse()) {
    if ((await api(official, 'GET', `/cabinet/matches/${m.id}/sheet`)).status() !== 200) continue;
    const squads = await cabinetData<Record<'host' | 'guest', { players: unknown[] }>>(
      referee,
      `/cabinet/matches/${m.id}/squad`,
    );
    if (squads.host.players.length === 0 && squads.guest.players.length === 0) {
      match = m;
      break;
    }
  }
  expect(match, 'a scheduled match of the referee and the club').toBeTruthy();
  const id = match!.id;
  const form = await cabinetData<Record<'host' | 'guest', { team: { id: number }; candidates: Candidate[] }>>(
    referee,
    `/cabinet/matches/${id}/squad/form`,
  );
  for (const side of ['host', 'guest'] as const) {
    const eligible = form[side].candidates.filter((c) => c.eligible);
    const gk = eligible.find((c) => c.position === 'GK')!;
    const main = [gk, ...eligible.filter((c) => c !== gk).slice(0, 10)];
    const saved = await api(referee, 'POST', `/cabinet/matches/${id}/squad`, {
      team_id: form[side].team.id,
      version: 1,
      players: main.map((c, i) => ({ player_id: c.player_id, kind: 'main', number: i + 1, is_captain: i === 1 })),
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  // Before kick-off, in Kazakh: the referee checks the first two hosts.
  await referee.goto(`/cabinet/tournaments/${match!.tournament.id}/matches/${id}`);
  const identity = referee.getByRole('region', { name: 'Тұлғаны тексеру' });
  await expect(identity).toBeVisible();
  const host = identity.getByRole('group').first();
  const cards = host.locator('.sh-player');
  await cards.nth(0).getByRole('button', { name: 'Тексерілді' }).tap();
  await expect(cards.nth(0).getByRole('button', { name: 'Тексерілді' })).toHaveAttribute('aria-pressed', 'true');
  await cards.nth(1).getByRole('button', { name: 'Ойынға жіберілмеді' }).tap();
  await expect(cards.nth(1).getByRole('button', { name: 'Ойынға жіберілмеді' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(host).toContainText('Тексерілді: 1 / 11');
  if (shots) {
    await identity.scrollIntoViewIfNeeded();
    await referee.screenshot({ path: `${shots}/identity-check-390-kk.png` });
  }
  // The club's official, in Russian, sees the marks and checks nothing.
  await official.goto(`/ru/cabinet/tournaments/${match!.tournament.id}/matches/${id}`);
  const seen = official.getByRole('region', { name: 'Проверка личности' });
  await expect(seen).toContainText('Проверено: 1 из 11');
  await expect(seen.getByRole('button')).toHaveCount(0);
  if (shots) {
    await seen.scrollIntoViewIfNeeded();
    await official.screenshot({ path: `${shots}/identity-check-390-ru-official.png` });
  }

  // The match is played (start and finish through the API), then the referee closes the sheet.
  for (const transition of ['start', 'finish']) {
    const version = (
      (await (await api(referee, 'GET', `/cabinet/matches/${id}/protocol`)).json()) as { data: { version: number } }
    ).data.version;
    expect((await api(referee, 'PATCH', `/cabinet/matches/${id}/protocol`, { version, transition })).status()).toBe(
      200,
    );
  }
  await referee.reload();
  const signoff = referee.getByRole('region', { name: 'Хаттамаға қол қою' });
  await signoff.getByRole('button', { name: 'Хаттаманы жабу' }).tap();
  await referee.getByRole('dialog').getByRole('button', { name: 'Хаттаманы жабу' }).tap();
  await expect(signoff.getByText(/осы телефонда қол қояды/).first()).toBeVisible();

  // The club's official confirms from their own account, in Russian.
  await official.reload();
  const sign = official.getByRole('region', { name: 'Подписание протокола' });
  await sign.getByRole('button', { name: 'Подтвердить' }).tap();
  await official.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).tap();
  await expect(sign).toContainText('Подтверждён');
  if (shots) {
    await sign.scrollIntoViewIfNeeded();
    await official.screenshot({ path: `${shots}/sign-off-390-ru.png` });
  }
  // On the referee's phone the other team's official gets the form.
  await referee.reload();
  await expect(signoff).toContainText('Расталды');
  await signoff
    .getByText(/осы телефонда қол қояды/)
    .first()
    .tap();
  await expect(signoff.getByLabel('Ресми өкілдің поштасы')).toBeVisible();
  if (shots) {
    await signoff.scrollIntoViewIfNeeded();
    await referee.screenshot({ path: `${shots}/sign-off-390-kk.png` });
  }
  const sheet = (await (await api(referee, 'GET', `/cabinet/matches/${id}/sheet`)).json()) as {
    data: { locked: boolean; history: Array<{ action: string }> };
  };
  expect(sheet.data.locked).toBe(false);
  expect(sheet.data.history.map((h) => h.action)).toEqual([
    'identity_checked',
    'identity_refused',
    'closed',
    'confirmed',
  ]);
  await referee.context().close();
  await official.context().close();
});
