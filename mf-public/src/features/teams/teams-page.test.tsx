import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, pending, quietErrors, renderRoute, resetApi, seenUrls } from '../../test-utils';
import { teamsList } from '../../ui/people-fixtures';
import TeamsPage from './teams-page';

afterEach(resetApi);

test('shows a skeleton while loading', () => {
  mockApi({ '/teams': pending });
  renderRoute('/en/teams', '/teams', <TeamsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
  expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading…');
});

test('lists the teams and the standings; the season filter goes to the URL', async () => {
  mockApi({ '/teams': ok(teamsList) });
  renderRoute('/en/teams', '/teams', <TeamsPage />);
  const table = await screen.findByRole('table', { name: 'Standings: U-14 Championship' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  const list = screen.getByRole('heading', { level: 2, name: 'Teams' }).parentElement!;
  expect(within(list).getByRole('link', { name: 'Astana 2012' })).toHaveAttribute('href', '/en/teams/team-2');
  expect(within(list).getByText(/Girls' team/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Season'), { target: { value: '2' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/teams?season_id=2'));
  await waitFor(() => expect(seenUrls()).toContain('/teams?season_id=2'));
});

test('says so when the season has no teams (in Russian)', async () => {
  mockApi({ '/teams': ok({ ...teamsList, teams: [], table: [], tournament: null, tournaments: [] }) });
  renderRoute('/ru/teams', '/teams', <TeamsPage />);
  expect(await screen.findByText('В этом сезоне команд нет')).toBeInTheDocument();
});

test('an error offers a retry that reloads', async () => {
  const quiet = quietErrors();
  mockApi({ '/teams': failsTwiceThen(500, ok(teamsList)) });
  renderRoute('/teams', '/teams', <TeamsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Командалар тізімі' })).toBeInTheDocument();
  quiet.mockRestore();
});

test('every region of the page has a name of its own, in each language', async () => {
  for (const path of ['/teams', '/ru/teams', '/en/teams']) {
    mockApi({ '/teams': ok(teamsList) });
    const { unmount } = renderRoute(path, '/teams', <TeamsPage />);
    await screen.findByRole('table');
    const names = screen
      .getAllByRole('region')
      .map(
        (region) =>
          region.getAttribute('aria-label') ??
          document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(new Set(names).size).toBe(names.length);
    unmount();
    resetApi();
  }
});
