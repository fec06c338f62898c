// Match day on a 390 px phone with touch, one thumb: the referee starts a match dated far from now
// (the start asks twice), starts the match clock, and enters five events of different kinds — two
// goals, a yellow card, a substitution, a missed penalty — through the quick entry, counting every
// tap the test makes: at most 4 per event. Each event takes the clock's minute. The last event of a
// sixth entry is undone. Then a red card (its cause by default), a second yellow, an own goal and a
// penalty goal: at most 3 taps each (ADR 0211). Screenshots at 390 and 1280 px as the referee, as super_admin and as a
// role that may not open the protocol when SHOTS_DIR is set.
import { expect, test, type Locator } from '@playwright/test';
import { DEMO, cabinetData, signIn } from './fixtures';
import { fillSquads, refereeMatches } from './match-day';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const shots = process.env.SHOTS_DIR;

const label = (c: { number: number; name: string }) => `${c.number}. ${c.name}`;

test('a referee enters five events of different kinds in at most 4 taps each, with the clock’s minute, and undoes one', async ({
  page,
}) => {
  await signIn(page, DEMO.referee.email);
  // The last scheduled match dated more than two hours from now (the keyboard journey takes the first).
  const match = (await refereeMatches(page)).far.at(-1)!;
  expect(match, 'a scheduled match of the referee far from now').toBeTruthy();
  const picked = await fillSquads(page, match.id);
  const protocolUrl = `/en/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`;
  await page.goto(protocolUrl);

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.tap();
  };

  // Starting a match far from its kick-off asks whether to, saying so; Cancel leaves it scheduled.
  await tap(page.getByRole('button', { name: 'Start the match' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/This match is scheduled for .+, not now\. Start it anyway\?/);
  await expect(dialog).toContainText(`${match.host.title} — ${match.guest.title}:`);
  await tap(dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toBeHidden();
  await tap(page.getByRole('button', { name: 'Start the match' }));
  await tap(dialog.getByRole('button', { name: 'Start the match' }));
  await expect(page.getByRole('button', { name: 'Finish the match' })).toBeVisible();

  // The clock: one tap starts the first half.
  const clock = page.getByRole('group', { name: 'Match clock' });
  await tap(clock.getByRole('button', { name: 'Start the 1st half' }));
  await expect(clock.getByText('1st half', { exact: true })).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Pause' })).toBeVisible();

  const quick = page.getByRole('region', { name: 'Quick entry' });
  const eventItems = page.getByRole('region', { name: 'Events', exact: true }).getByRole('listitem');
  const side = (s: 'host' | 'guest') =>
    quick.getByRole('group', { name: s === 'host' ? match.host.title : match.guest.title });
  const perEvent: Record<string, number> = {};
  /** One event through the quick entry: its taps counted, the list grown by one. */
  const enter = async (
    name: string,
    kind: string,
    steps: ReadonlyArray<readonly [s: 'host' | 'guest', player: { number: number; name: string }]>,
    chip?: string,
  ) => {
    const before = await eventItems.count();
    taps = 0;
    await tap(quick.getByRole('button', { name: kind, exact: true }));
    if (chip) await tap(quick.getByRole('button', { name: chip, exact: true }));
    for (const [s, player] of steps) await tap(side(s).getByRole('button', { name: label(player), exact: true }));
    await expect(eventItems).toHaveCount(before + 1);
    await expect(quick.getByRole('status')).toContainText('Saved');
    perEvent[name] = taps;
    expect(taps, name).toBeLessThanOrEqual(4);
  };
  const h = picked.host;
  const g = picked.guest;
  await enter('goal (host)', 'Goal', [['host', h.main[9]]]);
  await enter('goal (guest)', 'Goal', [['guest', g.main[5]]]);
  await enter('yellow card', 'Yellow card', [['guest', g.main[3]]]);
  await enter('substitution', 'Substitution', [
    ['host', h.main[7]],
    ['host', h.subs[0]],
  ]);
  await enter('missed penalty', 'Missed penalty', [['host', h.main[9]]]);
  console.log(`taps per event: ${JSON.stringify(perEvent)}`);
  await expect(page.getByText('Score: 1:1')).toBeVisible();

  // Every event took the clock's minute (the first half has just started).
  const recorded = await cabinetData<{
    events: Array<{
      kind: string;
      minute: number | null;
      card: string | null;
      player_out: { id: number } | null;
      player: { id: number } | null;
    }>;
  }>(page, `/cabinet/matches/${match.id}/events`);
  expect(recorded.events.map((e) => e.kind).sort()).toEqual([
    'goal',
    'goal',
    'missed_penalty',
    'punishment',
    'replacement',
  ]);
  for (const e of recorded.events) expect(e.minute).toBeGreaterThanOrEqual(1);
  const sub = recorded.events.find((e) => e.kind === 'replacement')!;
  expect({ out: sub.player_out?.id, in: sub.player?.id }).toEqual({
    out: h.main[7].player_id,
    in: h.subs[0].player_id,
  });
  expect(recorded.events.find((e) => e.kind === 'punishment')?.card).toBe('yellow');

  // A sixth event, undone at once: the list and the score are as before.
  await enter('goal to undo', 'Goal', [['guest', g.main[10]]]);
  await expect(page.getByText('Score: 1:2')).toBeVisible();
  if (shots) {
    await quick.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/protocol-referee-390-saved-undo.png` });
  }
  await tap(quick.getByRole('button', { name: /^Undo \(\d+\)$/ }));
  await expect(eventItems).toHaveCount(5);
  await expect(page.getByText('Score: 1:1')).toBeVisible();
  expect((await cabinetData<{ events: unknown[] }>(page, `/cabinet/matches/${match.id}/events`)).events).toHaveLength(
    5,
  );

  // A red card with its cause chosen by default, a second yellow (the guest's booked player), an
  // own goal and a penalty goal: at most 3 taps each.
  const budgets: Record<string, number> = {};
  for (const [name, kind, step, chip] of [
    ['red card', 'Red card', ['guest', g.main[6]], undefined],
    ['second yellow', 'Yellow card', ['guest', g.main[3]], undefined],
    ['own goal', 'Goal', ['host', h.main[4]], 'Own goal'],
    ['penalty goal', 'Goal', ['guest', g.main[5]], 'Penalty'],
  ] as const) {
    await enter(name, kind, [step], chip);
    budgets[name] = perEvent[name];
    expect(perEvent[name], name).toBeLessThanOrEqual(3);
    await tap(quick.getByRole('button', { name: 'Close' }));
  }
  console.log(`taps per event (≤ 3): ${JSON.stringify(budgets)}`);
  // The own goal counts for the guests: 1:1, then 1:2 and 1:3.
  await expect(page.getByText('Score: 1:3')).toBeVisible();
  const more = await cabinetData<{
    events: Array<{
      kind: string;
      card: string | null;
      removal_cause: string | null;
      method: string | null;
      player: { id: number } | null;
    }>;
  }>(page, `/cabinet/matches/${match.id}/events`);
  const of = (id: number) => more.events.filter((e) => e.player?.id === id).map((e) => [e.kind, e.card ?? e.method]);
  expect(of(g.main[6].player_id)).toEqual([['punishment', 'red']]);
  expect(more.events.find((e) => e.player?.id === g.main[6].player_id)?.removal_cause).toBe('serious_foul_play');
  expect(of(g.main[3].player_id)).toEqual([
    ['punishment', 'yellow'],
    ['punishment', 'second_yellow'],
  ]);
  expect(of(h.main[4].player_id)).toEqual([['goal', 'own_goal']]);
  expect(of(g.main[5].player_id)).toEqual([
    ['goal', 'goal'],
    ['goal', 'penalty'],
  ]);

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  if (shots) {
    await tap(quick.getByRole('button', { name: 'Goal', exact: true }));
    await page.screenshot({ path: `${shots}/protocol-referee-390.png`, fullPage: true });
    await quick.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/protocol-referee-390-quick.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/protocol-referee-390-top.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/protocol-referee-1280.png`, fullPage: true });
    await page.screenshot({ path: `${shots}/protocol-referee-1280-top.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await tap(quick.getByRole('button', { name: 'Cancel' }));
    // super_admin may open it too; a provider may not.
    await page.evaluate(() => localStorage.removeItem('league.auth'));
    await signIn(page, DEMO.super_admin.email, 'kk');
    await page.goto(`/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`);
    await expect(page.getByRole('region', { name: 'Жылдам енгізу' })).toBeVisible();
    await page.screenshot({ path: `${shots}/protocol-super_admin-kk-390.png`, fullPage: true });
    await page.screenshot({ path: `${shots}/protocol-super_admin-kk-390-top.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/protocol-super_admin-kk-1280.png`, fullPage: true });
    await page.evaluate(() => localStorage.removeItem('league.auth'));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.provider.email, 'ru');
    await page.goto(`/ru/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Быстрый ввод' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Часы матча' })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/protocol-provider-ru-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/protocol-provider-ru-1280.png`, fullPage: true });
  }
});
