import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageMetaAtom, store } from '@league/shared';
import { failsTwiceThen, failure, mockApi, ok, pending, quietErrors, renderRoute, resetApi } from '../../test-utils';
import { matchItem, squad, staffDetail, staffItem, teamDetail, tournament } from '../../ui/people-fixtures';
import StaffPage from './staff-page';
import TeamCalendarPage from './team-calendar-page';
import TeamPage from './team-page';
import TeamSquadPage from './team-squad-page';
import TeamStaffPage from './team-staff-page';
import TeamUnsubmittedPage from './team-unsubmitted-page';

afterEach(resetApi);

const team = { '/teams/ordabasy-2012': ok(teamDetail), '/squad/check-unsubmitted': ok({ unsubmitted_present: true }) };

describe('team overview', () => {
  // A phone (390 px) keeps position, team, played, difference and points; the columns it drops
  // are those people.css hides below 520 px (jsdom applies no media query: the classes are checked).
  test.each(['', '/ru', '/en'])('the table shows the points on a phone (%s)', async (prefix) => {
    const css = readFileSync(join(__dirname, '../../ui/people.css'), 'utf8');
    const narrow = css.slice(css.indexOf('@media (max-width: 520px)'));
    mockApi(team);
    renderRoute(`${prefix}/teams/ordabasy-2012`, '/teams/:slug', <TeamPage />);
    const table = await screen.findByRole('table');
    const heads = within(table).getAllByRole('columnheader');
    const hidden = (th: HTMLElement) =>
      [...th.classList].some(
        (c) =>
          css.includes(`.pub-standings .${c}`) &&
          (narrow.includes(c) || css.includes(`720px) {\n  .pub-standings .${c}`)),
      );
    const shown = heads.filter((th) => !hidden(th));
    expect(shown).toHaveLength(5);
    expect(shown.map((th) => th.textContent)).toContain(prefix === '/ru' ? 'Очки' : prefix === '/en' ? 'Pts' : 'Ұпай');
    expect(heads.length - shown.length).toBe(5);
  });

  test('loading shows a skeleton', () => {
    mockApi({ '/teams/ordabasy-2012': pending });
    renderRoute('/en/teams/ordabasy-2012', '/teams/:slug', <TeamPage />);
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
  });

  test('shows the 5-row table window with the team highlighted, matches and the tabs', async () => {
    mockApi(team);
    renderRoute('/en/teams/ordabasy-2012', '/teams/:slug', <TeamPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordabasy 2012' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Standings: U-14 Championship' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[2]).getByText(/selected team/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recent matches' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Team sections' });
    expect(within(tabs).getByRole('link', { name: 'Squad' })).toHaveAttribute('href', '/en/teams/ordabasy-2012/squad');
    expect(await within(tabs).findByRole('link', { name: 'Withdrawn' })).toHaveAttribute(
      'href',
      '/en/teams/ordabasy-2012/unsubmitted',
    );
  });

  test('empty matches and no table say so', async () => {
    mockApi({
      ...team,
      '/teams/ordabasy-2012': ok({
        ...teamDetail,
        table_window: [],
        recent_matches: [],
        next_matches: [],
        tournament: null,
      }),
    });
    renderRoute('/ru/teams/ordabasy-2012', '/teams/:slug', <TeamPage />);
    expect(await screen.findByText('Таблицы пока нет')).toBeInTheDocument();
    expect(screen.getByText('Сыгранных матчей пока нет')).toBeInTheDocument();
    expect(screen.getByText('Запланированных матчей нет')).toBeInTheDocument();
  });

  test('an unknown team shows the 404 page; an error offers a retry', async () => {
    const quiet = quietErrors();
    mockApi({});
    const { unmount } = renderRoute('/en/teams/nope', '/teams/:slug', <TeamPage />);
    expect(
      await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
    ).toBeInTheDocument();
    unmount();
    mockApi({ ...team, '/teams/ordabasy-2012': failsTwiceThen(503, ok(teamDetail)) });
    renderRoute('/en/teams/ordabasy-2012', '/teams/:slug', <TeamPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordabasy 2012' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('team squad', () => {
  test('groups by position, sorts by number, shows badges as text and the women note', async () => {
    mockApi({ ...team, '/teams/3/squad': ok(squad) });
    renderRoute('/en/teams/ordabasy-2012/squad', '/teams/:slug/squad', <TeamSquadPage />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Goalkeepers', 'Defenders', 'Forwards']);
    const defenders = screen.getByRole('list', { name: 'Defenders' });
    expect(
      within(defenders)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Player 12', 'Player 13']);
    expect(within(defenders).getByText('Homegrown')).toBeInTheDocument();
    expect(screen.getByText('Captain')).toBeInTheDocument();
    expect(screen.getByText('Joker')).toBeInTheDocument();
    expect(screen.getAllByText('14 years · 160 cm · 50 kg')).toHaveLength(4);
    expect(screen.getByText("This is a girls' team.")).toBeInTheDocument();
  });

  test('loading, empty and error states', async () => {
    mockApi({ ...team, '/teams/3/squad': pending });
    const first = renderRoute('/en/teams/ordabasy-2012/squad', '/teams/:slug/squad', <TeamSquadPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    first.unmount();
    mockApi({ ...team, '/teams/3/squad': ok({ ...squad, players: [] }) });
    const second = renderRoute('/en/teams/ordabasy-2012/squad', '/teams/:slug/squad', <TeamSquadPage />);
    expect(await screen.findByText('The squad has not been published yet')).toBeInTheDocument();
    second.unmount();
    const quiet = quietErrors();
    mockApi({ ...team, '/teams/3/squad': failsTwiceThen(500, ok(squad)) });
    renderRoute('/en/teams/ordabasy-2012/squad', '/teams/:slug/squad', <TeamSquadPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Goalkeepers' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('team calendar', () => {
  test('groups matches by tour', async () => {
    mockApi({
      ...team,
      '/teams/3/matches': ok({
        tournament,
        tournaments: [tournament],
        tours: [
          { tour_name: 'Tour 1', matches: [matchItem(1)] },
          { tour_name: 'Tour 2', matches: [matchItem(2, { status: 'scheduled', score: null })] },
        ],
      }),
    });
    renderRoute('/en/teams/ordabasy-2012/calendar', '/teams/:slug/calendar', <TeamCalendarPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tour 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Match sheet: Kairat 2012 2 : 1 Astana 2012/ })).toHaveAttribute(
      'href',
      '/en/matches/1',
    );
    expect(screen.getAllByText('1 May, 15:00')).toHaveLength(2);
    // A section is a page of its own: its title and description name it.
    await waitFor(() => expect(store.get(pageMetaAtom).title).toMatch(/ — Calendar$/));
    expect(store.get(pageMetaAtom).description).toMatch(/^Calendar\. /);
  });

  test('empty and error', async () => {
    mockApi({ ...team, '/teams/3/matches': ok({ tournament: null, tournaments: [], tours: [] }) });
    const first = renderRoute('/en/teams/ordabasy-2012/calendar', '/teams/:slug/calendar', <TeamCalendarPage />);
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    first.unmount();
    const quiet = quietErrors();
    mockApi({ ...team, '/teams/3/matches': failure(500) });
    renderRoute('/en/teams/ordabasy-2012/calendar', '/teams/:slug/calendar', <TeamCalendarPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('team staff', () => {
  test('lists the staff with links; empty; one member', async () => {
    mockApi({ ...team, '/coaches': ok([staffItem]) });
    const first = renderRoute('/en/teams/ordabasy-2012/staff', '/teams/:slug/staff', <TeamStaffPage />);
    expect(await screen.findByRole('link', { name: 'Askar Coach' })).toHaveAttribute(
      'href',
      '/en/teams/ordabasy-2012/staff/coach-7',
    );
    expect(screen.getByText('Head coach')).toBeInTheDocument();
    first.unmount();
    mockApi({ ...team, '/coaches': ok([]) });
    const second = renderRoute('/en/teams/ordabasy-2012/staff', '/teams/:slug/staff', <TeamStaffPage />);
    expect(await screen.findByText('No staff listed yet')).toBeInTheDocument();
    second.unmount();
    mockApi({ ...team, '/coaches/coach-7': ok(staffDetail) });
    renderRoute('/en/teams/ordabasy-2012/staff/coach-7', '/teams/:slug/staff/:staff_slug', <StaffPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Askar Coach' })).toBeInTheDocument();
    expect(screen.getByText('46 years')).toBeInTheDocument();
    expect(screen.getByText('02 January 1980')).toBeInTheDocument();
    // The page is named after the person.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/— Askar Coach$/);
    await waitFor(() => expect(store.get(pageMetaAtom).title).toMatch(/— Askar Coach$/));
  });

  test('an unknown staff member is the not-found page, declared as such for the server render', async () => {
    const quiet = quietErrors();
    mockApi({ ...team });
    renderRoute('/en/teams/ordabasy-2012/staff/nobody', '/teams/:slug/staff/:staff_slug', <StaffPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/staff member was not found/)).not.toBeInTheDocument();
    await waitFor(() => expect(store.get(pageMetaAtom)).toMatchObject({ notFound: true }));
    quiet.mockRestore();
  });

  test('loading and error of the staff list', async () => {
    mockApi({ ...team, '/coaches': pending });
    const first = renderRoute('/en/teams/ordabasy-2012/staff', '/teams/:slug/staff', <TeamStaffPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    first.unmount();
    const quiet = quietErrors();
    mockApi({ ...team, '/coaches': failure(500) });
    renderRoute('/en/teams/ordabasy-2012/staff', '/teams/:slug/staff', <TeamStaffPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('team unsubmitted', () => {
  test('lists withdrawn players; empty; error', async () => {
    mockApi({
      ...team,
      '/squad/unsubmitted': ok([
        { player: squad.players[0].players[0], tournament, number: 1, changed_at: '2026-04-01T08:00:00Z' },
      ]),
    });
    const first = renderRoute(
      '/kk/teams/ordabasy-2012/unsubmitted'.replace('/kk', ''),
      '/teams/:slug/unsubmitted',
      <TeamUnsubmittedPage />,
    );
    expect(await screen.findByRole('link', { name: 'Player 11' })).toHaveAttribute('href', '/players/player-11');
    expect(screen.getByText('Шығарылған күні: 01 сәуір 2026')).toBeInTheDocument();
    first.unmount();
    mockApi({ ...team, '/squad/unsubmitted': ok([]) });
    const second = renderRoute(
      '/en/teams/ordabasy-2012/unsubmitted',
      '/teams/:slug/unsubmitted',
      <TeamUnsubmittedPage />,
    );
    expect(await screen.findByText('No players have been withdrawn')).toBeInTheDocument();
    second.unmount();
    const quiet = quietErrors();
    mockApi({ ...team, '/squad/unsubmitted': failure(500) });
    renderRoute('/en/teams/ordabasy-2012/unsubmitted', '/teams/:slug/unsubmitted', <TeamUnsubmittedPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
