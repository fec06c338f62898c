// Both lineups of a scheduled match on a 390 px touch phone in at most 15 taps (issue 24 §1,
// ADR 0174): from the protocol, one tap opens the lineups; each side opens with its proposal (the
// team's last lineup in this tournament, or its application); one swap (a starter for a
// substitute, two taps), then one tap saves each side. Every tap and click the test makes is
// counted, the sign-in's included (the protocol is opened by its address). The saved lineups are
// then exactly what the page showed.
import { expect, test, type Locator } from '@playwright/test';
import { cabinetData, DEMO, signIn } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

type Kind = 'main' | 'substitute';
interface Shown {
  player_id: number;
  kind: Kind;
  number: number;
  is_captain: boolean;
}
interface Proposal {
  source: 'last_match' | 'application';
  players: Array<Shown & { position: string | null }>;
}
interface FormSide {
  team: { id: number; title: string };
  proposal: Proposal;
}
interface SquadSide {
  version: number;
  players: Array<Shown & { name: string }>;
}

/** The lineup a side's region shows: every named row, its role, number and captaincy. */
async function shownLineup(region: Locator): Promise<Shown[]> {
  return region.locator('li[data-player]').evaluateAll((rows) =>
    rows
      .filter((row) => row.getAttribute('data-kind') !== 'out')
      .map((row) => ({
        player_id: Number(row.getAttribute('data-player')),
        kind: row.getAttribute('data-kind') as Kind,
        number: Number(row.querySelector('.sq-tap__number')?.textContent),
        is_captain: row.querySelector('.sq-badge--captain') !== null,
      })),
  );
}

const byPlayer = (players: Shown[]) =>
  players
    .map(({ player_id, kind, number, is_captain }) => ({ player_id, kind, number, is_captain }))
    .sort((a, b) => a.player_id - b.player_id);

test('a referee names both lineups of a scheduled match in at most 15 taps, with a swap', async ({ page }) => {
  let taps = 0;
  /** A finger's tap on what a person would tap: counted. */
  const tap = async (target: Locator) => {
    taps += 1;
    await target.tap();
  };

  await signIn(page, DEMO.referee.email);
  taps += 1; // signIn's press on "Sign in" (the e-mail and password are typed)
  const list = await cabinetData<
    Array<{
      id: number;
      lifecycle: string;
      tournament: { id: number };
      host: { title: string };
      guest: { title: string };
    }>
  >(page, '/cabinet/matches?per_page=100');
  // A scheduled match with neither lineup saved (the last such one: the keyboard journey takes the first).
  let match: (typeof list)[number] | undefined;
  let form: { host: FormSide; guest: FormSide } | undefined;
  for (const candidate of list.filter((m) => m.lifecycle === 'scheduled').reverse()) {
    const squads = await cabinetData<{ host: SquadSide; guest: SquadSide }>(
      page,
      `/cabinet/matches/${candidate.id}/squad`,
    );
    if (squads.host.players.length + squads.guest.players.length > 0) continue;
    match = candidate;
    form = await cabinetData(page, `/cabinet/matches/${candidate.id}/squad/form`);
    break;
  }
  expect(match, 'a scheduled match of the referee with no lineup saved').toBeTruthy();
  for (const side of ['host', 'guest'] as const)
    expect(form![side].proposal.players.length, `${side} proposal`).toBeGreaterThan(11);

  const protocolUrl = `/en/cabinet/tournaments/${match!.tournament.id}/matches/${match!.id}`;
  await page.goto(protocolUrl);
  await tap(page.getByRole('link', { name: 'Squads', exact: true }));
  await expect(page).toHaveURL(new RegExp(`${protocolUrl}/squad$`));
  const host = page.getByRole('region', { name: match!.host.title });
  const guest = page.getByRole('region', { name: match!.guest.title });
  for (const region of [host, guest]) {
    await expect(region.getByText(/^Proposed/)).toBeVisible();
    await expect(region.getByText('Starters: 11 / 11', { exact: false })).toBeVisible();
  }
  // What is proposed is what the API proposes.
  expect(byPlayer(await shownLineup(host))).toEqual(byPlayer(form!.host.proposal.players));
  expect(byPlayer(await shownLineup(guest))).toEqual(byPlayer(form!.guest.proposal.players));

  // Targets a thumb can hit, and nothing wider than the phone.
  for (const target of [
    host.getByRole('button', { name: 'Save the squad' }),
    host.locator('.sq-tap').first(),
    guest.locator('.sq-tap').last(),
  ]) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // One swap on the home side: an outfield starter (not the captain) for the first outfield substitute.
  const proposal = form!.host.proposal.players;
  const starter = proposal.find((p) => p.kind === 'main' && p.position !== 'GK' && !p.is_captain)!;
  const substitute = proposal.find((p) => p.kind === 'substitute' && p.position !== 'GK')!;
  const row = (id: number) => host.locator(`li[data-player="${id}"]`);
  await tap(row(starter.player_id).locator('.sq-tap'));
  await expect(row(starter.player_id).locator('.sq-tap')).toHaveAttribute('aria-pressed', 'true');
  await tap(row(substitute.player_id).locator('.sq-tap'));
  await expect(row(starter.player_id)).toHaveAttribute('data-kind', 'substitute');
  await expect(row(substitute.player_id)).toHaveAttribute('data-kind', 'main');
  await expect(host.getByText('Starters: 11 / 11', { exact: false })).toBeVisible();

  // One tap saves each side.
  const shown = { host: await shownLineup(host), guest: await shownLineup(guest) };
  for (const region of [host, guest]) {
    await tap(region.getByRole('button', { name: 'Save the squad' }));
    await expect(region.getByText(/^Proposed/)).toHaveCount(0);
  }

  // Measured: 6 (sign-in 1, the lineups link 1, the swap 2, two saves).
  expect(taps, 'taps for both lineups').toBeLessThanOrEqual(15);

  // Saved exactly as shown, the swap included.
  const saved = await cabinetData<{ host: SquadSide; guest: SquadSide }>(page, `/cabinet/matches/${match!.id}/squad`);
  expect(byPlayer(saved.host.players)).toEqual(byPlayer(shown.host));
  expect(byPlayer(saved.guest.players)).toEqual(byPlayer(shown.guest));
  expect(saved.host.players.find((p) => p.player_id === substitute.player_id)?.kind).toBe('main');
  expect(saved.host.players.find((p) => p.player_id === starter.player_id)?.kind).toBe('substitute');
  // Reloaded, the page shows the saved lineups (no proposal any more).
  await page.reload();
  await expect(host.getByText('Starters: 11 / 11', { exact: false })).toBeVisible();
  expect(byPlayer(await shownLineup(host))).toEqual(byPlayer(shown.host));
  await expect(page.getByText(/^Proposed/)).toHaveCount(0);
});
