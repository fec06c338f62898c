import { fireEvent, screen } from '@testing-library/react';
import { failure, mockApi, ok, pending, renderRoute, resetApi } from '../../test-utils';
import { tournamentPage } from '../../ui/league-fixtures';
import TournamentsPage from './tournaments-page';

afterEach(() => {
  resetApi();
  jest.restoreAllMocks();
});

const {
  tours: _tours,
  teams: _teams,
  matches_count: _m,
  finished_matches_count: _f,
  logo: _l,
  description: _d,
  match_length_minutes: _ml,
  teams_count: _tc,
  ...item
} = tournamentPage;
const list = ok({
  current: [item],
  upcoming: [],
  past: [{ ...item, id: 3, title: 'Old Cup', main: false, end_date: '2025-11-30' }],
});

test('cards link to the tournament page; an empty bucket says so', async () => {
  mockApi({ '/tournaments-list': pending });
  const a = renderRoute('/en/tournaments', '/tournaments', <TournamentsPage />);
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  a.unmount();
  mockApi({ '/tournaments-list': list });
  renderRoute('/en/tournaments', '/tournaments', <TournamentsPage />);
  expect(await screen.findByRole('link', { name: 'U-14 Championship' })).toHaveAttribute('href', '/en/tournaments/6');
  expect(screen.getByRole('link', { name: 'Old Cup' })).toHaveAttribute('href', '/en/tournaments/3');
  expect(screen.getByText('Main tournament')).toBeInTheDocument();
  expect(screen.getByText('No tournaments in this section')).toBeInTheDocument();
});

test('a failure shows a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let down = true;
  mockApi({ '/tournaments-list': () => (down ? failure(500) : list) });
  renderRoute('/tournaments', '/tournaments', <TournamentsPage />);
  const retry = await screen.findByRole('button', { name: 'Қайталау' });
  down = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('link', { name: 'U-14 Championship' })).toBeInTheDocument();
});
