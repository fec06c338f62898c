import { fireEvent, screen } from '@testing-library/react';
import { failWith, fakeApi, never, ok, renderPage, resetFakeApi, seen } from '../../ui/content-test-utils';
import SearchPage from './search-page';

afterEach(resetFakeApi);

const results = {
  q: 'Zhanibek',
  total: 3,
  players: [{ id: 1, slug: 'zhanibek-k', name: 'Жәнібек Қасымов', position: 'FW', photo: null, team: { id: 2, slug: 'kairat-u14', title: 'Қайрат U-14' } }],
  teams: [],
  clubs: [{ id: 3, slug: 'kairat', title: 'Қайрат', logo: null }],
  referees: [],
  news: [],
  matches: [{ id: 9, date_time: '2026-02-01T10:00:00Z', status: 'finished', tournament: 'U-14', host: { id: 2, slug: 'kairat-u14', title: 'Қайрат U-14' }, guest: { id: 4, slug: 'astana-u14', title: 'Астана U-14' } }],
};

test('without a query: a prompt, no request', () => {
  fakeApi({});
  renderPage('/search', '/search', <SearchPage />);
  expect(screen.getByText('Атауын кириллицамен немесе латынмен енгізіңіз.')).toBeInTheDocument();
  expect(seen).toHaveLength(0);
});

test('loading', () => {
  fakeApi({ '/search': never });
  renderPage('/search?q=Zhanibek', '/search', <SearchPage />);
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
});

test('results grouped by kind with links to their pages', async () => {
  fakeApi({ '/search': ok(results) });
  renderPage('/search?q=Zhanibek', '/search', <SearchPage />);
  expect(await screen.findByRole('link', { name: 'Жәнібек Қасымов' })).toHaveAttribute('href', '/players/zhanibek-k');
  expect(screen.getByRole('heading', { name: /Ойыншылар/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Клубтар/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Төрешілер/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Қайрат' })).toHaveAttribute('href', '/clubs/kairat');
  expect(screen.getByRole('link', { name: 'Қайрат U-14 — Астана U-14' })).toHaveAttribute('href', '/matches/9');
  expect(seen[0].params).toEqual({ q: 'Zhanibek' });
  expect(screen.getByRole('searchbox')).toHaveValue('Zhanibek');
});

test('submitting puts the trimmed query into the URL', async () => {
  fakeApi({ '/search': ok({ ...results, q: 'Жанибек' }) });
  renderPage('/en/search', '/search', <SearchPage />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search query' }), { target: { value: '  Жанибек  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/en/search?q=%D0%96%D0%B0%D0%BD%D0%B8%D0%B1%D0%B5%D0%BA');
  expect(await screen.findByRole('link', { name: 'Жәнібек Қасымов' })).toHaveAttribute('href', '/en/players/zhanibek-k');
});

test('nothing found', async () => {
  fakeApi({ '/search': ok({ ...results, total: 0, players: [], clubs: [], matches: [] }) });
  renderPage('/ru/search?q=qqq', '/search', <SearchPage />);
  expect(await screen.findByText('По запросу «qqq» ничего не найдено')).toBeInTheDocument();
});

test('error with retry', async () => {
  let calls = 0;
  fakeApi({ '/search': () => (++calls <= 2 ? failWith(500) : ok(results)) });
  renderPage('/search?q=Zhanibek', '/search', <SearchPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('link', { name: 'Жәнібек Қасымов' })).toBeInTheDocument();
});
