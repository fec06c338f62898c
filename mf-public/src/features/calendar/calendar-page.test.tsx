import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, mockApi, ok, pending, renderRoute, resetApi, seenUrls } from '../../test-utils';
import { calendar, tournamentPage } from '../../ui/league-fixtures';
import CalendarPage from './calendar-page';

afterEach(() => {
  resetApi();
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
  mockApi({ ...handbooks, '/calendar/matches': pending });
  const a = renderRoute('/en/calendar', '/calendar', <CalendarPage />);
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  a.unmount();
  mockApi({ ...handbooks, '/calendar/matches': ok(calendar) });
  renderRoute('/en/calendar', '/calendar', <CalendarPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: '01 March 2026' })).toBeInTheDocument();
  expect(screen.getAllByText('1 March, 15:00')).toHaveLength(2);
  await waitFor(() => expect(screen.getByLabelText('Tournament')).toHaveValue('6'));
});

test('groups and the tournament select change the URL', async () => {
  mockApi({ ...handbooks, '/calendar/matches': ok(calendar) });
  renderRoute('/en/calendar', '/calendar', <CalendarPage />);
  await screen.findByRole('heading', { level: 2, name: 'Tour 1' });
  expect(screen.getAllByRole('article')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
  await screen.findByRole('option', { name: 'U-16 Championship' });
  fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: '7' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/calendar?tournament_id=7'));
  await waitFor(() => expect(seenUrls()).toContain('/calendar/matches?tournament_id=7'));
});

test('empty and error states', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({ ...handbooks, '/calendar/matches': ok({ all: [], not_started: [], completed: [] }) });
  const a = renderRoute('/calendar', '/calendar', <CalendarPage />);
  expect(await screen.findByText('Бұл топта матч жоқ')).toBeInTheDocument();
  a.unmount();
  let down = true;
  mockApi({ ...handbooks, '/calendar/matches': () => (down ? failure(500) : ok(calendar)) });
  renderRoute('/calendar', '/calendar', <CalendarPage />);
  const retry = await screen.findByRole('button', { name: 'Қайталау' });
  down = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
});
