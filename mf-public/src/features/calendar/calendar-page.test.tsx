import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok, pending, renderRoute, resetApi, seenUrls } from '../../test-utils';
import { calendar, matchCard, tournamentPage } from '../../ui/league-fixtures';
import { currentTourNumber } from '../../ui/calendar-view';
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

// A season of three rounds: the first played, the second half played (today's round), the third to come.
const tour = (n: number, matches: ReturnType<typeof matchCard>[]) => ({
  tour_name: `Tour ${n}`,
  tour_number: n,
  tour_id: 100 + n,
  days: [{ date: `2026-03-0${n}`, matches }],
});
const played = (id: number, n: number) =>
  matchCard({ id, tour_name: `Tour ${n}`, date_time: `2026-03-0${n}T10:00:00.000Z` });
const coming = (id: number, n: number) =>
  matchCard({ id, tour_name: `Tour ${n}`, status: 'scheduled', score: null, date_time: `2026-03-0${n}T14:00:00.000Z` });
const season = {
  all: [tour(1, [played(1, 1)]), tour(2, [played(2, 2), coming(3, 2)]), tour(3, [coming(4, 3)])],
  not_started: [tour(2, [coming(3, 2)]), tour(3, [coming(4, 3)])],
  completed: [tour(1, [played(1, 1)]), tour(2, [played(2, 2)])],
};

test('the current round: the one being played, else the soonest to be played, else the last', () => {
  expect(currentTourNumber(season.all)).toBe(2);
  expect(
    currentTourNumber([
      tour(1, [played(1, 1)]),
      tour(2, [matchCard({ id: 2, status: 'live' })]),
      tour(3, [coming(4, 3)]),
    ]),
  ).toBe(2);
  expect(currentTourNumber([tour(3, [coming(4, 3)]), tour(4, [coming(5, 1)])])).toBe(4);
  expect(currentTourNumber([tour(1, [played(1, 1)]), tour(2, [played(2, 2)])])).toBe(2);
  expect(currentTourNumber([])).toBeNull();
});

test('the fixtures open at the current round; the others and the whole season are a tap away', async () => {
  mockApi({ ...handbooks, '/calendar/matches': ok(season) });
  renderRoute('/en/calendar', '/calendar', <CalendarPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 2' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2, name: 'Tour 1' })).not.toBeInTheDocument();
  const rounds = screen.getByRole('navigation', { name: 'Rounds' });
  expect(screen.getByLabelText('Round')).toHaveValue('2');
  fireEvent.click(within(rounds).getByRole('button', { name: 'Next round' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/calendar?tour=3'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 3' })).toBeInTheDocument();
  expect(within(rounds).getByRole('button', { name: 'Next round' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'all' } });
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Tour 1',
    'Tour 2',
    'Tour 3',
  ]);
  // Played matches open at the latest played round.
  fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/calendar?group=completed'));
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Tour 2']);
  fireEvent.click(
    within(screen.getByRole('navigation', { name: 'Rounds' })).getByRole('button', { name: 'Previous round' }),
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
});

test('the round list is a GET form the server answers (before the page is live), keeping the other choices', async () => {
  mockApi({ ...handbooks, '/calendar/matches': ok(season) });
  renderRoute('/en/calendar?group=completed&tour=1', '/calendar', <CalendarPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
  const select = screen.getByLabelText('Round') as HTMLSelectElement;
  expect(select.name).toBe('tour');
  const form = select.form!;
  expect(form.getAttribute('method')).toBe('get');
  expect(form).toHaveAttribute('data-wake-submit');
  const sent = [...new FormData(form)].map(([name, value]) => `${name}=${value}`);
  expect(sent).toEqual(['group=completed', 'tour=1']);
});

test('a round in the address is kept (Kazakh)', async () => {
  mockApi({ ...handbooks, '/calendar/matches': ok(season) });
  renderRoute('/calendar?tour=1', '/calendar', <CalendarPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Tour 1' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Турлар' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Алдыңғы тур' })).toBeDisabled();
  expect(screen.getByRole('option', { name: 'Барлық турлар' })).toBeInTheDocument();
});

test('a moved fixture says so in the calendar: cancelled with its reason, postponed with its former kick-off or the date to be set', async () => {
  const moved: typeof calendar = {
    ...calendar,
    all: [
      {
        tour_name: 'Tour 1',
        tour_number: 1,
        tour_id: 100,
        days: [
          {
            date: '2026-03-01',
            matches: [
              matchCard({ id: 21, status: 'cancelled', score: null, cancellation_reason: 'Waterlogged pitch' }),
              matchCard({
                id: 22,
                status: 'postponed',
                score: null,
                date_time: '2026-03-08T10:00:00.000Z',
                postponed_from: '2026-03-01T10:00:00.000Z',
              }),
              matchCard({
                id: 23,
                status: 'postponed',
                score: null,
                date: null,
                date_time: null,
                postponed_from: '2026-03-01T10:00:00.000Z',
              }),
            ],
          },
        ],
      },
    ],
  };
  mockApi({ ...handbooks, '/calendar/matches': ok(moved) });
  renderRoute('/en/calendar', '/calendar', <CalendarPage />);
  const [cancelled, postponed, toBeSet] = await screen.findAllByRole('article');
  expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
  expect(within(cancelled).getByText('Match cancelled: Waterlogged pitch')).toBeInTheDocument();
  expect(within(postponed).getByText('Postponed')).toBeInTheDocument();
  expect(within(postponed).getByText('Match postponed (was 1 March, 15:00)')).toBeInTheDocument();
  expect(within(toBeSet).getByText('Match postponed: new date to be set')).toBeInTheDocument();
});
