import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, mockApi, ok, pending, renderRoute, resetApi, seenUrls } from '../../test-utils';
import { matchCard } from '../../ui/league-fixtures';
import MatchesPage from './matches-page';

afterEach(() => {
  resetApi();
  jest.restoreAllMocks();
});

const handbooks = {
  '/handbook/tournament': ok([{ id: 6, slug: 'u14', title: 'U-14 Championship' }]),
  '/handbook/team': ok([{ id: 1, slug: 'alatau-2012', title: 'Alatau 2012' }]),
};

test('loading, then a page of matches with links and the total', async () => {
  mockApi({ ...handbooks, '/matches': pending });
  const first = renderRoute('/en/matches', '/matches', <MatchesPage />);
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  first.unmount();
  mockApi({
    ...handbooks,
    '/matches': {
      success: true,
      data: [matchCard(), matchCard({ id: 11, shootout: { host: 4, guest: 2 }, score: { host: 1, guest: 1 } })],
      meta: { total: 41, page: 1, per_page: 20 },
    },
  });
  renderRoute('/en/matches', '/matches', <MatchesPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'All matches' })).toBeInTheDocument();
  expect(await screen.findByText('Matches found: 41')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^Alatau 2012 v Kyran 2012: / })[0]).toHaveAttribute(
    'href',
    '/en/matches/10',
  );
  expect(screen.getByText('1 : 1 (4 : 2 pen.)')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
});

test('filters go to the URL and to the request', async () => {
  mockApi({
    ...handbooks,
    '/matches': { success: true, data: [matchCard()], meta: { total: 1, page: 1, per_page: 20 } },
  });
  renderRoute('/en/matches?page=2', '/matches', <MatchesPage />);
  await screen.findByText('Matches found: 1');
  await screen.findByRole('option', { name: 'U-14 Championship' });
  fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: '6' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/matches?tournament_id=6'));
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'finished' } });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/en/matches?tournament_id=6&status=finished'),
  );
  await waitFor(() => expect(seenUrls()).toContain('/matches?per_page=20&page=1&tournament_id=6&status=finished'));
});

test('empty and error states', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({ ...handbooks, '/matches': { success: true, data: [], meta: { total: 0, page: 1, per_page: 20 } } });
  const a = renderRoute('/ru/matches', '/matches', <MatchesPage />);
  expect(await screen.findByText('Нет матчей по этим условиям')).toBeInTheDocument();
  a.unmount();
  let down = true;
  mockApi({
    ...handbooks,
    '/matches': () =>
      down ? failure(500) : { success: true, data: [matchCard()], meta: { total: 1, page: 1, per_page: 20 } },
  });
  renderRoute('/ru/matches', '/matches', <MatchesPage />);
  const retry = await screen.findByRole('button', { name: 'Повторить' });
  down = false;
  fireEvent.click(retry);
  expect(await screen.findByText('Найдено матчей: 1')).toBeInTheDocument();
});
