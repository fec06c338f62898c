// A tournament's matches and calendar link a match to its cabinet page only when the reader may
// open it (the API's `openable`: a club's administrator, its teams' matches); any other match is
// its teams' names, not a link to a page that would answer "not found".
import { screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { api, type CabinetMatch, type TournamentMatchesResponse } from '@league/shared';
import { inEnglish, renderRoutes, reply, resetApi, signIn, springCup } from '../../test-utils';
import CalendarPage from './calendar-page';
import MatchesPage from './matches-page';

const match = (id: number, host: string, guest: string, openable: boolean): CabinetMatch => ({
  id,
  tour: { id: 70, number: 1, title: 'Round 1' },
  date_time: '2026-05-02T05:00:00Z',
  date: '2026-05-02',
  time: '10:00',
  status: 'scheduled',
  host: { id: id * 2, title: host },
  guest: { id: id * 2 + 1, title: guest },
  stadium: null,
  crew: [],
  played: false,
  openable,
});

const data: TournamentMatchesResponse['data'] = {
  tournament: springCup({ teams_count: 4, matches_count: 2 }),
  tours: [{ id: 70, number: 1, title: 'Round 1', start_date: '2026-05-02', matches_count: 2 }],
  matches: [match(501, 'Altai 2012', 'Arlan 2012', true), match(502, 'Kairat 2012', 'Ordabasy 2012', false)],
};

const answer = (config: InternalAxiosRequestConfig) => reply(config, { success: true, data });

afterEach(resetApi);

function renderAt(path: string) {
  inEnglish();
  signIn('command_admin', 4);
  api.defaults.adapter = async (config) => answer(config);
  return renderRoutes(
    path,
    {
      '/en/cabinet/tournaments/:id/matches': <MatchesPage />,
      '/en/cabinet/tournaments/:id/calendar': <CalendarPage />,
    },
    { toasts: false },
  );
}

test.each([
  ['matches', '/en/cabinet/tournaments/7/matches'],
  ['calendar', '/en/cabinet/tournaments/7/calendar'],
])(
  'the %s page links only the matches the reader may open',
  async (_page, path) => {
    renderAt(path);
    const own = await screen.findByRole('link', { name: 'Altai 2012 — Arlan 2012' }, { timeout: 10_000 });
    expect(own).toHaveAttribute('href', '/en/cabinet/tournaments/7/matches/501');
    const other = screen.getByText('Kairat 2012 — Ordabasy 2012');
    expect(other.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /Kairat 2012/ })).toBeNull();
    expect(
      within(document.body)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('href')?.endsWith('/matches/502')),
    ).toEqual([]);
  },
  30_000,
);
