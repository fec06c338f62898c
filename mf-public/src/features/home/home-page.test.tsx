import { fireEvent, screen, within } from '@testing-library/react';
import { failure, mockApi, ok, pending, renderRoute, resetApi } from '../../test-utils';
import { followedTeamsAtom, publicOriginAtom, store } from '@league/shared';
import { matchCard, tableRows, tournamentPage } from '../../ui/league-fixtures';
import { teamDetail } from '../../ui/people-fixtures';
import HomePage from './home-page';

afterEach(() => {
  resetApi();
  jest.restoreAllMocks();
});

const all = {
  '/handbook/main-tournament': ok(tournamentPage),
  '/tournaments/6/table': ok({ tournament_id: 6, from_tour_id: null, to_tour_id: null, rows: tableRows }),
  '/nearest-matches': ok({
    tournament: { id: 6, slug: 'u14', title: 'U-14' },
    next: [matchCard({ id: 12, status: 'scheduled', score: null })],
    last: [matchCard()],
  }),
  '/news': {
    success: true,
    data: [
      {
        id: 1,
        slug: 'first',
        title: 'First news',
        lead: null,
        image: null,
        published_at: '2026-03-01T10:00:00.000Z',
        tags: [],
      },
    ],
    meta: { total: 1, page: 1, per_page: 4 },
  },
  '/video': {
    success: true,
    data: [
      {
        id: 1,
        title: 'Highlights',
        url: 'https://example.com/v',
        embed_url: null,
        thumbnail: null,
        published_at: '2026-03-01T10:00:00.000Z',
        season_id: null,
        match_id: null,
      },
    ],
    meta: { total: 1, page: 1, per_page: 3, seasons: [] },
  },
  '/partners': ok([{ id: 1, name: 'Dala Bank', logo: null, url: 'https://example.com', kind: 'general' }]),
  '/banners': ok([]),
};

test('loading shows skeletons', () => {
  mockApi(Object.fromEntries(Object.keys(all).map((k) => [k, pending])));
  renderRoute('/en', '/', <HomePage />);
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(3);
});

test('table top rows with a link to the full table, nearest matches, news, videos, partners', async () => {
  mockApi(all);
  renderRoute('/en', '/', <HomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Youth Football League' })).toBeInTheDocument();
  const table = within(await screen.findByRole('region', { name: 'Standings' }));
  expect(await table.findByRole('link', { name: 'Alatau 2012' })).toHaveAttribute('href', '/en/teams/alatau-2012');
  expect(table.getByRole('link', { name: 'Full table' })).toHaveAttribute('href', '/en/tournaments/6');
  expect(within(screen.getByRole('region', { name: 'Upcoming matches' })).getByText('– : –')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Latest results' })).getByText('2 : 1')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'First news' })).toHaveAttribute('href', '/en/news/first');
  expect(await screen.findByRole('link', { name: 'Highlights' })).toBeInTheDocument();
  expect(await screen.findByText('Dala Bank')).toBeInTheDocument();
});

test('a missing news endpoint or a failing block never breaks the page; retry works', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let videosDown = true;
  mockApi({
    ...all,
    '/news': undefined,
    '/video': () => (videosDown ? failure(500) : all['/video']),
    '/partners': ok([]),
    '/banners': failure(500),
  });
  renderRoute('/ru', '/', <HomePage />);
  const news = within(await screen.findByRole('region', { name: 'Новости' }));
  expect(await news.findByRole('alert')).toBeInTheDocument();
  expect(await screen.findByText('Список партнёров пуст')).toBeInTheDocument();
  expect((await screen.findAllByRole('link', { name: 'Alatau 2012' })).length).toBeGreaterThan(0);
  const videos = within(screen.getByRole('region', { name: 'Видео' }));
  videosDown = false;
  fireEvent.click(await videos.findByRole('button', { name: 'Повторить' }));
  expect(await videos.findByRole('link', { name: 'Highlights' })).toBeInTheDocument();
});

test('no main tournament: the table block says so', async () => {
  mockApi({ ...all, '/handbook/main-tournament': ok(null) });
  renderRoute('/en', '/', <HomePage />);
  expect(await screen.findByText('No main tournament has been chosen yet')).toBeInTheDocument();
});

test.each([
  ['/en', 'My team', 'Next match', 'Table position: 3', 'On the map'],
  ['/ru', 'Моя команда', 'Следующий матч', 'Место в таблице: 3', 'На карте'],
  ['', 'Менің командам', 'Келесі матч', 'Кестедегі орны: 3', 'Картадан'],
] as const)(
  'a followed team opens the home page (%s): next match, place and map, last result, position, calendar',
  async (url, title, next, position, map) => {
    store.set(followedTeamsAtom, ['ordabasy-2012']);
    store.set(publicOriginAtom, 'https://league.example.org');
    mockApi({ ...all, '/teams/ordabasy-2012': ok(teamDetail) });
    renderRoute(url || '/', '/', <HomePage />);
    const block = await screen.findByRole('region', { name: title });
    const card = await within(block).findByRole('article', { name: 'Ordabasy 2012' });
    expect(within(card).getByText(next)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kairat 2012 — Astana 2012' })).toHaveAttribute(
      'href',
      `${url}/matches/101`,
    );
    expect(within(card).getByRole('link', { name: 'Kairat 2012 2:1 Astana 2012' })).toBeInTheDocument();
    expect(within(card).getByText(position)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: map })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Central',
    );
    expect(card.querySelector('a[href^="webcal://league.example.org/api/v1/ical/teams/3"]')).not.toBeNull();
    // The home page's first block: before the table.
    expect(block.compareDocumentPosition(screen.getByRole('region', { name: /standings|таблица|кестесі/i })) & 4).toBe(
      4,
    );
    store.set(followedTeamsAtom, []);
  },
);

test('no followed team, no block', async () => {
  mockApi(all);
  renderRoute('/en', '/', <HomePage />);
  await screen.findByText('First news');
  expect(screen.queryByRole('region', { name: 'My team' })).toBeNull();
});
