// The match squad page: each side saved with its version; a player's refusal shows on that
// player's row; a 409 shows what the other side saved and keeps the choices made here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetSquadForm, CabinetSquads } from '@league/shared/cabinet';
import { failure, mockApi, ok, quietErrors, renderPage, resetApi, seenRequests } from '../test-utils';
import SquadPage from './squad-page';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const PATH = '/cabinet/tournaments/:id/matches/:match_id/squad';
const URL = '/en/cabinet/tournaments/6/matches/41/squad';
const side = (team: { id: number; title: string }, teamType: 'host' | 'guest', version = 2, players: unknown[] = []) => ({ team, team_type: teamType, version, players }) as NonNullable<CabinetSquads['host']>;
const squads = (hostPlayers = [] as never[], hostVersion = 2): CabinetSquads => ({
  host: side({ id: 30, title: 'Altai 2012' }, 'host', hostVersion, hostPlayers),
  guest: side({ id: 9, title: 'Yessil 2012' }, 'guest'),
  editable: true,
});
const candidates = [
  { player_id: 1, name: 'Aidos Serik', number: 1, position: 'GK' as const, eligible: true, reasons: [] },
  { player_id: 2, name: 'Bolat Nur', number: 7, position: null, eligible: true, reasons: [] },
  { player_id: 3, name: 'Miras Abdirov', number: null, position: null, eligible: false, reasons: ['Heart ultrasound is missing'] },
];
const form: CabinetSquadForm = { host: { team: { id: 30, title: 'Altai 2012' }, team_type: 'host', candidates }, guest: { team: { id: 9, title: 'Yessil 2012' }, team_type: 'guest', candidates: [] } };
const writes = () => seenRequests.filter((r) => r.method !== 'GET');

test('a side is saved with its version: roles, numbers and the captain; an ineligible player cannot be named', async () => {
  mockApi({ '/cabinet/matches/41/squad': ok(squads()), '/cabinet/matches/41/squad/form': ok(form), 'POST /cabinet/matches/41/squad': ok(squads([{ player_id: 1, name: 'Aidos Serik', kind: 'main', number: 1, is_captain: true, position: 'GK' }] as never, 3)) });
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  const user = userEvent.setup();
  expect(within(host).getByLabelText('Miras Abdirov: Role')).toBeDisabled();
  await user.selectOptions(within(host).getByLabelText('Aidos Serik: Role'), 'Starting eleven');
  await user.selectOptions(within(host).getByLabelText('Bolat Nur: Role'), 'Substitutes');
  await user.click(within(host).getAllByRole('radio', { name: 'Captain' })[0]!);
  expect(within(host).getByText('Starters: 1 / 11, substitutes: 1')).toBeInTheDocument();
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  expect(await screen.findByText('Squads saved')).toBeInTheDocument();
  expect(writes()[0]!.data).toEqual({
    team_id: 30,
    version: 2,
    players: [
      { player_id: 1, kind: 'main', number: 1, is_captain: true },
      { player_id: 2, kind: 'substitute', number: 7, is_captain: false },
    ],
  });
});

test("a player's refusal shows on that player's row", async () => {
  quietErrors();
  mockApi({
    '/cabinet/matches/41/squad': ok(squads()),
    '/cabinet/matches/41/squad/form': ok(form),
    'POST /cabinet/matches/41/squad': failure(422, 'The given data was invalid', { 'players.1.number': ['The number 7 is taken'] }),
  });
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  const user = userEvent.setup();
  await user.selectOptions(within(host).getByLabelText('Aidos Serik: Role'), 'Starting eleven');
  await user.selectOptions(within(host).getByLabelText('Bolat Nur: Role'), 'Starting eleven');
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  const row = (await within(host).findByText('The number 7 is taken')).closest('li')!;
  expect(row).toHaveTextContent('Bolat Nur');
});

test('a 409 shows what was saved meanwhile and keeps the choices made here', async () => {
  quietErrors();
  const theirs = squads([{ player_id: 2, name: 'Bolat Nur', kind: 'main', number: 7, is_captain: false, position: null }] as never, 3);
  mockApi({
    '/cabinet/matches/41/squad': ok(squads()),
    '/cabinet/matches/41/squad/form': ok(form),
    'POST /cabinet/matches/41/squad': { __status: 409, data: { success: false, message: 'Changed', data: { errors: {}, current: theirs } } },
  });
  renderPage(URL, { [PATH]: <SquadPage /> }, { role: 'referee' });
  const host = await screen.findByRole('region', { name: 'Altai 2012' });
  const user = userEvent.setup();
  await user.selectOptions(within(host).getByLabelText('Aidos Serik: Role'), 'Starting eleven');
  await user.click(within(host).getByRole('button', { name: 'Save the squad' }));
  const notice = await within(host).findByRole('alert');
  expect(notice).toHaveTextContent('Someone else changed this meanwhile');
  expect(notice).toHaveTextContent('Aidos Serik: yours «Starting eleven #1», saved «Not named»');
  expect(notice).toHaveTextContent('Bolat Nur: yours «Not named», saved «Starting eleven #7»');
  await waitFor(() => expect(within(host).getByLabelText('Aidos Serik: Role')).toHaveValue('main'));
});
