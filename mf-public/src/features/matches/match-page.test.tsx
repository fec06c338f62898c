import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageMetaAtom, store } from '@league/shared';
import { failure, mockApi, ok, pending, renderRoute, resetApi } from '../../test-utils';
import { matchDetail, teamA, teamB } from '../../ui/league-fixtures';
import MatchPage from './match-page';

afterEach(() => {
  resetApi();
  jest.restoreAllMocks();
});

const player = (id: number, name: string) => ({ id, slug: `player-${id}`, name, photo: null });
let eventIds = 0;
const event = (over: Record<string, unknown>) => ({
  id: `goal-${++eventIds}`,
  kind: 'goal',
  team_type: 'host',
  match_scope: 'regular',
  minute: 10,
  additional_minute: null,
  label: '10',
  sort_minute: 10,
  player: null,
  assistant: null,
  player_out: null,
  method: null,
  counts_for: null,
  card: null,
  removal_cause: null,
  failure: null,
  ...over,
});

const full = {
  '/matches/10': ok(
    matchDetail({
      score: { host: 1, guest: 1 },
      shootout: { host: 4, guest: 3 },
      broadcast_url: 'https://www.youtube.com/watch?v=abcdefghijk',
    }),
  ),
  '/matches/10/protocol': ok({
    score: { host: 1, guest: 1 },
    shootout: { host: 4, guest: 3 },
    events: [
      event({
        kind: 'punishment',
        match_scope: 'before',
        label: null,
        sort_minute: -999,
        minute: null,
        card: 'yellow',
        player: player(3, 'Warm Up'),
      }),
      event({
        player: player(1, 'Aidos Seitov'),
        method: 'assistant',
        assistant: player(2, 'Miras Abdirov'),
        counts_for: 'host',
      }),
      event({
        team_type: 'host',
        label: '30',
        minute: 30,
        sort_minute: 30,
        player: player(9, 'Own Goaler'),
        method: 'own_goal',
        counts_for: 'guest',
      }),
      event({
        kind: 'replacement',
        team_type: 'guest',
        label: '45+2',
        minute: 45,
        additional_minute: 2,
        sort_minute: 45,
        player: player(4, 'Sub In'),
        player_out: player(5, 'Sub Out'),
      }),
      event({
        kind: 'punishment',
        team_type: 'guest',
        label: '60',
        minute: 60,
        sort_minute: 60,
        card: 'red',
        removal_cause: 'violent_conduct',
        player: player(6, 'Red Man'),
      }),
      event({
        kind: 'missed_penalty',
        match_scope: 'after',
        label: null,
        sort_minute: 999,
        minute: null,
        failure: 'saved',
        player: player(7, 'Missed Kick'),
      }),
    ],
  }),
  '/matches/10/protocol/squads': ok({
    host: {
      team: teamA,
      uniform: { key: 'red', title: 'Red', hex: '#c62828' },
      main: [{ player: player(1, 'Aidos Seitov'), number: 9, position: 'FW', is_captain: true }],
      substitutes: [],
    },
    guest: {
      team: teamB,
      uniform: null,
      main: [{ player: player(8, 'Guest Keeper'), number: 1, position: 'GK', is_captain: false }],
      substitutes: [{ player: player(4, 'Sub In'), number: 14, position: 'MF', is_captain: false }],
    },
  }),
  '/matches/10/statistics': ok([
    {
      metric: 'pure_possession_of_the_ball',
      title: 'Ball possession (effective)',
      host_value: '24:18',
      guest_value: '19:06',
      host: 24.3,
      guest: 19.1,
      host_percent: 55.99,
      guest_percent: 44.01,
      unit: 'minutes',
    },
    {
      metric: 'offsides',
      title: 'Offsides',
      host_value: '0',
      guest_value: '5',
      host: 0,
      guest: 5,
      host_percent: 0,
      guest_percent: 100,
      unit: null,
    },
  ]),
  '/matches/10/media': ok({ albums: [], videos: [] }),
  '/matches/10/news': ok([
    { id: 1, slug: 'report', title: 'Match report', lead: null, image: null, published_at: '2026-03-01T12:00:00.000Z' },
  ]),
};

test('loading shows a skeleton', () => {
  mockApi({ '/matches/10': pending });
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
});

test('the match sheet: shoot-out score, teams, broadcast, timeline, line-ups, statistics, officials, news', async () => {
  mockApi(full);
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Alatau 2012 v Kyran 2012' })).toBeInTheDocument();
  expect(screen.getByText('1 : 1 (4 : 3 pen.)')).toBeInTheDocument();
  // Its share image is the match's drawn PNG in the page's language, its address moved on by the result.
  await waitFor(() =>
    expect(store.get(pageMetaAtom).image).toMatch(/^\/api\/v1\/share\/matches\/10\/card\.png\?lang=en&v=finished_1-1_/),
  );
  expect(screen.getAllByRole('link', { name: 'Alatau 2012' })[0]).toHaveAttribute('href', '/en/teams/alatau-2012');
  // The player page loads only when asked.
  expect(screen.queryByTitle('Broadcast of Alatau 2012 v Kyran 2012')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Play the broadcast of Alatau 2012 v Kyran 2012' }));
  const frame = screen.getByTitle('Broadcast of Alatau 2012 v Kyran 2012');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');

  const events = within(await screen.findByRole('region', { name: 'Match events' }));
  expect(events.getByText('Before the match')).toBeInTheDocument();
  expect(events.getByText('Penalty shoot-out')).toBeInTheDocument();
  expect(events.getByText('45+2′')).toBeInTheDocument();
  expect(events.getByText('Red card')).toBeInTheDocument();
  expect(events.getByText(/violent conduct/)).toBeInTheDocument();
  expect(events.getByRole('link', { name: 'Aidos Seitov' })).toHaveAttribute('href', '/en/players/player-1');
  // The score after each goal: an own goal counts for the other side.
  expect(events.getAllByText(/^[0-9]–[0-9]$/).map((n) => n.textContent)).toEqual(['Score: 1–0', 'Score: 1–1']);
  expect(events.getAllByText('Score:')).toHaveLength(2);
  const items = events.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Warm Up');
  expect(items.at(-1)).toHaveTextContent('Missed Kick');

  const squads = within(await screen.findByRole('region', { name: 'Line-ups' }));
  expect(squads.getByText('Kit colour: Red')).toBeInTheDocument();
  expect(squads.getByTitle('Captain')).toBeInTheDocument();
  expect(squads.getByText('Substitutes')).toBeInTheDocument();

  const stats = within(await screen.findByRole('region', { name: 'Match statistics' }));
  // Possession as each side's share, the time beside it; counts as counts.
  const [possession, offsides] = stats.getAllByRole('definition');
  expect(possession).toHaveTextContent(/^56% 24:1844% 19:06$/);
  expect(offsides).toHaveTextContent(/^05$/);
  expect(stats.queryByText(/min|\.00/)).not.toBeInTheDocument();

  expect(screen.getByText('Main referee')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ivan Petrov' })).toHaveAttribute('href', '/en/referees/ivan-petrov');
  expect(await screen.findByRole('link', { name: 'Match report' })).toHaveAttribute('href', '/en/news/report');
  expect(await screen.findByText('No photos or videos yet')).toBeInTheDocument();
  // The score is visible text read with its word; the score and the events come before printing.
  expect(screen.getByText('1 : 1 (4 : 3 pen.)').parentElement).toHaveTextContent('Score 1 : 1 (4 : 3 pen.)');
  expect(screen.getByText('1 : 1 (4 : 3 pen.)').parentElement).not.toHaveAttribute('aria-label');
  const print = screen.getByRole('button', { name: 'Print the match sheet' });
  expect(
    screen.getByRole('heading', { name: 'Match events' }).compareDocumentPosition(print) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  // Squad numbers are visible text with their word for screen readers.
  expect(squads.getByText('9').parentElement).toHaveTextContent('Number 9');
});

test('photos are thumbnails opening a viewer: arrows go through them, Escape closes it', async () => {
  const images = [1, 2, 3].map((n) => ({ id: n, path: `/uploads/p${n}.jpg`, caption: null }));
  mockApi({
    ...full,
    '/matches/10/media': ok({
      albums: [{ id: 2, slug: 'match-10-photos', title: 'Derby', date: '2026-03-01', cover_image: null, images }],
      videos: [],
    }),
  });
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  const grid = await screen.findByRole('list', { name: 'Derby: photos' });
  const thumbs = within(grid).getAllByRole('link');
  expect(thumbs.map((a) => a.getAttribute('href'))).toEqual(['/uploads/p1.jpg', '/uploads/p2.jpg', '/uploads/p3.jpg']);
  fireEvent.click(thumbs[1]);
  const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
  expect(within(viewer).getByRole('img', { name: 'Derby: photo 2' })).toHaveAttribute('src', '/uploads/p2.jpg');
  expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
  fireEvent.keyDown(viewer, { key: 'ArrowRight' });
  expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
  expect(within(viewer).getByRole('button', { name: 'Next photo' })).toBeDisabled();
  fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
  fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
  expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
  fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
  expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
  fireEvent.keyDown(viewer, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(thumbs[1]).toHaveFocus();
});

test('kk: the shoot-out reads "пен."; empty sections show their empty states', async () => {
  mockApi({
    ...full,
    '/matches/10': ok(matchDetail({ score: { host: 0, guest: 0 }, shootout: { host: 5, guest: 4 }, referees: [] })),
    '/matches/10/protocol': ok({ score: null, shootout: null, events: [] }),
    '/matches/10/protocol/squads': ok({
      host: { team: teamA, uniform: null, main: [], substitutes: [] },
      guest: { team: teamB, uniform: null, main: [], substitutes: [] },
    }),
    '/matches/10/statistics': ok([]),
    '/matches/10/news': ok([]),
  });
  renderRoute('/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByText('0 : 0 (5 : 4 пен.)')).toBeInTheDocument();
  expect(await screen.findByText('Оқиғалар әлі жоқ')).toBeInTheDocument();
  expect(await screen.findByText('Құрамдар әлі жарияланбаған')).toBeInTheDocument();
  expect(await screen.findByText('Статистика әлі жоқ')).toBeInTheDocument();
  expect(screen.getByText('Төрешілер әлі тағайындалмаған')).toBeInTheDocument();
  expect(screen.queryByTitle(/трансляциясы/)).not.toBeInTheDocument();
});

test('an unknown match is a 404; a failure retries', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({});
  const a = renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  a.unmount();
  let down = true;
  mockApi({ ...full, '/matches/10': () => (down ? failure(503) : full['/matches/10']) });
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  down = false;
  fireEvent.click(retry);
  expect(await screen.findByText('1 : 1 (4 : 3 pen.)')).toBeInTheDocument();
});

test('a substitution names who came on and who went off, and a second yellow is not said twice (kk, ru)', async () => {
  const protocol = {
    score: { host: 0, guest: 0 },
    shootout: null,
    events: [
      event({
        kind: 'replacement',
        team_type: 'guest',
        label: '50',
        minute: 50,
        sort_minute: 50,
        player: player(4, 'Sub In'),
        player_out: player(5, 'Sub Out'),
      }),
      event({
        kind: 'punishment',
        team_type: 'host',
        label: '70',
        minute: 70,
        sort_minute: 70,
        card: 'second_yellow',
        removal_cause: 'second_yellow',
        player: player(6, 'Booked Twice'),
      }),
    ],
  };
  for (const [locale, prefix, cameOn, wentOff, secondYellow] of [
    ['kk', '', 'Алаңға кірді', 'Алаңнан шықты', 'Екінші сары қағаз'],
    ['ru', '/ru', 'Вышел на поле', 'Ушёл с поля', 'Вторая жёлтая карточка'],
  ] as const) {
    mockApi({ ...full, '/matches/10/protocol': ok(protocol) });
    const { unmount } = renderRoute(`${prefix}/matches/10`, '/matches/:id', <MatchPage />);
    const region = await screen.findByRole('region', { name: locale === 'kk' ? 'Матч барысы' : 'Ход матча' });
    await waitFor(() => expect(region.textContent).toContain(`${cameOn}: Sub In`));
    expect(region.textContent).toContain(`${wentOff}: Sub Out`);
    // The card's own title says it; the cause would only repeat it.
    expect(region.textContent!.toLocaleLowerCase(locale).split(secondYellow.toLocaleLowerCase(locale)).length - 1).toBe(
      1,
    );
    unmount();
    resetApi();
  }
});

test('a live match: the score, its minute and the events come before the broadcast and the print button in the markup (a phone reads them first)', async () => {
  mockApi({
    ...full,
    '/matches/10': ok(
      matchDetail({
        status: 'live',
        score: { host: 1, guest: 0 },
        broadcast_url: 'https://www.youtube.com/watch?v=abcdefghijk',
        clock: { period: 2, periods: 2, period_minutes: 40, started_at: null, elapsed_seconds: 300, running: false },
      }),
    ),
  });
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  const events = await screen.findByRole('region', { name: 'Match events' });
  const minute = screen.getByText('Minute 46 of the match, paused');
  const broadcast = screen.getByRole('region', { name: 'Live broadcast' });
  const print = screen.getByRole('button', { name: 'Print the match sheet' });
  const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(minute, events)).toBe(true);
  expect(follows(events, broadcast)).toBe(true);
  expect(follows(events, print)).toBe(true);
});

test('ru: a cancelled match says so with its reason in the header', async () => {
  mockApi({
    ...full,
    '/matches/10': ok(
      matchDetail({ status: 'cancelled', score: null, shootout: null, cancellation_reason: 'Поле затоплено' }),
    ),
    '/matches/10/protocol': ok({ score: null, shootout: null, events: [] }),
  });
  renderRoute('/ru/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByText('Матч отменён: Поле затоплено')).toBeInTheDocument();
  expect(screen.getByText('Отменён')).toBeInTheDocument();
});

test('the printed match sheet is official: the league, the match and its day under the print date, and the signature lines', async () => {
  mockApi(full);
  renderRoute('/ru/matches/10', '/matches/:id', <MatchPage />);
  await screen.findByRole('button', { name: 'Распечатать протокол матча' });
  const head = document.querySelector('.lg-print-head') as HTMLElement;
  expect(head).toHaveTextContent('Юношеская футбольная лига');
  expect(head).toHaveTextContent(/Протокол матча: .+ — .+, U-14 Championship, 1 марта(?: 2026)?, 15:00/);
  expect(head).toHaveTextContent(/Напечатано: \d{2} \S+ \d{4}/);
  const signs = screen.getByLabelText('Подписи');
  const lines = Array.from(signs.querySelectorAll('.lg-print-sign')).map((line) => line.textContent);
  expect(lines[0]).toMatch(/^Главный судьяIvan PetrovФ\.И\.О\.подписьдата$/);
  expect(lines.slice(1).map((line) => line?.replace(/Ф\.И\.О\.подписьдата$/, ''))).toEqual([
    `Представитель команды: ${teamA.title}`,
    `Представитель команды: ${teamB.title}`,
  ]);
});
