// The official's appointments page (ADR 0213): an offer accepted with a tap, another declined with
// its reason (required), a 409 shows the current state, and a day marked unavailable.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment, MyAppointments } from '@league/shared/cabinet';
import { conflict, mockApi, ok, renderPage, resetApi, seenRequests } from '../../test-utils';
import AppointmentsPage from './appointments-page';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const offer = (id: number, host: string, status: Appointment['status'] = 'offered'): Appointment => ({
  match: { id, tournament_id: 6, date_time: '2026-03-07T11:00:00Z', host, guest: 'Yessil 2012', stadium: 'Central' },
  role: 'main_referee',
  status,
  decline_reason: null,
  offered_at: '2026-03-01T10:00:00Z',
  answered_at: null,
});
const writes = () => seenRequests.filter((r) => r.method !== 'GET');

test('an offer is accepted with a tap; another is declined with its reason; a day is marked unavailable', async () => {
  let state: MyAppointments = { offers: [offer(41, 'Altai 2012'), offer(42, 'Kairat 2012')], unavailable: [] };
  mockApi({
    '/cabinet/appointments': () => ok(state),
    'POST /cabinet/appointments/answer': (r: { data: { match_id: number; decision: string; reason?: string } }) => {
      state = {
        ...state,
        offers: state.offers.map((o) =>
          o.match.id === r.data.match_id
            ? {
                ...o,
                status: r.data.decision === 'accept' ? 'accepted' : 'declined',
                decline_reason: r.data.reason ?? null,
              }
            : o,
        ),
      };
      return ok(state);
    },
    'POST /cabinet/appointments/unavailable': (r: { data: { day: string } }) => {
      state = { ...state, unavailable: [r.data.day] };
      return ok(state);
    },
  });
  renderPage('/en/cabinet/appointments', { '/cabinet/appointments': <AppointmentsPage /> }, { role: 'referee' });
  const user = userEvent.setup();
  const first = await screen.findByRole('group', { name: 'Altai 2012 — Yessil 2012' });
  await user.click(within(first).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('Accepted')).toBeInTheDocument();
  const second = screen.getByRole('group', { name: 'Kairat 2012 — Yessil 2012' });
  await user.click(within(second).getByRole('button', { name: 'Decline' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  // The reason is required: nothing is sent without it.
  expect(writes()).toHaveLength(1);
  await user.type(within(dialog).getByLabelText('Reason'), 'Family wedding');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText(/Declined/)).toBeInTheDocument();
  expect(screen.getByText(/«Family wedding»/)).toBeInTheDocument();
  expect(writes().map((w) => w.data)).toEqual([
    { match_id: 41, role: 'main_referee', decision: 'accept' },
    { match_id: 42, role: 'main_referee', decision: 'decline', reason: 'Family wedding' },
  ]);
  const days = screen.getByRole('region', { name: 'Days you cannot officiate' });
  await user.type(within(days).getByLabelText('Day'), '2026-03-14');
  await user.click(within(days).getByRole('button', { name: 'Mark' }));
  await waitFor(() => expect(within(days).getByRole('listitem')).toBeInTheDocument());
  expect(writes().at(-1)!.data).toEqual({ day: '2026-03-14' });
});

test('an answer to an offer withdrawn meanwhile shows the current state', async () => {
  mockApi({
    '/cabinet/appointments': ok({ offers: [offer(41, 'Altai 2012')], unavailable: [] }),
    'POST /cabinet/appointments/answer': () => conflict({ offers: [], unavailable: [] }, 'Answered'),
  });
  renderPage('/en/cabinet/appointments', { '/cabinet/appointments': <AppointmentsPage /> }, { role: 'referee' });
  const user = userEvent.setup();
  const first = await screen.findByRole('group', { name: 'Altai 2012 — Yessil 2012' });
  await user.click(within(first).getByRole('button', { name: 'Accept' }));
  expect(
    await screen.findByText('This offer has been answered or withdrawn; it shows the current state now.'),
  ).toBeInTheDocument();
  expect(screen.getByText('No appointments to coming matches')).toBeInTheDocument();
});
