// Through a dead spot (ADR 0178): a referee opens the protocol with network, loses it, records a
// goal (kept in the outbox, shown as waiting to send), reloads the page without network (the
// service worker opens it with the goal still waiting), gets the network back: the goal is sent
// and the API has it exactly once; the chip says all is sent. A public page, with the worker
// installed, still arrives rendered on the server with the fresh score. Screenshots at 390 px of
// the offline states when SHOTS_DIR is set.
//
// Chromium's offline emulation does not reach a service worker's own requests, so while the page
// is offline the worker's requests are refused too (routed to "internet disconnected"), and the
// test checks that a request of the worker does fail.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, cabinetData, signIn } from './fixtures';
import { fillSquads, goOffline, goOnline, type Match, refereeMatches } from './match-day';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

interface RecordedEvent {
  kind: string;
  player: { id: number } | null;
}

const shots = process.env.SHOTS_DIR;

/**
 * Waits until the worker the cabinet registered is active, so the pages opened from now on are
 * its (`ready` settles only then; its install keeps the cabinet's files first).
 */
async function workerActive(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('an event made without network is kept, survives a reload without network, and is stored exactly once when it returns', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.referee.email);
  // The cabinet registered the worker; it controls the pages opened from now on.
  await workerActive(page);
  // A scheduled match dated far from now, not the one of the other match-day journeys (first, last).
  const { far } = await refereeMatches(page);
  const match = far.at(-2)!;
  expect(match, 'a scheduled match of the referee far from now').toBeTruthy();
  const host = (await fillSquads(page, match.id, 0)).host.main;
  const scorer = host[9];

  await page.goto(`/en/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.getByRole('button', { name: 'Start the match' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Start the match' }).tap();
  await expect(page.getByRole('button', { name: 'Finish the match' })).toBeVisible();
  const clock = page.getByRole('group', { name: 'Match clock' });
  await clock.getByRole('button', { name: 'Start the 1st half' }).tap();
  await expect(clock.getByRole('button', { name: 'Pause' })).toBeVisible();
  const chip = page.getByTestId('outbox-chip');
  await expect(chip).toHaveText('All sent');
  // The page's data as it is now, through the worker (kept for a reload without network), in
  // Kazakh and Russian too (the answers are kept per language).
  const pageIn = (prefix: string) => `${prefix}/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`;
  for (const [prefix, finish] of [
    ['', 'Матчты аяқтау'],
    ['/ru', 'Завершить матч'],
    ['/en', 'Finish the match'],
  ]) {
    await page.goto(pageIn(prefix));
    await expect(page.getByRole('button', { name: finish })).toBeVisible();
  }

  // The network goes: the worker's own requests fail too.
  await goOffline(context);
  const worker = context.serviceWorkers()[0];
  expect(
    await worker.evaluate(() =>
      fetch('/api/v1/datetime').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  const quick = page.getByRole('region', { name: 'Quick entry' });
  await quick.getByRole('button', { name: 'Goal', exact: true }).tap();
  await quick
    .getByRole('group', { name: match.host.title })
    .getByRole('button', { name: `${scorer.number}. ${scorer.name}`, exact: true })
    .tap();
  const waiting = page.getByRole('list', { name: 'Events waiting to send' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting).toContainText(`${scorer.number}. ${scorer.name}`);
  await expect(waiting).toContainText('waiting to send');
  await expect(chip).toHaveText('1 waiting to send');
  await expect(page.getByText('No network: events and saves are kept on this device')).toBeVisible();
  if (shots) {
    await page.screenshot({ path: `${shots}/protocol-offline-390-waiting.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/protocol-offline-1280-waiting.png` });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // A reload without network: the worker opens the page, the goal still waits.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('button', { name: 'Finish the match' })).toBeVisible();
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(chip).toHaveText('1 waiting to send');
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  if (shots) await page.screenshot({ path: `${shots}/protocol-offline-390-reloaded.png`, fullPage: true });
  // The same page in Kazakh and Russian, opened without network.
  for (const [prefix, count] of [
    ['', 'Жіберуді күтуде: 1'],
    ['/ru', 'Ждут отправки: 1'],
  ]) {
    const opened = await page.goto(pageIn(prefix));
    expect(opened?.fromServiceWorker()).toBe(true);
    await expect(chip).toHaveText(count);
    await expect(page.locator('.pr-events--waiting').getByRole('listitem')).toHaveCount(1);
    if (shots) await page.screenshot({ path: `${shots}/protocol-offline-390-${prefix ? prefix.slice(1) : 'kk'}.png` });
  }
  await page.goto(pageIn('/en'));
  await expect(chip).toHaveText('1 waiting to send');

  // The network returns: the goal is sent, once.
  await goOnline(context);
  await expect(chip).toHaveText('All sent');
  await expect(waiting).toHaveCount(0);
  const events = page.getByRole('region', { name: 'Events', exact: true }).getByRole('listitem');
  await expect(events).toHaveCount(1);
  await expect(page.getByText('Score: 1:0')).toBeVisible();
  const recorded = await cabinetData<{ events: RecordedEvent[] }>(page, `/cabinet/matches/${match.id}/events`);
  expect(recorded.events.map((e) => [e.kind, e.player?.id])).toEqual([['goal', scorer.player_id]]);
  if (shots) await page.screenshot({ path: `${shots}/protocol-offline-390-sent.png` });

  // A public page with the worker installed: rendered on the server, with the goal just sent.
  const publicPage = await page.goto(`/en/matches/${match.id}`);
  expect(publicPage?.fromServiceWorker()).toBe(false);
  expect(publicPage?.status()).toBe(200);
  const html = await publicPage!.text();
  expect(html).toContain(match.host.title);
  expect(html).toMatch(/1\s*:\s*0/);
  // Public API answers are not kept by the worker either.
  const cached = await page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) keys.push(new URL(request.url).pathname);
    return keys;
  });
  expect(cached.filter((p) => p.startsWith('/api/') && !p.startsWith('/api/v1/cabinet/'))).toEqual([]);
  expect(cached.filter((p) => /^\/(ru\/|en\/)?matches\//.test(p))).toEqual([]);
  expect(cached.some((p) => p.startsWith('/api/v1/cabinet/'))).toBe(true);

  // Logging out drops the kept cabinet answers: nothing of this referee is read offline later.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/cabinet/matches');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/cabinet\/login/);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('league-api-v1'))).toBe(false);
});

test('a lineup and the additional information saved without network wait, survive a reload without network, and are stored once when it returns', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.referee.email);
  await workerActive(page);
  // A scheduled match with neither lineup saved, not one the other journeys take (the first
  // scheduled, the last without lineups, the last two far from now).
  const { list, far } = await refereeMatches(page);
  const taken = new Set([list.find((m) => m.lifecycle === 'scheduled')?.id, far.at(-1)?.id, far.at(-2)?.id]);
  const empty: Match[] = [];
  for (const m of list.filter((x) => x.lifecycle === 'scheduled' && !taken.has(x.id))) {
    const squads = await cabinetData<Record<'host' | 'guest', { players: unknown[] }>>(
      page,
      `/cabinet/matches/${m.id}/squad`,
    );
    if (squads.host.players.length === 0 && squads.guest.players.length === 0) empty.push(m);
  }
  const match = empty.at(-2) ?? empty[0]!;
  expect(match, 'a scheduled match of the referee with no lineup saved').toBeTruthy();
  const before = await cabinetData<Record<'host' | 'guest', { version: number; players: unknown[] }>>(
    page,
    `/cabinet/matches/${match.id}/squad`,
  );

  const additionsBefore = await cabinetData<{ version: number }>(page, `/cabinet/matches/${match.id}/additions`);

  // The protocol and the lineup pages with network (the worker keeps them and their data), then
  // the network goes.
  const protocolPage = `/en/cabinet/tournaments/${match.tournament.id}/matches/${match.id}`;
  await page.goto(protocolPage);
  const additions = page.getByRole('region', { name: 'Additional information' });
  await expect(additions.getByLabel('Weather')).toBeEditable();
  const squadPage = `${protocolPage}/squad`;
  await page.goto(squadPage);
  const host = page.getByRole('region', { name: match.host.title });
  await expect(host.getByRole('button', { name: 'Save the squad' })).toBeVisible();
  const chip = page.getByTestId('outbox-chip');
  await expect(chip).toHaveText('All sent');
  await goOffline(context);

  // One tap saves the proposed lineup: it waits to send.
  await host.getByRole('button', { name: 'Save the squad' }).tap();
  await expect(host.getByTestId('squad-waiting-host')).toHaveText('waiting to send');
  await expect(chip).toHaveText('1 waiting to send');
  if (shots) await page.screenshot({ path: `${shots}/squad-offline-390-waiting.png` });

  // A reload without network: the worker opens the page, the lineup still waits.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(host.getByTestId('squad-waiting-host')).toBeVisible();
  await expect(chip).toHaveText('1 waiting to send');

  // The protocol page, opened without network: the chip counts the waiting lineup, and the
  // additional information saved now waits behind it.
  const opened = await page.goto(protocolPage);
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(chip).toHaveText('1 waiting to send');
  await additions.getByLabel('Weather').fill('Light rain');
  await additions.getByRole('button', { name: 'Save the additional information' }).tap();
  await expect(additions.getByTestId('additions-waiting')).toHaveText('waiting to send');
  await expect(chip).toHaveText('2 waiting to send');
  if (shots) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/protocol-offline-1280-additions-waiting.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // The network returns: both are sent, once each (each version moved by one).
  // (Before kick-off the protocol page shows the chip only while something waits.)
  await goOnline(context);
  // Two saves in order, each followed by the page reading the protocol again: on a loaded machine
  // that takes longer than one expectation's usual wait.
  await expect(additions.getByTestId('additions-waiting')).toHaveCount(0, { timeout: 30_000 });
  await expect(chip).toHaveCount(0);
  await expect(additions.getByLabel('Weather')).toHaveValue('Light rain');
  const savedAdditions = await cabinetData<{ version: number; additions: { weather: string } }>(
    page,
    `/cabinet/matches/${match.id}/additions`,
  );
  expect(savedAdditions.version).toBe(additionsBefore.version + 1);
  expect(savedAdditions.additions.weather).toBe('Light rain');
  await page.goto(squadPage);
  await expect(chip).toHaveText('All sent');
  await expect(host.getByTestId('squad-waiting-host')).toHaveCount(0);
  const after = await cabinetData<Record<'host' | 'guest', { version: number; players: Array<{ kind: string }> }>>(
    page,
    `/cabinet/matches/${match.id}/squad`,
  );
  expect(after.host.players.length).toBeGreaterThan(0);
  expect(after.host.version).toBe(before.host.version + 1);
  expect(after.guest.players).toEqual([]);
});

test('the worker keeps only the files of the live releases: an earlier build of the shell or a remote is dropped', async ({
  page,
}) => {
  await signIn(page, DEMO.referee.email);
  await workerActive(page);
  // Files as an earlier build of the shell and of a remote would have left them in the worker's cache.
  const earlier = ['/js/main.0123abcd.js', '/css/600.0123abcd.css', '/remotes/mf-cabinet-clubs/js/1.0123abcd.js'];
  const keptFiles = () =>
    page.evaluate(async () => {
      const files = await caches.open('league-files-v1');
      return (await files.keys()).map((request) => new URL(request.url).pathname);
    });
  await expect.poll(async () => (await keptFiles()).includes('/remotes.json')).toBe(true);
  await page.evaluate(async (paths) => {
    const files = await caches.open('league-files-v1');
    for (const path of paths)
      await files.put(path, new Response('', { headers: { 'content-type': 'text/javascript' } }));
  }, earlier);
  const shellFiles = (await (await page.request.get('/files.json')).json()) as { files: string[] };
  // A new remotes list, as a page asks for it: the worker drops what no live build lists.
  await page.goto('/en/cabinet/matches');
  await expect.poll(async () => (await keptFiles()).filter((path) => earlier.includes(path))).toEqual([]);
  const kept = await keptFiles();
  const keptShell = kept.filter((path) => /^\/(js|css)\//.test(path));
  expect(keptShell.length).toBeGreaterThan(0);
  for (const path of keptShell) expect(shellFiles.files).toContain(path.slice(1));
  expect(kept).toContain('/remotes.json');
  // The match day's files, kept at install, are a live build's.
  expect(kept.some((path) => path.startsWith('/remotes/mf-cabinet-matches/js/'))).toBe(true);
});
