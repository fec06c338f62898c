// The team application page before anyone presses a button: an ineligible person is greyed out
// with the engine's reason and cannot be selected; each role sees only the actions the answer
// allows; a bulk accept sends the chosen application ids in one request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { addNamespace, api, initI18n } from '@league/shared';
import type { CabinetTeamApplication } from '@league/shared/cabinet';
import { resources } from '../../i18n';
import { findPersonCard, personCard, renderRoutes, resetApi, signIn } from '../../test-utils';
import { teamApplication, teamEntry } from './application-fixture';
import TeamApplicationPage from './team-application-page';

const page = (role: 'super_admin' | 'command_admin'): CabinetTeamApplication =>
  teamApplication(
    role === 'super_admin'
      ? [
          teamEntry(1, 'Morozov Kirill', 'pending', ['submitted', 'rejected']),
          teamEntry(2, 'Nurlanov Bekarys', 'pending', ['submitted', 'rejected']),
          teamEntry(3, 'Omarov Kuanysh', 'pending', ['submitted', 'rejected'], false),
          teamEntry(5, 'Seitkali Daniyar', 'disqualified', ['submitted']),
        ]
      : [
          teamEntry(4, 'Izbassarov Alisher', 'rejected', ['pending']),
          teamEntry(3, 'Omarov Kuanysh', 'empty', ['pending'], false),
        ],
  );

let writes: Array<{ method: string; url: string; data: unknown }> = [];

function answer(config: InternalAxiosRequestConfig, role: 'super_admin' | 'command_admin'): AxiosResponse {
  const ok = (data: unknown): AxiosResponse =>
    ({ data, status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse;
  if (config.method === 'get' && String(config.url).endsWith('.csv')) {
    writes.push({ method: 'get', url: String(config.url), data: null });
    return {
      ...ok(new Blob(['\uFEFFTeam,Role\r\n'], { type: 'text/csv' })),
      headers: { 'content-disposition': 'attachment; filename="application-6-2.csv"' },
    } as AxiosResponse;
  }
  if (config.method === 'get') return ok({ success: true, data: page(role) });
  writes.push({ method: String(config.method), url: String(config.url), data: JSON.parse(String(config.data)) });
  return ok({ success: true, data: { ids: [10, 20], status: 'submitted' } });
}

beforeAll(() => {
  initI18n('en');
  addNamespace('cab-tournaments', resources);
});
afterEach(() => {
  resetApi();
  writes = [];
});

function renderAs(role: 'super_admin' | 'command_admin') {
  signIn(role, 2);
  api.defaults.adapter = async (config) => answer(config, role);
  return renderRoutes(
    '/en/cabinet/tournaments/6/teams/2',
    { '/en/cabinet/tournaments/:id/teams/:club_id': <TeamApplicationPage /> },
    { toasts: false },
  );
}

test('greys out an ineligible person with the reason; the team may send only the others', async () => {
  renderAs('command_admin');
  const omarov = await findPersonCard('Omarov Kuanysh');
  expect(omarov).toHaveClass('ca-person--ineligible');
  expect(within(omarov).getByText(/Missing document: Heart ultrasound/)).toBeInTheDocument();
  expect(within(omarov).queryByRole('checkbox')).toBeNull();
  expect(within(omarov).queryByRole('button')).toBeNull();
  const izbassarov = personCard('Izbassarov Alisher');
  expect(within(izbassarov).getByText('Rejected because: Stamp missing')).toBeInTheDocument();
  expect(within(izbassarov).getByRole('button', { name: 'Send to the application: Izbassarov Alisher' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
});

test('the league accepts the chosen eligible people in one request', async () => {
  const user = userEvent.setup();
  renderAs('super_admin');
  await user.click(await screen.findByRole('checkbox', { name: 'Select Morozov Kirill' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Nurlanov Bekarys' }));
  // The ineligible one may be rejected but not accepted: its card offers Reject only.
  const omarov = personCard('Omarov Kuanysh');
  expect(within(omarov).queryByRole('button', { name: /^Accept/ })).toBeNull();
  expect(within(omarov).getByRole('button', { name: 'Reject: Omarov Kuanysh' })).toBeEnabled();
  // A disqualified person is reinstated from their own page only: no checkbox, no button here.
  const seitkali = personCard('Seitkali Daniyar');
  expect(within(seitkali).queryByRole('checkbox')).toBeNull();
  expect(within(seitkali).queryByRole('button')).toBeNull();
  const bulk = screen.getByRole('group', { name: 'Actions' });
  await user.click(within(bulk).getByRole('button', { name: 'Accept' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toEqual({
    method: 'put',
    url: '/cabinet/applications/players',
    data: { ids: [10, 20], status: 'submitted' },
  });
});

test('the application downloads as CSV under the API file name, with the token', async () => {
  const user = userEvent.setup();
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:application'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  renderAs('command_admin');
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(saved).toEqual(['application-6-2.csv blob:application']));
  expect(writes.map((w) => w.url)).toEqual([
    expect.stringMatching(/\/cabinet\/tournaments\/6\/teams\/2\/application\.csv$/),
  ]);
});

test('prints only the listed players (sent or accepted) with their status, under a header naming the team and tournament, with signature lines', async () => {
  const print = jest.fn();
  Object.assign(window, { print });
  const user = userEvent.setup();
  renderAs('super_admin');
  await user.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  const sheet = document.querySelector('.ca-print') as HTMLElement;
  const players = within(sheet).getByRole('table', { name: /Players/ });
  const rows = within(players).getAllByRole('row').slice(1);
  // The disqualified player is not on the sheet.
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'Morozov Kirill',
    'Nurlanov Bekarys',
    'Omarov Kuanysh',
  ]);
  expect(rows[0]).toHaveTextContent('Under consideration');
  expect(within(sheet).getByLabelText('Signatures')).toHaveTextContent(/Head of the club.*Head coach.*For the league/);
  expect(document.querySelector('.lg-print-head')).toHaveTextContent(
    'Youth Football LeagueYessil 2012 — U-14 Boys 2026',
  );
});

test('a team with nobody listed prints no rejected or unlisted player, and says the application is empty', async () => {
  const user = userEvent.setup();
  Object.assign(window, { print: jest.fn() });
  renderAs('command_admin');
  await user.click(await screen.findByRole('button', { name: 'Print' }));
  const sheet = document.querySelector('.ca-print') as HTMLElement;
  expect(within(sheet).queryByRole('table')).toBeNull();
  expect(sheet).toHaveTextContent('No players on the application');
  expect(sheet).not.toHaveTextContent('Izbassarov');
});
