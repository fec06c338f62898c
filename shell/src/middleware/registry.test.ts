import { api, type RemoteRoute, type TournamentDetail } from '@league/shared';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MIDDLEWARE, runMiddleware, type MiddlewareContext } from './registry';

const route = { path: '/x', layout: 'cabinet', Component: () => null } as RemoteRoute;
const ctx = (over: Partial<MiddlewareContext>): MiddlewareContext => ({ route, path: '/x', search: '', params: {}, role: null, ...over });

test('super-admin lets only the super admin through', async () => {
  expect(await MIDDLEWARE['super-admin'](ctx({ role: 'super_admin' }))).toBeNull();
  expect(await MIDDLEWARE['super-admin'](ctx({ role: 'command_admin' }))).toBe('/cabinet/tournaments');
});

test('provider-rules keeps the provider out of edit forms', async () => {
  const path = '/cabinet/clubs/1/teams/2/players/aidos/edit';
  expect(await MIDDLEWARE['provider-rules'](ctx({ role: 'provider', path }))).toBe('/cabinet/clubs/1/teams/2/players/aidos');
  expect(await MIDDLEWARE['provider-rules'](ctx({ role: 'command_admin', path }))).toBeNull();
});

test('cabinet-protocol admits the crew roles only', async () => {
  expect(await MIDDLEWARE['cabinet-protocol'](ctx({ role: 'referee', params: { id: '4' } }))).toBeNull();
  expect(await MIDDLEWARE['cabinet-protocol'](ctx({ role: 'provider', params: { id: '4' } }))).toBe('/cabinet/tournaments/4/matches');
});

test('redirect fills the route parameters into its target', async () => {
  const r = { ...route, redirectTo: '/cabinet/tournaments/:id/calendar' };
  expect(await MIDDLEWARE.redirect(ctx({ route: r, params: { id: '7' } }))).toBe('/cabinet/tournaments/7/calendar');
});

test('the first redirect wins and an unknown middleware is an error', async () => {
  expect(await runMiddleware(['provider-rules', 'super-admin'], ctx({ role: 'provider', path: '/a/edit' }))).toBe('/a');
  expect(await runMiddleware(['super-admin'], ctx({ role: 'super_admin' }))).toBeNull();
  await expect(runMiddleware(['no-such' as never], ctx({}))).rejects.toThrow(/Unknown middleware/);
});

const main: TournamentDetail = {
  id: 6,
  slug: 'u14',
  title: 'U-14',
  description: null,
  season: { id: 1, year: 2026, title: '2026' },
  age_group: 'U14',
  age_group_title: 'U-14',
  birth_year_from: 2012,
  birth_year_to: 2012,
  gender: 'male',
  format: 'league',
  start_date: null,
  end_date: null,
  main: true,
  active: true,
  status: 'current',
  logo: null,
  match_length_minutes: 70,
  team_ids: [],
  teams_count: 0,
};

test('append-tournament-query names the main tournament when none is chosen; a broken answer leaves the query alone', async () => {
  const seen: string[] = [];
  let answer: unknown = { success: true, data: { id: 6 } };
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    seen.push(config.url ?? '');
    return { data: answer, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await MIDDLEWARE['append-tournament-query'](ctx({ path: '/calendar', search: '?x=1' }))).toBeNull();
    answer = { success: true, data: main };
    expect(await MIDDLEWARE['append-tournament-query'](ctx({ path: '/calendar', search: '?x=1' }))).toBe('/calendar?x=1&tournament_id=6');
    expect(await MIDDLEWARE['append-tournament-query'](ctx({ path: '/calendar', search: '?tournament_id=7' }))).toBeNull();
    expect(seen).toEqual(['/handbook/main-tournament', '/handbook/main-tournament']);
  } finally {
    api.defaults.adapter = undefined;
    jest.restoreAllMocks();
  }
});
