// The referee's match protocol on a 390 px phone, with the keyboard only: both squads, the start,
// three goals (one an own goal), a second yellow, two substitutions, a missed penalty, the crew and
// possession 54:30, the finish; then the public match page and the tournament table show the
// result. Two tabs editing one protocol: the second save gets the conflict and loses nothing.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface Candidate {
  player_id: number;
  name: string;
  position: string | null;
  eligible: boolean;
  number: number | null;
}

async function api<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.get(`/api/v1${url}`, {
    headers: token ? { authorization: `Bearer ${token}`, 'accept-language': 'en' } : { 'accept-language': 'en' },
  });
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Picks an option of a native select with the keyboard: focus, then arrow keys. */
async function choose(select: Locator, label: string | RegExp) {
  const options = await select.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.textContent ?? ''));
  const current = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
  const target = options.findIndex((text) => (typeof label === 'string' ? text.trim() === label : label.test(text)));
  expect(target, `${String(label)} in ${options.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await select.focus();
  const key = target > current ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(target - current); i += 1) await select.press(key);
  await expect(select).toHaveJSProperty('selectedIndex', target);
}

/** Types into a field with the keyboard (clearing it first). */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

/** Confirms the open dialog with the keyboard (focus starts on Cancel). */
async function confirmDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await press(dialog.getByRole('button', { name }));
  await expect(dialog).toBeHidden();
}

const label = (c: Candidate) => `${c.number !== null ? `${c.number}. ` : ''}${c.name}`;

test('a referee fills a protocol with the keyboard on a phone, and the public pages show the result', async ({
  page,
}) => {
  await signIn(page, DEMO.referee.email);
  const list = await api<
    Array<{
      id: number;
      lifecycle: string;
      tournament: { id: number };
      host: { id: number; title: string };
      guest: { id: number; title: string };
    }>
  >(page, '/cabinet/matches?per_page=100');
  const match = list.find((m) => m.lifecycle === 'scheduled')!;
  expect(match, 'a scheduled match of the referee').toBeTruthy();
  const form = await api<{ host: { candidates: Candidate[] }; guest: { candidates: Candidate[] } }>(
    page,
    `/cabinet/matches/${match.id}/squad/form`,
  );
  const tableBefore = await api<{
    rows: Array<{ team: { id: number }; played: number; points: number; difference: number }>;
  }>(page, `/tournaments/${match.tournament.id}/table`);

  // The list shows it; the keyboard opens it, and the protocol's link leads to the squads.
  const protocolUrl = `/en/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`;
  await page.goto('/en/cabinet/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'My matches' })).toBeVisible();
  // The same two teams may meet twice (a return match): the link of this match, by its address.
  const link = page.getByRole('link', { name: `${match.host.title} — ${match.guest.title}` });
  await press(link.and(page.locator(`a[href$="/matches/${match.id}"]`)));
  await expect(page).toHaveURL(new RegExp(`${protocolUrl}$`));
  await press(page.getByRole('link', { name: 'Squads', exact: true }));
  await expect(page).toHaveURL(new RegExp(`${protocolUrl}/squad$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Match squad' })).toBeVisible();
  const picked: Record<'host' | 'guest', { main: Candidate[]; subs: Candidate[] }> = {
    host: { main: [], subs: [] },
    guest: { main: [], subs: [] },
  };
  for (const side of ['host', 'guest'] as const) {
    const eligible = form[side].candidates.filter((c) => c.eligible);
    const gk = eligible.find((c) => c.position === 'GK')!;
    const rest = eligible.filter((c) => c !== gk);
    picked[side] = { main: [gk, ...rest.slice(0, 10)], subs: rest.slice(10, 13) };
    const section = page.getByRole('region', { name: side === 'host' ? match.host.title : match.guest.title });
    // The side opens with a proposed lineup: cleared, then each player named with the keyboard.
    await press(section.getByRole('button', { name: 'Clear the list' }));
    const name = async (c: Candidate, role: string) => {
      await press(section.locator(`li[data-player="${c.player_id}"] .sq-tap`));
      await press(
        section.getByRole('group', { name: `${c.name}: actions` }).getByRole('button', { name: role, exact: true }),
      );
    };
    for (const c of picked[side].main) await name(c, 'Starter');
    for (const c of picked[side].subs) await name(c, 'Substitute');
    await name(picked[side].main[1], 'Captain');
    await press(section.getByRole('button', { name: 'Save the squad' }));
    await expect(page.getByText('Squads saved')).toBeVisible();
    await expect(section.getByText('Starters: 11 / 11, substitutes: 3')).toBeVisible();
  }
  let width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Back to the protocol through the breadcrumbs; start the match.
  await press(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Match protocol' }));
  await expect(page).toHaveURL(new RegExp(`${protocolUrl}$`));
  await press(page.getByRole('button', { name: 'Start the match' }));
  await confirmDialog(page, 'Start the match');
  const events = page.getByRole('form', { name: 'Add an event' });
  await expect(events).toBeVisible();

  const eventItems = page.getByRole('region', { name: 'Events', exact: true }).getByRole('listitem');
  const h = picked.host;
  const g = picked.guest;
  const add = async (fill: () => Promise<void>) => {
    const before = await eventItems.count();
    await fill();
    await press(events.getByRole('button', { name: 'Add an event' }));
    await expect(eventItems).toHaveCount(before + 1);
  };
  const base = async (kind: string, team: 'host' | 'guest', minute: string) => {
    await choose(events.getByLabel('Event', { exact: true }), kind);
    await choose(events.getByLabel('Team', { exact: true }), team === 'host' ? match.host.title : match.guest.title);
    await typeInto(events.getByLabel('Minute (1–90)'), minute);
  };
  // Goal with an assistant, an own goal (counts for the host), a penalty for the guest.
  await add(async () => {
    await base('Goal', 'host', '12');
    await choose(events.getByLabel('Scorer'), label(h.main[9]));
    await choose(events.getByLabel('Assistant'), label(h.main[8]));
  });
  await add(async () => {
    await base('Goal', 'guest', '30');
    await choose(events.getByLabel('Scorer'), label(g.main[5]));
    await choose(events.getByLabel('Kind of goal'), /own goal/i);
  });
  await add(async () => {
    await base('Goal', 'guest', '55');
    await choose(events.getByLabel('Scorer'), label(g.main[10]));
    await choose(events.getByLabel('Kind of goal'), /penalty/i);
  });
  // A yellow, then the second yellow.
  await add(async () => {
    await base('Card', 'guest', '40');
    await choose(events.getByLabel('Player', { exact: true }), label(g.main[3]));
    await choose(events.getByLabel('Card', { exact: true }), /^yellow/i);
  });
  await add(async () => {
    await base('Card', 'guest', '70');
    await choose(events.getByLabel('Player', { exact: true }), label(g.main[3]));
    await choose(events.getByLabel('Card', { exact: true }), /second/i);
  });
  // Two substitutions.
  await add(async () => {
    await base('Substitution', 'host', '60');
    await choose(events.getByLabel('Going off'), label(h.main[7]));
    await choose(events.getByLabel('Coming on'), label(h.subs[0]));
  });
  await add(async () => {
    await base('Substitution', 'guest', '65');
    await choose(events.getByLabel('Going off'), label(g.main[6]));
    await choose(events.getByLabel('Coming on'), label(g.subs[0]));
  });
  // A missed penalty.
  await add(async () => {
    await base('Missed penalty', 'host', '80');
    await choose(events.getByLabel('Player', { exact: true }), label(h.main[9]));
    await choose(events.getByLabel('How it was missed'), /post/i);
  });
  // A player sent off takes part in nothing later: refused with the reason, nothing saved.
  const count = await eventItems.count();
  await base('Goal', 'guest', '85');
  await choose(events.getByLabel('Scorer'), label(g.main[3]));
  await press(events.getByRole('button', { name: 'Add an event' }));
  await expect(events.getByText('The player was sent off earlier')).toBeVisible();
  await expect(eventItems).toHaveCount(count);
  await expect(page.getByText('Score: 2:1')).toBeVisible();

  // Crew and statistics.
  const protocol = await api<{
    crew: Array<{ referee: { name: string } | null }>;
    options: { referees: Array<{ name: string }> };
  }>(page, `/cabinet/matches/${match.id}/protocol`);
  const onCrew = new Set(protocol.crew.map((c) => c.referee?.name));
  const assistant = protocol.options.referees.find((r) => !onCrew.has(r.name))!;
  const crew = page.getByRole('region', { name: 'Referees' });
  await choose(crew.getByLabel('First assistant'), assistant.name);
  await press(crew.getByRole('button', { name: 'Save the referees' }));
  await expect(page.getByText('The referee crew has been changed')).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  const possession = stats.getByRole('group').first();
  await typeInto(possession.getByRole('textbox').nth(0), '54:30');
  await typeInto(possession.getByRole('textbox').nth(1), '35:30');
  await press(stats.getByRole('button', { name: 'Save the statistics' }));
  await expect(page.getByText('The protocol has been changed')).toBeVisible();
  width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Finish.
  await press(page.getByRole('button', { name: 'Finish the match' }));
  await confirmDialog(page, 'Finish the match');
  // The sheet is locked by both teams' sign-off, not by a button of the referee's.
  await expect(page.getByRole('button', { name: 'Finish the match' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lock the protocol' })).toHaveCount(0);

  // The public match page and the tournament table show the result.
  await page.goto(`/en/matches/${match.id}`);
  await expect(page.locator('.pub-match-head__score')).toHaveText('Score 2 : 1');
  await expect(page.getByRole('region', { name: 'Match events' }).getByText('30′')).toBeVisible();
  const tableAfter = await api<{
    rows: Array<{ team: { id: number }; played: number; points: number; difference: number }>;
  }>(page, `/tournaments/${match.tournament.id}/table`);
  const row = (t: typeof tableAfter, id: number) => t.rows.find((r) => r.team.id === id)!;
  expect(row(tableAfter, match.host.id).played).toBe(row(tableBefore, match.host.id).played + 1);
  expect(row(tableAfter, match.host.id).points).toBe(row(tableBefore, match.host.id).points + 3);
  expect(row(tableAfter, match.guest.id).played).toBe(row(tableBefore, match.guest.id).played + 1);
  expect(row(tableAfter, match.guest.id).points).toBe(row(tableBefore, match.guest.id).points);
  // The table on the tournament page: at 390 px each row shows played, difference and points.
  await page.goto(`/en/tournaments/${match.tournament.id}`);
  for (const team of [match.host, match.guest]) {
    const after = row(tableAfter, team.id);
    const shown = page
      .getByRole('table', { name: 'Standings' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: team.title }) });
    await expect(shown.getByRole('cell')).toHaveText([
      String(after.played),
      after.difference > 0 ? `+${after.difference}` : String(after.difference),
      String(after.points),
    ]);
  }
  const stats2 = await api<Array<{ metric: string; host_value: string | null }>>(
    page,
    `/matches/${match.id}/statistics`,
  );
  expect(stats2.find((s) => s.metric === 'pure_possession_of_the_ball')?.host_value).toBe('54:30');
});

test('two tabs edit one protocol: the second save gets the conflict and keeps its input', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const a = await context.newPage();
  await signIn(a, DEMO.referee.email);
  const list = await api<Array<{ id: number; lifecycle: string; tournament: { id: number } }>>(
    a,
    '/cabinet/matches?per_page=100',
  );
  const match = list.find((m) => m.lifecycle === 'scheduled')!;
  const url = `/en/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`;
  const b = await context.newPage();
  await a.goto(url);
  await b.goto(url);
  const spectators = (p: Page) => p.getByRole('region', { name: 'Kits and spectators' }).getByLabel('Spectators');
  await expect(spectators(a)).toBeVisible();
  await expect(spectators(b)).toBeVisible();

  // The second tab is being edited while the first saves (an untouched tab would simply follow the
  // first: the protocol page reads the match again when another device writes, ADR 0210).
  await typeInto(spectators(b), '950');
  await typeInto(spectators(a), '1200');
  await press(
    a.getByRole('region', { name: 'Kits and spectators' }).getByRole('button', { name: 'Save', exact: true }),
  );
  await expect(a.getByText('Someone else changed this meanwhile')).toHaveCount(0);

  await press(
    b.getByRole('region', { name: 'Kits and spectators' }).getByRole('button', { name: 'Save', exact: true }),
  );
  const notice = b.getByRole('region', { name: 'Kits and spectators' }).getByRole('alert');
  await expect(notice).toContainText('Someone else changed this meanwhile');
  await expect(notice).toContainText('Spectators: yours «950», saved «1200»');
  await expect(spectators(b)).toHaveValue('950');

  // Saving again writes the second tab's value on purpose.
  await press(
    b.getByRole('region', { name: 'Kits and spectators' }).getByRole('button', { name: 'Save', exact: true }),
  );
  await expect(b.getByRole('region', { name: 'Kits and spectators' }).getByRole('alert')).toHaveCount(0);
  const saved = await api<{ spectators: number }>(b, `/cabinet/matches/${match.id}/protocol`);
  expect(saved.spectators).toBe(950);
  await context.close();
});
