import type { RemoteRoute } from '@league/shared';
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
