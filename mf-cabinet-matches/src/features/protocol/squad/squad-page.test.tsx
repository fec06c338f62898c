// The lineup page: each side opens with the proposal (the team's last lineup, or its application)
// and one tap saves it; a tap on a player then another swaps them; an ineligible player is never
// proposed and says why; a player's refusal shows on his row; a 409 shows what was saved
// meanwhile and keeps the choices made here; a read-only viewer gets no proposal and no taps.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetSquadForm, CabinetSquads } from '@league/shared/cabinet';
import { conflict, failure, mockApi, ok, quietErrors, renderPage, seenRequests } from '../../../test-utils';
import { resetApiAndOutbox } from '../test-utils';
import SquadPage from './squad-page';

jest.setTimeout(30_000);
afterEach(resetApiAndOutbox);

const PATH = '/cabinet/tournaments/:id/matches/:match_id/squad';
const URL = '/en/cabinet/tournaments/6/matches/41/squad';
const side = (team: { id: number; title: string }, teamType: 'host' | 'guest', version = 2, players: unknown[] = []) =>
  ({ team, team_type: teamType, version, players }) as NonNullable<CabinetSquads['host']>;
const squads = (hostPlayers = [] as never[], hostVersion = 2, editable = true): CabinetSquads => ({
  host: side({ id: 30, title: 'Altai 2012' }, 'host', hostVersion, hostPlayers),
  guest: side({ id: 9, title: 'Yessil 2012' }, 'guest'),
  editable,
});
const candidates = [
  { player_id: 1, name: 'Aidos Serik', number: 1, position: 'GK' as const, eligible: true, reasons: [] },
  { player_id: 2, name: 'Bolat Nur', number: 7, position: 'MF' as const, eligible: true, reasons: [] },
  { player_id: 4, name: 'Dias Omar', number: 9, position: 'FW' as const, eligible: true, reasons: [] },
  {
    player_id: 3,
    name: 'Miras Abdirov',
    number: null,
    position: null,
    eligible: false,
    reasons: ['Heart ultrasound is missing'],
  },
];
const lastLineup = {
  source: 'last_match' as const,
  match: { id: 12, date_time: '2026-10-04T10:00:00Z', opponent: 'Ordabasy 2012' },
  players: [
    { player_id: 1, kind: 'main' as const, number: 1, is_captain: false, position: 'GK' as const },
    { player_id: 2, kind: 'main' as const, number: 7, is_captain: true, position: 'MF' as const },
    { player_id: 4, kind: 'substitute' as const, number: 9, is_captain: false, position: 'FW' as const },
  ],
};
const form = (editable = true): CabinetSquadForm => ({
  host: { team: { id: 30, title: 'Altai 2012' }, team_type: 'host', candidates, proposal: lastLineup },
  guest: {
    team: { id: 9, title: 'Yessil 2012' },
    team_type: 'guest',
    candidates: editable
      ? [{ player_id: 20, name: 'Erlan Kim', number: 1, position: 'GK', eligible: true, reasons: [] }]
      : [],
    proposal: {
      source: 'application',
      match: null,
      players: [{ player_id: 20, kind: 'main', number: 1, is_captain: true, position: 'GK' }],
    },
  },
});
const writes = () => seenRequests.filter((r) => r.method !== 'GET');
// The API answers each saved player with a name (the contract requires it).
const saved = (players: unknown[]) =>
  ok(
    squads((players as Array<{ player_id: number }>).map((p) => ({ name: `Player ${p.player_id}`, ...p })) as never, 3),
  );

/** The referee's squad page, whose save the API answers with `answer`; the host's region. */
async function openSquad(answer: unknown) {
  mockApi({
    '/cabinet/matches/41/squad': ok(squads()),
    '/cabinet/matches/41/squad/form': ok(form()),
    'POST /cabinet/matches/41/squad': answer,
  });
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  return screen.findByRole('region', { name: 'Altai 2012' });
}

test('each side opens with its proposal, says where it comes from, and one tap saves it', async () => {
  const host = await openSquad(saved([]));
  const guest = screen.getByRole('region', { name: 'Yessil 2012' });
  expect(host).toHaveTextContent('Proposed: the lineup of the match against Ordabasy 2012, 4 Oct 2026');
  expect(guest).toHaveTextContent('Proposed from the application');
  expect(within(host).getByText('Starters: 2 / 11, substitutes: 1')).toBeInTheDocument();
  // The ineligible player is not in it, cannot be tapped in, and says why.
  const barred = within(host).getByRole('button', { name: /Miras Abdirov/ });
  expect(barred).toBeDisabled();
  expect(barred).toHaveAccessibleDescription('May not play: Heart ultrasound is missing');
  expect(barred).toHaveTextContent('Not named');
  const user = userEvent.setup();
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]!.data).toEqual({
    team_id: 30,
    version: 2,
    players: [
      { player_id: 1, kind: 'main', number: 1, is_captain: false, position: 'GK' },
      { player_id: 2, kind: 'main', number: 7, is_captain: true, position: 'MF' },
      { player_id: 4, kind: 'substitute', number: 9, is_captain: false, position: 'FW' },
    ],
  });
  await user.click(within(guest).getByRole('button', { name: 'Save the squad' }));
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(writes()[1]!.data).toEqual({
    team_id: 9,
    version: 2,
    players: [{ player_id: 20, kind: 'main', number: 1, is_captain: true, position: 'GK' }],
  });
});

test('a tap on a starter then on a substitute swaps them; a chosen player can leave the squad, take the captaincy or the goal', async () => {
  const host = await openSquad(saved([]));
  const user = userEvent.setup();
  const row = (name: string) => within(host).getByRole('button', { name: new RegExp(name) });
  await user.click(row('Bolat Nur'));
  expect(row('Bolat Nur')).toHaveAttribute('aria-pressed', 'true');
  expect(host).toHaveTextContent('Bolat Nur chosen: tap another player to swap them.');
  await user.click(row('Dias Omar'));
  expect(row('Bolat Nur')).toHaveTextContent('Substitute');
  expect(row('Dias Omar')).toHaveTextContent('Starter');
  expect(within(host).getByText('Starters: 2 / 11, substitutes: 1')).toBeInTheDocument();
  // The goalkeeper benched: the form says so before saving.
  await user.click(row('Aidos Serik'));
  await user.click(
    within(within(host).getByRole('group', { name: 'Aidos Serik: actions' })).getByRole('button', {
      name: 'Substitute',
    }),
  );
  expect(host).toHaveTextContent('No goalkeeper among the starters');
  expect(row('Aidos Serik')).toHaveAttribute('aria-pressed', 'false');
  await user.click(row('Aidos Serik'));
  await user.click(
    within(within(host).getByRole('group', { name: 'Aidos Serik: actions' })).getByRole('button', { name: 'Starter' }),
  );
  expect(host).not.toHaveTextContent('No goalkeeper among the starters');
  // Dias takes the captaincy.
  await user.click(row('Dias Omar'));
  await user.click(
    within(within(host).getByRole('group', { name: 'Dias Omar: actions' })).getByRole('button', { name: 'Captain' }),
  );
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]!.data).toMatchObject({
    players: [
      { player_id: 1, kind: 'main', number: 1, is_captain: false },
      { player_id: 2, kind: 'substitute', number: 7, is_captain: false },
      { player_id: 4, kind: 'main', number: 9, is_captain: true },
    ],
  });
});

test("a player's refusal shows on that player's row", async () => {
  quietErrors();
  mockApi({
    '/cabinet/matches/41/squad': ok(squads()),
    '/cabinet/matches/41/squad/form': ok(form()),
    'POST /cabinet/matches/41/squad': failure(422, 'The given data was invalid', {
      'players.1.number': ['The number 7 is taken'],
    }),
  });
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  const user = userEvent.setup();
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  const row = (await within(host).findByText('The number 7 is taken')).closest('li')!;
  expect(row).toHaveTextContent('Bolat Nur');
});

/** The host's squad saved on a page whose save the API refuses with a 409 carrying `current`; the host's region. */
async function saveRefusedWith(current: unknown) {
  const host = await openSquad(conflict(current, 'Changed'));
  const user = userEvent.setup();
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  return host;
}

test('a 409 shows what was saved meanwhile and keeps the choices made here', async () => {
  quietErrors();
  const theirs = squads(
    [{ player_id: 2, name: 'Bolat Nur', kind: 'main', number: 7, is_captain: false, position: 'MF' }] as never,
    3,
  );
  const host = await saveRefusedWith(theirs);
  const notice = await within(host).findByRole('alert');
  expect(notice).toHaveTextContent('Someone else changed this meanwhile');
  expect(notice).toHaveTextContent('Aidos Serik: yours «Starting eleven #1», saved «Not named»');
  expect(notice).toHaveTextContent('Dias Omar: yours «Substitutes #9», saved «Not named»');
  expect(notice).not.toHaveTextContent('Bolat Nur:');
  expect(within(host).getByRole('button', { name: /Aidos Serik/ })).toHaveTextContent('Starter');
});

test('a 409 whose current squad is exactly the one sent (a save repeated after its answer was lost) is a save', async () => {
  quietErrors();
  const same = squads(
    [
      { player_id: 1, name: 'Aidos Serik', kind: 'main', number: 1, is_captain: false, position: 'GK' },
      { player_id: 2, name: 'Bolat Nur', kind: 'main', number: 7, is_captain: true, position: 'MF' },
      { player_id: 4, name: 'Dias Omar', kind: 'substitute', number: 9, is_captain: false, position: 'FW' },
    ] as never,
    3,
  );
  const host = await saveRefusedWith(same);
  expect(await screen.findByText('Squads saved')).toBeInTheDocument();
  expect(within(host).queryByRole('alert')).toBeNull();
  expect(host).not.toHaveTextContent('Proposed');
});

test('a saved squad opens as saved, without a proposal', async () => {
  const mine = [
    { player_id: 4, name: 'Dias Omar', kind: 'main', number: 10, is_captain: true, position: 'GK' },
  ] as never;
  mockApi({ '/cabinet/matches/41/squad': ok(squads(mine)), '/cabinet/matches/41/squad/form': ok(form()) });
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  expect(host).not.toHaveTextContent('Proposed');
  expect(within(host).getByText('Starters: 1 / 11, substitutes: 0')).toBeInTheDocument();
  expect(within(host).getByRole('button', { name: /Dias Omar/ })).toHaveTextContent('10');
});

test('a read-only viewer sees the saved squad: no proposal, nothing to tap, no save', async () => {
  mockApi({
    '/cabinet/matches/41/squad': ok({ ...squads([], 2, false), guest: null }),
    '/cabinet/matches/41/squad/form': ok({ ...form(false), guest: null }),
  });
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'command_admin' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  expect(screen.queryByRole('region', { name: 'Yessil 2012' })).toBeNull();
  expect(host).not.toHaveTextContent('Proposed');
  expect(within(host).queryByRole('button', { name: 'Save the squad' })).toBeNull();
  expect(within(host).getByRole('button', { name: /Aidos Serik/ })).toBeDisabled();
  expect(within(host).getByText('Starters: 0 / 11, substitutes: 0')).toBeInTheDocument();
});

test('a lineup saved without network waits to send with its version and is saved once when the network returns', async () => {
  let network = false;
  mockApi({
    '/cabinet/matches/41/squad': ok(squads()),
    '/cabinet/matches/41/squad/form': ok(form()),
    'POST /cabinet/matches/41/squad': (request: { data: unknown }) => {
      if (!network) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      return saved((request.data as { players: unknown[] }).players);
    },
  });
  quietErrors();
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  expect(await screen.findByTestId('outbox-chip')).toHaveTextContent('All sent');
  const user = userEvent.setup();
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  expect(await within(host).findByText('waiting to send')).toBeInTheDocument();
  expect(screen.getByTestId('outbox-chip')).toHaveTextContent('1 waiting to send');
  expect(within(host).queryByRole('alert')).not.toBeInTheDocument();

  network = true;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('All sent'));
  expect(within(host).queryByText('waiting to send')).not.toBeInTheDocument();
  expect(writes()).toHaveLength(2);
  expect(writes()[1]!.data).toEqual(writes()[0]!.data);
  expect(writes()[1]!.data).toMatchObject({ team_id: 30, version: 2 });
});

test('a waiting lineup answered by a 409 carrying exactly what it sent counts as saved; another 409 shows the conflict panel', async () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  const conflictOver = (players: unknown[]) => conflict(squads(players as never, 3));
  let answer: (sent: { players: unknown[] }) => unknown = (sent) => conflictOver(sent.players);
  mockApi({
    '/cabinet/matches/41/squad': ok(squads()),
    '/cabinet/matches/41/squad/form': ok(form()),
    'POST /cabinet/matches/41/squad': (request: { data: unknown }) => answer(request.data as { players: unknown[] }),
  });
  quietErrors();
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  const user = userEvent.setup();
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  expect(await within(host).findByText('waiting to send')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('All sent'));
  expect(within(host).queryByRole('alert')).not.toBeInTheDocument();
  expect(writes()).toHaveLength(1);

  // Saved again offline, and meanwhile someone saved another lineup: the conflict panel.
  onLine.mockReturnValue(false);
  answer = () => conflictOver([{ player_id: 1, kind: 'main', number: 1, is_captain: true }]);
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  expect(await within(host).findByText('waiting to send')).toBeInTheDocument();
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  expect(await within(host).findByRole('button', { name: 'Take the saved values' })).toBeInTheDocument();
  // The refused save stays needing attention until the referee discards it.
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('1 need attention'));
  const refused = screen.getByRole('region', { name: 'Not accepted by the server' });
  expect(refused).toHaveTextContent('Lineup: Altai 2012');
  await user.click(within(refused).getByRole('button', { name: 'Discard' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('All sent'));
  expect(writes()).toHaveLength(2);
});
