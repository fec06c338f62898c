// The team application page's rejection, undoing a withdrawal and another club's page: a
// rejection's reason is a field of its dialog (an empty one, or the server's refusal of it, stays
// there translated and the dialog stays open); a withdrawn person is sent again by the team or put
// back on the list by the league; a page the reader may not open is the not-found page, never a
// retry that can only fail again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { addNamespace, api, initI18n, localeAtom, store } from '@league/shared';
import type { CabinetTeamApplication } from '@league/shared/cabinet';
import { resources } from '../../i18n';
import { findPersonCard, invalid, renderRoutes, reply, resetApi, signIn } from '../../test-utils';
import { PlayerApplicationPage } from './application-page';
import { teamApplication, teamEntry } from './application-fixture';
import TeamApplicationPage from './team-application-page';

type Role = 'super_admin' | 'command_admin';

const page = (role: Role): CabinetTeamApplication =>
  teamApplication([
    teamEntry(1, 'Morozov Kirill', 'pending', role === 'super_admin' ? ['submitted', 'rejected'] : []),
    teamEntry(2, 'Nurlanov Bekarys', 'unsubmitted', role === 'super_admin' ? ['pending', 'submitted'] : ['pending']),
  ]);

let writes: Array<{ method: string; url: string; data: unknown }> = [];
/** What the server says to the next rejection: nothing (accepted) or a refusal of the reason. */
let refuseReason: string | null = null;
let missing: 403 | 404 | null = null;

function answer(config: InternalAxiosRequestConfig, role: Role): AxiosResponse {
  if (config.method === 'get') {
    if (missing)
      throw new AxiosError(
        'missing',
        String(missing),
        config,
        null,
        reply(config, { success: false, message: 'Not found' }, missing),
      );
    return reply(config, { success: true, data: page(role) });
  }
  const data = JSON.parse(String(config.data)) as { status?: string };
  writes.push({ method: String(config.method), url: String(config.url), data });
  if (data.status === 'rejected' && refuseReason) invalid(config, { reason: [refuseReason] });
  return reply(config, { success: true, data: { ids: [20], status: data.status } });
}

beforeAll(() => {
  initI18n('en');
  addNamespace('cab-tournaments', resources);
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetApi();
  writes = [];
  refuseReason = null;
  missing = null;
});

function renderAs(role: Role, at = '/en/cabinet/tournaments/6/teams/2') {
  store.set(localeAtom, 'en');
  signIn(role, 2);
  api.defaults.adapter = async (config) => answer(config, role);
  return renderRoutes(at, {
    '/en/cabinet/tournaments/:id/teams/:club_id': <TeamApplicationPage />,
    '/en/cabinet/tournaments/:id/teams/:club_id/players/:application_id': <PlayerApplicationPage />,
  });
}

test('an empty rejection reason keeps the dialog open with the error on the reason field; nothing is sent', async () => {
  const user = userEvent.setup();
  renderAs('super_admin');
  await user.click(await screen.findByRole('button', { name: 'Reject: Morozov Kirill' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the application?' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  const reason = within(dialog).getByLabelText('Reason for rejection');
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog', { name: 'Reject the application?' })).toBeInTheDocument();
  // Nothing said on the page behind it, nothing sent.
  expect(document.querySelector('.ca-refusal')).toBeNull();
  expect(writes).toEqual([]);

  // Spaces only are as empty.
  await user.type(reason, '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
  expect(writes).toEqual([]);
}, 30_000);

test("the server's refusal of the reason lands on the reason field and the dialog stays; a stored rejection closes it", async () => {
  const user = userEvent.setup();
  refuseReason = 'The reason is too long';
  renderAs('super_admin');
  await user.click(await screen.findByRole('button', { name: 'Reject: Morozov Kirill' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the application?' });
  await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Stamp missing');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('The reason is too long')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Reason for rejection')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Reason for rejection')).toHaveValue('Stamp missing');

  refuseReason = null;
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('The player application has been rejected')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(writes.map((w) => w.data)).toEqual([
    { ids: [10], status: 'rejected', reason: 'Stamp missing' },
    { ids: [10], status: 'rejected', reason: 'Stamp missing' },
  ]);
}, 30_000);

test('the team undoes its withdrawal by sending the player again', async () => {
  const user = userEvent.setup();
  renderAs('command_admin');
  const nurlanov = await findPersonCard('Nurlanov Bekarys', 10_000);
  expect(within(nurlanov).getByText('Withdrawn')).toBeInTheDocument();
  await user.click(within(nurlanov).getByRole('button', { name: 'Send again: Nurlanov Bekarys' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to the application' }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toEqual({
    method: 'post',
    url: '/cabinet/applications/players',
    data: { tournament_id: 6, team_id: 6, players: [{ player_id: 2 }] },
  });
  expect(within(nurlanov).queryByRole('button', { name: /Put back on the list/ })).toBeNull();
}, 30_000);

test('the league puts a withdrawn player back on the list', async () => {
  const user = userEvent.setup();
  renderAs('super_admin');
  const nurlanov = await findPersonCard('Nurlanov Bekarys', 10_000);
  expect(within(nurlanov).getByRole('button', { name: 'Send again: Nurlanov Bekarys' })).toBeEnabled();
  await user.click(within(nurlanov).getByRole('button', { name: 'Put back on the list: Nurlanov Bekarys' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toEqual({
    method: 'put',
    url: '/cabinet/applications/players',
    data: { ids: [20], status: 'submitted' },
  });
}, 30_000);

test.each([404, 403] as const)(
  "another club's team application (%s) is the not-found page, with no retry",
  async (status) => {
    missing = status;
    renderAs('command_admin');
    expect(
      await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Could not load the data')).toBeNull();
  },
  30_000,
);

test("another club's player application is the not-found page, with no retry", async () => {
  missing = 404;
  renderAs('command_admin', '/en/cabinet/tournaments/6/teams/3/players/77');
  expect(
    await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
}, 30_000);
