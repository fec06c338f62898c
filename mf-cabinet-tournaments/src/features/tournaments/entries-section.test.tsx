// A tournament's entry requests (ADR 0176): the league refuses only with a reason — the server's
// refusal lands on the reason's field and the dialog stays open until the refusal is stored; a
// command_admin asks to enter with one of its teams while the window is open.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import {
  addNamespace,
  api,
  AppProviders,
  authAtom,
  initI18n,
  localeAtom,
  resetDataStores,
  store,
  ToastView,
} from '@league/shared';
import { resources } from '../../i18n';
import { EntriesSection } from './entries-section';

const posted: Array<{ url: string; body: Record<string, unknown> }> = [];
const request = {
  id: 7,
  status: 'pending',
  team: { id: 5, title: 'Altai 2012', birth_year: 2012 },
  club: { id: 2, title: 'Altai' },
  reason: null,
  created_at: '2026-03-01T06:00:00Z',
  decided_at: null,
};
let teams: Array<{ id: number; title: string; birth_year: number }> = [];

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  const reply = (data: unknown, status = 200) =>
    ({ data, status, statusText: '', headers: {}, config }) as AxiosResponse;
  if ((config.method ?? 'get').toUpperCase() === 'POST') {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    posted.push({ url: config.url ?? '', body });
    if (body.decision === 'refuse' && !body.reason?.trim()) {
      throw new AxiosError(
        'failed',
        '422',
        config,
        null,
        reply(
          {
            success: false,
            message: 'The data is not valid',
            data: { errors: { reason: ['Give the reason of the refusal'] } },
          },
          422,
        ),
      );
    }
    if (body.decision === 'refuse')
      return reply({ success: true, data: { ...request, status: 'refused', reason: body.reason } });
    return reply({ success: true, data: { ...request, team: teams[0] } }, 201);
  }
  return reply({
    success: true,
    data: {
      window: { opens_on: '2026-02-20', closes_on: '2026-03-10', open: true },
      requests: teams.length ? [] : [request],
      teams,
    },
  });
}

beforeEach(() => {
  posted.length = 0;
  api.defaults.adapter = async (config) => answer(config);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  initI18n('en');
  addNamespace('cab-tournaments', resources);
  store.set(localeAtom, 'en');
});
afterEach(() => {
  api.defaults.adapter = undefined;
  resetDataStores();
  store.set(authAtom, null);
  jest.restoreAllMocks();
});

const renderSection = (admin: boolean) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/en/cabinet/tournaments/3']}>
        <EntriesSection tournamentId={3} admin={admin} finished={false} />
      </MemoryRouter>
      <ToastView />
    </AppProviders>,
  );

test('a refusal without a reason keeps the dialog open with the error on the reason field; with one it is stored and the dialog closes', async () => {
  teams = [];
  store.set(authAtom, {
    token: 't',
    user: { id: 1, name: 'Admin', email: 'a@league.test', role: { slug: 'super_admin' }, club_id: null },
  });
  renderSection(true);
  expect(await screen.findByText(/Teams may ask to enter/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refuse: Altai 2012' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refuse the request: Altai 2012' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(await within(dialog).findByText('Give the reason of the refusal')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Reason of the refusal')).toHaveAccessibleDescription(
    expect.stringContaining('Give the reason of the refusal'),
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Reason of the refusal'), 'The band is full');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posted.map((p) => p.body)).toEqual(
    [{ decision: 'refuse' }, { decision: 'refuse', reason: 'The band is full' }].map((b) => expect.objectContaining(b)),
  );
}, 30_000);

test('a command_admin asks to enter with one of its teams while the window is open', async () => {
  teams = [
    { id: 5, title: 'Altai 2012', birth_year: 2012 },
    { id: 6, title: 'Altai 2012 B', birth_year: 2012 },
  ];
  store.set(authAtom, {
    token: 't',
    user: { id: 2, name: 'Team', email: 'team@league.test', role: { slug: 'command_admin' }, club_id: 2 },
  });
  renderSection(false);
  await userEvent.selectOptions(await screen.findByLabelText('Team'), 'Altai 2012 B (2012)');
  await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
  await waitFor(() => expect(posted).toEqual([{ url: '/cabinet/tournaments/3/entries', body: { team_id: 6 } }]));
}, 30_000);
