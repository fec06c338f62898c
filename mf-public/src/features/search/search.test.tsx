import { fireEvent, screen } from '@testing-library/react';
import {
  failsTwiceThen,
  mockApi,
  ok,
  renderLoading,
  renderRoute,
  resetApi,
  seenRequests,
  type SeenRequest,
} from '../../test-utils';
import SearchPage from './search-page';

afterEach(resetApi);

const results = {
  q: 'Zhanibek',
  total: 3,
  counts: { players: 1, teams: 0, clubs: 1, referees: 0, news: 0, matches: 1 },
  players: [
    {
      id: 1,
      slug: 'zhanibek-k',
      name: 'Жәнібек Қасымов',
      position: 'FW',
      photo: null,
      team: { id: 2, slug: 'kairat-u14', title: 'Қайрат U-14' },
    },
  ],
  teams: [],
  clubs: [{ id: 3, slug: 'kairat', title: 'Қайрат', logo: null }],
  referees: [],
  news: [],
  matches: [
    {
      id: 9,
      date_time: '2026-02-01T10:00:00Z',
      status: 'finished',
      tournament: 'U-14',
      host: { id: 2, slug: 'kairat-u14', title: 'Қайрат U-14' },
      guest: { id: 4, slug: 'astana-u14', title: 'Астана U-14' },
    },
  ],
};

test('without a query: a prompt, no request', () => {
  mockApi({});
  renderRoute('/search', '/search', <SearchPage />);
  expect(screen.getByText('Атауын кириллицамен немесе латынмен енгізіңіз.')).toBeInTheDocument();
  expect(seenRequests).toHaveLength(0);
});

test('loading', () => {
  renderLoading(['/search'], '/search?q=Zhanibek', '/search', <SearchPage />);
});

test('results grouped by kind with links to their pages', async () => {
  mockApi({ '/search': ok(results) });
  renderRoute('/search?q=Zhanibek', '/search', <SearchPage />);
  expect(await screen.findByRole('link', { name: 'Жәнібек Қасымов' })).toHaveAttribute('href', '/players/zhanibek-k');
  expect(screen.getByRole('heading', { name: /Ойыншылар/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Клубтар/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Төрешілер/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Қайрат' })).toHaveAttribute('href', '/clubs/kairat');
  expect(screen.getByRole('link', { name: 'Қайрат U-14 — Астана U-14' })).toHaveAttribute('href', '/matches/9');
  expect(seenRequests[0].params).toEqual({ q: 'Zhanibek' });
  expect(screen.getByRole('searchbox')).toHaveValue('Zhanibek');
});

test('submitting puts the trimmed query into the URL', async () => {
  mockApi({ '/search': ok({ ...results, q: 'Жанибек' }) });
  renderRoute('/en/search', '/search', <SearchPage />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search query' }), { target: { value: '  Жанибек  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(
    '/en/search?q=%D0%96%D0%B0%D0%BD%D0%B8%D0%B1%D0%B5%D0%BA',
  );
  expect(await screen.findByRole('link', { name: 'Жәнібек Қасымов' })).toHaveAttribute(
    'href',
    '/en/players/zhanibek-k',
  );
});

test('nothing found', async () => {
  mockApi({
    '/search': ok({
      ...results,
      total: 0,
      counts: { players: 0, teams: 0, clubs: 0, referees: 0, news: 0, matches: 0 },
      players: [],
      clubs: [],
      matches: [],
    }),
  });
  renderRoute('/ru/search?q=qqq', '/search', <SearchPage />);
  expect(await screen.findByText('По запросу «qqq» ничего не найдено')).toBeInTheDocument();
});

test('error with retry', async () => {
  mockApi({ '/search': failsTwiceThen(500, ok(results)) });
  renderRoute('/search?q=Zhanibek', '/search', <SearchPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('link', { name: 'Жәнібек Қасымов' })).toBeInTheDocument();
});

// "zhuma" matches 19 players: the total is every match, and the rest are one link away.
test('the total counts every match, and "show all" asks for every result of a kind', async () => {
  const players = Array.from({ length: 19 }, (_, i) => ({
    id: i + 1,
    slug: `zhumabek-${i + 1}`,
    name: `Zhumabek ${i + 1}`,
    position: null,
    photo: null,
    team: null,
  }));
  const answer = (limit: number) =>
    ok({
      ...results,
      q: 'zhuma',
      total: 19,
      counts: { players: 19, teams: 0, clubs: 0, referees: 0, news: 0, matches: 0 },
      players: players.slice(0, limit),
      clubs: [],
      matches: [],
    });
  mockApi({ '/search': (request: SeenRequest) => answer(Number(request.params?.limit ?? 10)) });
  renderRoute('/en/search?q=zhuma', '/search', <SearchPage />);
  expect(await screen.findByText('Found for “zhuma”: 19')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^Zhumabek/ })).toHaveLength(10);
  const all = screen.getByRole('link', { name: 'Show all (19)' });
  expect(all).toHaveAttribute('href', '/en/search?q=zhuma&limit=50');
  fireEvent.click(all);
  expect(await screen.findByRole('link', { name: 'Zhumabek 19' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^Zhumabek/ })).toHaveLength(19);
  expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull();
});
