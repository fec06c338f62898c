import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage, seenRequests, setUpPageTests } from '../../test-utils';
import TeamStatsPage from './team-stats-page';

// Typing and picking files through user-event takes seconds on a busy CI machine.
jest.setTimeout(30_000);

const ref = (id: number, title: string) => ({
  id,
  slug: `t-${id}`,
  title,
  season: { id: 2, year: 2026, title: '2026 season' },
  active: true,
  main: id === 6,
  end_date: null,
});
const row = (id: number, title: string, points: number) => ({
  team: { id, slug: `team-${id}`, title, logo: null },
  club: { id: 5, title: 'Kairat' },
  points,
  matches: 4,
  won: Math.floor(points / 3),
  drawn: points % 3,
  lost: 0,
  goals_for: 7,
  goals_against: 2,
  clean_sheets: 1,
  yellow_cards: 3,
  red_cards: 0,
  average_goals_for: 1.75,
  average_goals_against: 0.5,
});

const answer = (tournamentId: number) => ({
  success: true,
  data: tournamentId === 6 ? [row(11, 'Kairat 2012', 9), row(12, 'Kairat 2013', 4)] : [row(13, 'Kairat girls', 1)],
  meta: {
    total: tournamentId === 6 ? 2 : 1,
    page: 1,
    per_page: 20,
    tournament: ref(tournamentId, tournamentId === 6 ? 'U-14 Boys 2026' : 'U-16 Girls 2026'),
    tournaments: [ref(6, 'U-14 Boys 2026'), ref(7, 'U-16 Girls 2026')],
  },
});

const pages = { '/cabinet/team-stats': <TeamStatsPage /> };

setUpPageTests();

test("shows the teams' statistics of the current tournament, linked to the team pages, and switches tournament", async () => {
  mockApi({
    '/cabinet/team-stats': (request: { params: Record<string, unknown> }) =>
      answer(Number(request.params.tournament_id ?? 6)),
  });
  renderPage('/en/cabinet/team-stats', pages, { role: 'command_admin', clubId: 5 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Team statistics' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Team statistics: U-14 Boys 2026' });
  expect(within(table).getByRole('link', { name: 'Kairat 2012' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/11',
  );
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('9');
  expect(seenRequests[0].params).toMatchObject({ sort: '-points', page: 1 });

  await userEvent.selectOptions(screen.getByLabelText('Tournament'), 'U-16 Girls 2026');
  expect(await screen.findByRole('link', { name: 'Kairat girls' })).toBeInTheDocument();
  await waitFor(() => expect(seenRequests.at(-1)?.params).toMatchObject({ tournament_id: '7' }));
});
