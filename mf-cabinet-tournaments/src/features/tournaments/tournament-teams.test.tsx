// The tournament page's teams: counted as the tournaments list and the public site count them (the
// participants); teams whose application to the tournament waits are listed apart, and the league
// takes one in from there; a team none of whose players is sent says "Not listed", never "Listed".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api, type CabinetTournamentDetail, type TournamentTeamRow } from '@league/shared';
import { inEnglish, notFound, renderRoutes, reply, resetApi, signIn, springCup } from '../../test-utils';
import TournamentPage from './tournament-page';

const counts = (submitted: number, pending = 0) => ({ pending, submitted, rejected: 0 });
const row = (
  id: number,
  title: string,
  status: TournamentTeamRow['status'],
  players: TournamentTeamRow['players'],
): TournamentTeamRow => ({
  team: { id, slug: `t-${id}`, title, birth_year: 2014 },
  club: { id: id * 10, title: `Club ${id}` },
  status,
  players,
  staff: counts(0),
  matches_count: 0,
});

const detail: CabinetTournamentDetail = {
  tournament: springCup({
    id: 10,
    title: 'Winter Cup',
    age_group: 'U-13',
    age_group_title: 'U-13 boys',
    birth_year_from: 2013,
    birth_year_to: 2014,
    format: 'cup',
    match_length_minutes: 60,
    start_date: '2026-12-05',
    matches_count: 0,
  }),
  teams: [
    row(1, 'Alatau 2014', 'submitted', counts(18)),
    row(2, 'Burabay 2014', 'submitted', counts(0)),
    row(3, 'Arlan 2014', 'pending', counts(0, 18)),
  ],
  tours: [],
};

const writes: Array<{ url: string; data: unknown }> = [];

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  const url = config.url ?? '';
  if ((config.method ?? 'get') === 'put') {
    writes.push({ url, data: JSON.parse(String(config.data)) });
    return reply(config, { success: true, data: { ids: [3] } });
  }
  if (url.endsWith('/cabinet/tournaments/10')) return reply(config, { success: true, data: detail });
  if (url.endsWith('/cabinet/tournaments/10/teams'))
    return reply(config, { success: true, data: { teams: detail.teams, candidates: [] } });
  if (url.endsWith('/cabinet/tournaments/10/entries'))
    return reply(config, {
      success: true,
      data: { window: { opens_on: null, closes_on: null, open: false }, requests: [], teams: [] },
    });
  return notFound(config);
}

beforeEach(() => {
  writes.length = 0;
  api.defaults.adapter = async (config) => answer(config);
  inEnglish();
  signIn('super_admin');
  renderRoutes('/en/cabinet/tournaments/10', { '/en/cabinet/tournaments/:id': <TournamentPage /> });
});
afterEach(resetApi);

const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

test('counts the participants, as the list does, and lists the teams waiting for a decision apart', async () => {
  expect(await screen.findByRole('heading', { name: 'Teams (2)' }, { timeout: 10_000 })).toBeInTheDocument();
  const waiting = screen.getByRole('region', { name: 'Teams not yet accepted into the tournament (1)' });
  expect(within(waiting).getByRole('link', { name: 'Arlan 2014' })).toBeInTheDocument();
  expect(within(waiting).queryByRole('link', { name: 'Alatau 2014' })).toBeNull();
}, 30_000);

test('a participant none of whose players is sent is "Not listed"; one with players is "Listed"', async () => {
  await screen.findByRole('heading', { name: 'Teams (2)' }, { timeout: 10_000 });
  expect(within(card('Burabay 2014')).getByText('Not listed')).toBeInTheDocument();
  expect(within(card('Burabay 2014')).queryByText('Listed')).toBeNull();
  expect(within(card('Alatau 2014')).getByText('Listed')).toBeInTheDocument();
  expect(within(card('Arlan 2014')).getByText('Under consideration')).toBeInTheDocument();
}, 30_000);

test('the league takes a waiting team into the tournament from its row', async () => {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Teams (2)' }, { timeout: 10_000 });
  expect(within(card('Alatau 2014')).queryByRole('button', { name: /Accept into the tournament/ })).toBeNull();
  await user.click(within(card('Arlan 2014')).getByRole('button', { name: 'Accept into the tournament: Arlan 2014' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept into the tournament' }),
  );
  await waitFor(() => expect(writes).toEqual([{ url: '/cabinet/tournaments/10/teams', data: { team_ids: [3] } }]));
}, 30_000);
