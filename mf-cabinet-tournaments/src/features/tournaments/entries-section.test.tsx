// A tournament's entry requests (ADR 0176): the league refuses only with a reason — the server's
// refusal lands on the reason's field and the dialog stays open until the refusal is stored; a
// command_admin asks to enter with one of its teams while the window is open.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { api, AppProviders, ToastView } from '@league/shared';
import { inEnglish, invalid, reply, resetApi, sentBody, signIn } from '../../test-utils';
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
  if ((config.method ?? 'get').toUpperCase() === 'POST') {
    const body = sentBody(config);
    posted.push({ url: config.url ?? '', body });
    if (body.decision === 'refuse' && !body.reason?.trim())
      invalid(config, { reason: ['Give the reason of the refusal'] });
    if (body.decision === 'refuse')
      return reply(config, { success: true, data: { ...request, status: 'refused', reason: body.reason } });
    return reply(config, { success: true, data: { ...request, team: teams[0] } }, 201);
  }
  return reply(config, {
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
  inEnglish();
});
afterEach(resetApi);

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
  signIn('super_admin');
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
  signIn('command_admin', 2);
  renderSection(false);
  await userEvent.selectOptions(await screen.findByLabelText('Team'), 'Altai 2012 B (2012)');
  await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
  await waitFor(() => expect(posted).toEqual([{ url: '/cabinet/tournaments/3/entries', body: { team_id: 6 } }]));
}, 30_000);
