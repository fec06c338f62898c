import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageMetaAtom, store } from '@league/shared';
import { failure, mockApi, ok, pending, renderRoute, resetApi, seenUrls, type SeenRequest } from '../../test-utils';
import { calendar, tableRows, tournamentPage } from '../../ui/league-fixtures';
import TournamentPage from './tournament-page';

afterEach(() => {
  resetApi();
  jest.restoreAllMocks();
});

const table = (rows = tableRows) => ok({ tournament_id: 6, from_tour_id: null, to_tour_id: null, rows });

test('loading shows a skeleton', () => {
  mockApi({ '/tournament-page/tournament/6': pending });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
});

test('header, tabs and the table with positions from 1 and team links', async () => {
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table() });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'U-14 Championship' })).toBeInTheDocument();
  expect(screen.getByText('U-14 boys')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Scorers' })).toHaveAttribute('href', '/en/tournaments/6/scorers');
  const grid = await screen.findByRole('table');
  const rows = within(grid).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent(/^1/);
  expect(within(rows[0]).getByRole('link', { name: 'Alatau 2012' })).toHaveAttribute('href', '/en/teams/alatau-2012');
});

test('teams level on points say which rule ordered them, with the figures, beside the rules in order (en and kk)', async () => {
  const [first, second] = tableRows;
  const level = [
    { ...first!, points: 4 },
    { ...second!, points: 4, decided_by: 'h2h_points' as const, decided_values: [3, 0] },
    {
      ...second!,
      position: 3,
      team: { ...second!.team, id: 99, slug: 'zhetysu-2012', title: 'Zhetysu 2012' },
      points: 4,
      decided_by: 'goal_difference' as const,
      decided_values: [4, -2],
    },
  ];
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table(level) });
  const { unmount } = renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  const section = await screen.findByRole('region', { name: 'Teams level on points' });
  expect(
    within(section)
      .getAllByRole('listitem')
      .slice(0, 2)
      .map((li) => li.textContent),
  ).toEqual([
    // Three teams level: their matches among them are a mini-league, not one meeting.
    `${first!.team.title} above ${second!.team.title}: points in the matches among the 3 teams level on points: 3 vs 0`,
    `${second!.team.title} above Zhetysu 2012: goal difference +4 vs −2`,
  ]);
  const rules = within(section).getByRole('group');
  expect(within(rules).getByText('Order when teams are level on points')).toBeInTheDocument();
  expect(
    within(rules)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Points in the matches between them',
    'Goal difference in the matches between them',
    'Goals scored in the matches between them',
    'Goal difference in all matches',
    'Goals scored in all matches',
    'Fair play: fewer disciplinary points',
    'Team name, alphabetically',
  ]);
  unmount();
  resetApi();
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table(level) });
  renderRoute('/tournaments/6', '/tournaments/:id', <TournamentPage />);
  const kk = await screen.findByRole('region', { name: 'Ұпайлары тең командалар' });
  expect(within(kk).getAllByRole('listitem')[0]).toHaveTextContent(
    `${first!.team.title} ${second!.team.title} командасынан жоғары: ұпайы тең 3 команданың өзара ойындарындағы ұпайлар: 3 және 0`,
  );
});

test('a table where points decide everything shows only the rules', async () => {
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table() });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  const section = await screen.findByRole('region', { name: 'Order when teams are level on points' });
  expect(within(section).queryByRole('heading')).not.toBeInTheDocument();
});

test('the tour range goes to the URL and refetches the table', async () => {
  mockApi({
    '/tournament-page/tournament/6': ok(tournamentPage),
    '/tournaments/6/table': ({ params }: SeenRequest) =>
      table(String(params.from_tour_id) === '101' ? [tableRows[1]] : tableRows),
  });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  fireEvent.change(await screen.findByLabelText('From tour'), { target: { value: '101' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/tournaments/6?from_tour_id=101'));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Alatau 2012' })).not.toBeInTheDocument());
  expect(seenUrls()).toContain('/tournaments/6/table?from_tour_id=101');
  fireEvent.click(screen.getByRole('button', { name: 'All tours' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/tournaments\/6$/));
});

test('an empty table says so', async () => {
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table([]) });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  expect(await screen.findByText('No teams in the table yet')).toBeInTheDocument();
});

test('an unknown tournament shows the 404 page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({});
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('a failure shows an error with a working retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let down = true;
  mockApi({
    '/tournament-page/tournament/6': () => (down ? failure(500) : ok(tournamentPage)),
    '/tournaments/6/table': table(),
  });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  down = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { level: 1, name: 'U-14 Championship' })).toBeInTheDocument();
});

test('scorers tab: players link to their pages; empty scorers say so (Russian)', async () => {
  const scorer = {
    position: 1,
    player: { id: 5, slug: 'yerlan-sadykov-5', name: 'Ерлан Садыков', photo: null },
    team: tableRows[0].team,
    goals: 4,
    penalties: 1,
    matches: 3,
  };
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/scorers': ok([scorer]) });
  const first = renderRoute('/ru/tournaments/6/scorers', '/tournaments/:id/:tab', <TournamentPage />);
  expect(await screen.findByRole('link', { name: 'Ерлан Садыков' })).toHaveAttribute(
    'href',
    '/ru/players/yerlan-sadykov-5',
  );
  // The team is written under the name, in the same cell, so the goals come second on a phone.
  const scorers = screen.getByRole('table', { name: 'Бомбардиры' });
  expect(
    within(scorers)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Игрок, команда', 'Голы', 'Пен.', 'Игры']);
  const row = within(scorers).getAllByRole('row')[1];
  expect(within(row).getByRole('rowheader')).toHaveTextContent('1Ерлан Садыков');
  expect(
    within(within(row).getByRole('rowheader')).getByRole('link', { name: tableRows[0].team.title }),
  ).toBeInTheDocument();
  expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('4');
  // The scroll box is reachable by keyboard and named by its table.
  expect(screen.getByRole('region', { name: 'Бомбардиры' })).toHaveAttribute('tabindex', '0');
  first.unmount();
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/scorers': ok([]) });
  renderRoute('/ru/tournaments/6/scorers', '/tournaments/:id/:tab', <TournamentPage />);
  expect(await screen.findByText('Голов пока не забито')).toBeInTheDocument();
});

test("assistants tab: the assists rank the players, without the scorers' penalties column", async () => {
  const assistant = {
    position: 1,
    player: { id: 7, slug: 'arman-7', name: 'Arman Bekov', photo: null },
    team: tableRows[1].team,
    assists: 5,
    matches: null,
  };
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/assistants': ok([assistant]) });
  renderRoute('/en/tournaments/6/assistants', '/tournaments/:id/:tab', <TournamentPage />);
  const ranking = await screen.findByRole('table', { name: 'Assists' });
  expect(
    within(ranking)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Player, team', 'Assists', 'Matches']);
  const row = within(ranking).getAllByRole('row')[1];
  expect(within(row).getByRole('link', { name: 'Arman Bekov' })).toHaveAttribute('href', '/en/players/arman-7');
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['5', '—']);
});

test('disqualifications, checkerboard, form and calendar tabs render their data', async () => {
  const brief = {
    id: 10,
    date_time: '2026-03-01T10:00:00.000Z',
    status: 'finished',
    host: tableRows[0].team,
    guest: tableRows[1].team,
  };
  mockApi({
    '/tournament-page/tournament/6': ok(tournamentPage),
    '/tournaments/6/disqualifications': ok([
      {
        player: { id: 5, slug: 'p-5', name: 'Player Five', photo: null },
        team: tableRows[0].team,
        cause: 'red_card',
        reason: null,
        earned_in: brief,
        decided_at: null,
        matches: 1,
        served_count: 0,
        served_in: null,
        until: null,
        served: false,
      },
      {
        player: { id: 6, slug: 'p-6', name: 'Player Six', photo: null },
        team: tableRows[0].team,
        cause: 'league_decision',
        reason: 'Violent conduct',
        earned_in: null,
        decided_at: '2026-02-20T09:00:00.000Z',
        matches: 2,
        served_count: 1,
        served_in: brief,
        until: { ...brief, id: 11, date_time: '2026-03-08T10:00:00.000Z', status: 'scheduled' },
        served: false,
      },
      {
        player: { id: 7, slug: 'p-7', name: 'Player Seven', photo: null },
        team: tableRows[0].team,
        cause: 'league_decision',
        reason: null,
        earned_in: null,
        decided_at: '2026-02-20T09:00:00.000Z',
        matches: null,
        served_count: 1,
        served_in: brief,
        until: null,
        served: false,
      },
    ]),
    '/tournaments/6/checkerboard': ok({
      teams: [tableRows[0].team, tableRows[1].team],
      rows: [
        {
          team: tableRows[0].team,
          cells: [
            { opponent_id: 1, self: true, matches: [] },
            {
              opponent_id: 2,
              self: false,
              matches: [
                {
                  match_id: 10,
                  date_time: null,
                  status: 'finished',
                  home: true,
                  host_goals: 2,
                  guest_goals: 1,
                  result: 'W',
                  technical: false,
                },
              ],
            },
          ],
        },
        {
          team: tableRows[1].team,
          cells: [
            {
              opponent_id: 1,
              self: false,
              matches: [
                {
                  match_id: 10,
                  date_time: null,
                  status: 'finished',
                  home: false,
                  host_goals: 2,
                  guest_goals: 1,
                  result: 'L',
                  technical: false,
                },
              ],
            },
            { opponent_id: 2, self: true, matches: [] },
          ],
        },
      ],
    }),
    '/tournaments/6/form': ok([
      {
        team: tableRows[0].team,
        form: [
          {
            match_id: 10,
            opponent: tableRows[1].team,
            result: 'W',
            goals_for: 2,
            goals_against: 1,
            home: true,
            date_time: null,
          },
        ],
      },
    ]),
  });
  const a = renderRoute('/en/tournaments/6/disqualifications', '/tournaments/:id/:tab', <TournamentPage />);
  expect(await screen.findByText('Red card')).toBeInTheDocument();
  expect(screen.getByText('Not scheduled yet')).toBeInTheDocument();
  // A league decision: its reason, length, how many served, and until which match (opponent and date).
  const six = screen.getByRole('row', { name: /Player Six/ });
  expect(within(six).getByText('Violent conduct')).toBeInTheDocument();
  expect(within(six).getByText('Matches: 2')).toBeInTheDocument();
  expect(within(six).getByText('Served: 1 of 2')).toBeInTheDocument();
  expect(within(six).getByRole('link', { name: /Up to the match against .+ · 8 Mar 2026/ })).toHaveAttribute(
    'href',
    '/en/matches/11',
  );
  expect(within(six).getByText('League decision: 20 Feb 2026')).toBeInTheDocument();
  const seven = screen.getByRole('row', { name: /Player Seven/ });
  expect(within(seven).getByText('Reason unknown')).toBeInTheDocument();
  expect(within(seven).getByText('Until further notice')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/v1/tournaments/6/disqualifications.csv?lang=en',
  );
  a.unmount();
  const b = renderRoute('/en/tournaments/6/checkerboard', '/tournaments/:id/:tab', <TournamentPage />);
  expect(await screen.findByRole('link', { name: '2:1' })).toHaveAttribute('href', '/en/matches/10');
  expect(screen.getByRole('link', { name: '1:2' })).toHaveAttribute('href', '/en/matches/10');
  b.unmount();
  renderRoute('/en/tournaments/6/form', '/tournaments/:id/:tab', <TournamentPage />);
  expect(await screen.findByTitle('Win: Kyran 2012, 2:1')).toHaveAttribute('href', '/en/matches/10');
});

test('the fixtures tab links its CSV in the page language', async () => {
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/calendar/matches': ok(calendar) });
  renderRoute('/ru/tournaments/6/calendar', '/tournaments/:id/:tab', <TournamentPage />);
  const link = await screen.findByRole('link', { name: 'Скачать CSV' });
  expect(link).toHaveAttribute('href', '/api/v1/tournaments/6/fixtures.csv?lang=ru');
  expect(link).toHaveAttribute('download');
});

test('a tab is a page of its own: its title and description name it; the table keeps the plain ones', async () => {
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/scorers': ok([]) });
  const first = renderRoute('/en/tournaments/6/scorers', '/tournaments/:id/:tab', <TournamentPage />);
  await waitFor(() => expect(store.get(pageMetaAtom).title).toBe('U-14 Championship — Scorers'));
  expect(store.get(pageMetaAtom).description).toMatch(/^Scorers\. /);
  first.unmount();
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table() });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  await waitFor(() => expect(store.get(pageMetaAtom).title).toBe('U-14 Championship'));
  expect(store.get(pageMetaAtom).description).not.toMatch(/^Scorers/);
});

test('two teams level on points: their meeting decides, said as a meeting', async () => {
  const [first, second] = tableRows;
  const level = [
    { ...first!, points: 4 },
    { ...second!, points: 4, decided_by: 'h2h_points' as const, decided_values: [3, 0] },
  ];
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table(level) });
  renderRoute('/ru/tournaments/6', '/tournaments/:id', <TournamentPage />);
  const section = await screen.findByRole('region', { name: 'Команды с равными очками' });
  expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(/очки в личных встречах 3–0$/);
});

test('before any match is played the alphabetical order is not explained line by line', async () => {
  const unplayed = tableRows.map((row, i) => ({
    ...row,
    played: 0,
    points: 0,
    decided_by: i > 0 ? ('title' as const) : null,
    decided_values: null,
  }));
  mockApi({ '/tournament-page/tournament/6': ok(tournamentPage), '/tournaments/6/table': table(unplayed) });
  renderRoute('/en/tournaments/6', '/tournaments/:id', <TournamentPage />);
  await screen.findByRole('table');
  const rules = await screen.findByRole('region', { name: 'Order when teams are level on points' });
  expect(within(rules).queryByRole('heading', { name: 'Teams level on points' })).not.toBeInTheDocument();
  expect(screen.queryByText(/alphabetical order/)).not.toBeInTheDocument();
});
