// Ending a disqualification (ADR 0205): the league's button on the application's page says so,
// asks first, and sends the person back to "submitted" even when the person would not pass the
// way-in checks today; the team's list offers neither it nor a bulk choice for that person.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage, resetApi, seenRequests } from '../../test-utils';
import { disqualifiedApplication } from './application-fixture';
import { PlayerApplicationPage } from './application-page';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const PATH = '/cabinet/tournaments/:id/teams/:club_id/players/:application_id';

const disqualified = disqualifiedApplication({
  tournament: { id: 6, title: 'U-14 Boys 2026', active: false, finished: false },
  eligibility: { eligible: false, issues: [{ code: 'disqualified', message: 'Disqualified in the tournament' }] },
  allowed: ['submitted'],
  disqualification: { reason: 'Violent conduct', matches: 2, decided_at: '2026-03-01T06:00:00.000Z' },
});

test('the league ends a disqualification from the application page, after confirming', async () => {
  let current = disqualified;
  mockApi({
    'GET /cabinet/applications/players/70': () => ok(current),
    'PUT /cabinet/applications/players': () => {
      current = {
        ...disqualified,
        status: 'submitted',
        allowed: ['unsubmitted', 'disqualified'],
        disqualification: null,
        eligibility: { eligible: true, issues: [] },
      };
      return ok({ ids: [70], status: 'submitted' });
    },
  });
  renderPage('/en/cabinet/tournaments/6/teams/2/players/70', { [PATH]: <PlayerApplicationPage /> });
  const user = userEvent.setup();
  const end = await screen.findByRole('button', { name: 'End the disqualification' });
  expect(end).toBeEnabled();
  await user.click(end);
  const dialog = await screen.findByRole('dialog', { name: 'End the disqualification' });
  expect(dialog).toHaveTextContent('Omarov Kuanysh can play again from the next match');
  await user.click(screen.getAllByRole('button', { name: 'End the disqualification' }).at(-1)!);
  await waitFor(() => expect(seenRequests.filter((r) => r.method === 'PUT')).toHaveLength(1));
  expect(seenRequests.find((r) => r.method === 'PUT')!.data).toEqual({ ids: [70], status: 'submitted' });
  expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
});
