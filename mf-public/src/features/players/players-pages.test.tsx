import { fireEvent, screen, within } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, pending, quietErrors, renderRoute, resetApi, seenUrls } from '../../test-utils';
import { matchItem, paged, playerItem, playerProfile, tournament } from '../../ui/people-fixtures';
import PlayerPage from './player-page';
import PlayersPage from './players-page';

afterEach(resetApi);

describe('players list', () => {
  test('loading, then players; searching puts q in the URL and asks the API', async () => {
    mockApi({ '/players': pending });
    const first = renderRoute('/en/players', '/players', <PlayersPage />);
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    first.unmount();
    mockApi({ '/players': paged([playerItem], 30) });
    renderRoute('/en/players', '/players', <PlayersPage />);
    const link = await screen.findByRole('link', { name: 'Player 11' });
    expect(link).toHaveAttribute('href', '/en/players/player-11');
    expect(screen.getByText('Goalkeeper · 14 years · Ordabasy 2012')).toBeInTheDocument();
    expect(screen.getByText('Homegrown')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText('Search by name'), { target: { value: 'Asan' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('/en/players?q=Asan')).toBeInTheDocument();
    expect(seenUrls()).toContain('/players?page=1&q=Asan&per_page=24');
  });

  test('nothing found and error with retry', async () => {
    mockApi({ '/players': paged([]) });
    const first = renderRoute('/ru/players?q=zzz', '/players', <PlayersPage />);
    expect(await screen.findByText('По запросу «zzz» никого не найдено')).toBeInTheDocument();
    first.unmount();
    const quiet = quietErrors();
    mockApi({ '/players': failsTwiceThen(500, paged([playerItem])) });
    renderRoute('/en/players', '/players', <PlayersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Player 11' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

const statistics = [
  {
    tournament,
    team: playerItem.team,
    matches: 4,
    minutes: 320,
    goals: 2,
    penalties: 1,
    own_goals: 0,
    assists: 1,
    yellow_cards: 1,
    red_cards: 0,
  },
];
const profileApi = {
  '/squad/player/player-11': ok(playerProfile),
  '/squad/player/player-11/statistics': ok(statistics),
  '/squad/player/player-11/matches': paged([matchItem(100)], 1, 1, 10),
  '/squad/player/player-11/tournaments': ok([{ tournament, team: playerItem.team, number: 1, status: 'submitted' }]),
};

describe('player profile', () => {
  test('shows photo fallback, position, number, age, height and weight with units, badges and the sections', async () => {
    mockApi(profileApi);
    renderRoute('/en/players/player-11', '/players/:playerslug', <PlayerPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Player 11' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Player 11' })).toBeInTheDocument();
    expect(screen.getByText('Goalkeeper')).toBeInTheDocument();
    expect(screen.getByText('14 years')).toBeInTheDocument();
    expect(screen.getByText('160 cm')).toBeInTheDocument();
    expect(screen.getByText('50 kg')).toBeInTheDocument();
    expect(screen.getByText('Captain')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kairat' })).toHaveAttribute('href', '/en/clubs/kairat');
    const table = await screen.findByRole('table', { name: 'Statistics by tournament' });
    expect(within(table).getByRole('row', { name: /U-14 Championship/ })).toHaveTextContent('320');
    // Goals and assists lead, so a phone shows them beside the tournament; the box scrolls by keyboard.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tournament', 'Goals', 'Assists', 'Matches', 'Minutes', 'Penalties', 'Yellow', 'Red']);
    expect(screen.getByRole('region', { name: 'Statistics by tournament' })).toHaveAttribute('tabindex', '0');
    expect(await screen.findByRole('list', { name: 'Matches' })).toBeInTheDocument();
    expect(await screen.findByText(/Listed/)).toBeInTheDocument();
  });

  test('empty sections, unknown player and error', async () => {
    mockApi({
      ...profileApi,
      '/squad/player/player-11/statistics': ok([]),
      '/squad/player/player-11/matches': paged([]),
      '/squad/player/player-11/tournaments': ok([]),
    });
    const a = renderRoute('/en/players/player-11', '/players/:playerslug', <PlayerPage />);
    expect(await screen.findByText('No statistics yet')).toBeInTheDocument();
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    expect(await screen.findByText('No tournament applications')).toBeInTheDocument();
    a.unmount();
    mockApi({ '/squad/player/player-11': pending });
    const b = renderRoute('/en/players/player-11', '/players/:playerslug', <PlayerPage />);
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    b.unmount();
    const quiet = quietErrors();
    mockApi({});
    const c = renderRoute('/en/players/nope', '/players/:playerslug', <PlayerPage />);
    expect(
      await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
    ).toBeInTheDocument();
    c.unmount();
    mockApi({ ...profileApi, '/squad/player/player-11': failsTwiceThen(500, ok(playerProfile)) });
    renderRoute('/en/players/player-11', '/players/:playerslug', <PlayerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Player 11' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
