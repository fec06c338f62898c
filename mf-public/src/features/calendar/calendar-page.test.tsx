import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, fakeApi, never, ok, renderAt, requests, resetFakeApi } from '../../ui/league-test-utils';
import { calendar, tournamentPage } from '../../ui/league-fixtures';
import CalendarPage from './calendar-page';

afterEach(() => {
  resetFakeApi();
  jest.restoreAllMocks();
});

const handbooks = {
  '/handbook/tournament': ok([
    { id: 6, slug: 'u14', title: 'U-14 Championship' },
    { id: 7, slug: 'u16', title: 'U-16 Championship' },
  ]),
  '/handbook/main-tournament': ok(tournamentPage),
};

test('loading, then tours → days → matches of the main tournament with dates', async () => {
  fakeApi({ ...handbooks, '/calendar/matches': never });
  const a = renderAt('/en/calendar', '/calendar', <CalendarPage />);
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  a.unmount();
  fakeApi({ ...handbooks, '/calendar/matches': ok(calendar) });
  renderAt('/en/calendar', '/calendar', <CalendarPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: '01 March 2026' })).toBeInTheDocument();
  expect(screen.getAllByText('1 March, 15:00')).toHaveLength(2);
  await waitFor(() => expect(screen.getByLabelText('Tournament')).toHaveValue('6'));
});

test('groups and the tournament select change the URL', async () => {
  fakeApi({ ...handbooks, '/calendar/matches': ok(calendar) });
  renderAt('/en/calendar', '/calendar', <CalendarPage />);
  await screen.findByRole('heading', { level: 2, name: 'Tour 1' });
  expect(screen.getAllByRole('article')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
  await screen.findByRole('option', { name: 'U-16 Championship' });
  fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: '7' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/calendar?tournament_id=7'));
  await waitFor(() => expect(requests).toContain('/calendar/matches?tournament_id=7'));
});

test('empty and error states', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({ ...handbooks, '/calendar/matches': ok({ all: [], not_started: [], completed: [] }) });
  const a = renderAt('/calendar', '/calendar', <CalendarPage />);
  expect(await screen.findByText('Бұл топта матч жоқ')).toBeInTheDocument();
  a.unmount();
  let down = true;
  fakeApi({ ...handbooks, '/calendar/matches': () => (down ? fail(500) : ok(calendar)) });
  renderAt('/calendar', '/calendar', <CalendarPage />);
  const retry = await screen.findByRole('button', { name: 'Қайталау' });
  down = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
});
