import { fireEvent, screen, within } from '@testing-library/react';
import type { TournamentTeamApplication } from '@league/shared';
import { applicationPlayer, club, staffItem } from '../../ui/people-fixtures';
import { failsTwiceThen, mockApi, ok, pending, quietErrors, renderRoute, resetApi } from '../../test-utils';
import TeamApplicationPage from './team-application-page';

afterEach(resetApi);

const URL_PATH = '/tournaments/:id/teams/:team_slug';
const API = '/tournaments/10/teams/ordabasy-2012/application';

const application: TournamentTeamApplication = {
  tournament: {
    id: 10,
    slug: 'u14',
    title: 'U-14 Championship',
    season: { id: 1, year: 2026, title: '2026 season' },
    age_group: 'U-14',
    gender: 'male',
  },
  team: { id: 3, slug: 'ordabasy-2012', title: 'Ordabasy 2012', logo: null, is_woman_squad: false, club },
  status: 'submitted',
  players: [
    { position: 'GK', players: [applicationPlayer(1, 'GK', 1, { is_captain: true })] },
    {
      position: 'DF',
      players: [applicationPlayer(2, 'DF', 4), applicationPlayer(3, 'DF', 5, { is_pupil: true, is_joker: true })],
    },
  ],
  staff: [
    staffItem,
    { ...staffItem, id: 8, slug: 'doctor-8', name: 'Aigerim Doctor', kind: 'doctor', position: 'Team doctor' },
  ],
};

test('loading shows a skeleton', () => {
  mockApi({ [API]: pending });
  renderRoute('/ru/tournaments/10/teams/ordabasy-2012', URL_PATH, <TeamApplicationPage />);
  expect(screen.getAllByRole('status', { busy: true }).length).toBeGreaterThan(0);
});

test('shows the title, crumbs, players grouped by position and the staff (ru)', async () => {
  mockApi({ [API]: ok(application) });
  renderRoute('/ru/tournaments/10/teams/ordabasy-2012', URL_PATH, <TeamApplicationPage />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Заявка: Ordabasy 2012 — U-14 Championship' }),
  ).toBeInTheDocument();

  const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
  expect(within(crumbs).getByRole('link', { name: 'U-14 Championship' })).toHaveAttribute('href', '/ru/tournaments/10');
  expect(screen.getByText('Заявлена')).toBeInTheDocument();
  expect(screen.getByText('U-14, юноши')).toBeInTheDocument();

  const goalkeepers = screen.getByRole('table', { name: 'Вратари' });
  const gkRow = within(goalkeepers).getAllByRole('row')[1];
  expect(within(gkRow).getByRole('cell', { name: '1' })).toBeInTheDocument();
  expect(within(gkRow).getByRole('link', { name: 'Player 1' })).toHaveAttribute('href', '/ru/players/player-1');
  expect(within(gkRow).getByText('13 лет')).toBeInTheDocument();
  expect(within(gkRow).queryByText(/2012/)).toBeNull();
  expect(within(gkRow).getByText('Капитан')).toBeInTheDocument();

  const defenders = screen.getByRole('table', { name: 'Защитники' });
  const rows = within(defenders).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['4', '5']);
  expect(within(rows[1]).getByText('Воспитанник')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Джокер')).toBeInTheDocument();
  expect(screen.getByText('Заявлено игроков: 3')).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Askar Coach' })).toHaveAttribute(
    'href',
    '/ru/teams/ordabasy-2012/staff/coach-7',
  );
  expect(screen.getByText('Главный тренер')).toBeInTheDocument();
  expect(screen.getByText('Team doctor')).toBeInTheDocument();
});

test('a team without accepted players or staff says so (kk)', async () => {
  mockApi({ [API]: ok({ ...application, status: 'pending', players: [], staff: [] }) });
  renderRoute('/tournaments/10/teams/ordabasy-2012', URL_PATH, <TeamApplicationPage />);
  expect(await screen.findByText('Бекітілген ойыншылар әлі жоқ')).toBeInTheDocument();
  expect(screen.getByText('Бекітілген өкілдер әлі жоқ')).toBeInTheDocument();
  expect(screen.getByText('Қаралуда')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('an unknown application shows the 404 page; an error offers a retry', async () => {
  const quiet = quietErrors();
  mockApi({});
  const { unmount } = renderRoute('/en/tournaments/10/teams/ordabasy-2012', URL_PATH, <TeamApplicationPage />);
  expect(
    await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
  ).toBeInTheDocument();
  unmount();

  // A GET is retried once on 503, so two failures reach the page.
  mockApi({ [API]: failsTwiceThen(503, ok(application)) });
  renderRoute('/en/tournaments/10/teams/ordabasy-2012', URL_PATH, <TeamApplicationPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Application: Ordabasy 2012 — U-14 Championship' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Goalkeepers' })).toBeInTheDocument();
  quiet.mockRestore();
});
