jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

import type { RemoteModule } from '@league/shared';
import { validateRemoteModule } from './remotes';

const page = () => null;

test('a remote whose routes use known names is accepted', () => {
  const mod: RemoteModule = { name: 'mf_public', namespace: 'public', resources: { kk: {}, ru: {}, en: {} }, routes: [{ path: '/', layout: 'main-v2', middleware: ['append-tournament-query'], Component: page }] };
  expect(validateRemoteModule(mod, 'mf_public')).toBe(mod);
});

test('an unknown layout or middleware name is an error at load', () => {
  const base = { name: 'mf_public', namespace: 'public', resources: { kk: {}, ru: {}, en: {} } };
  expect(() => validateRemoteModule({ ...base, routes: [{ path: '/', layout: 'sidebar' as never, Component: page }] }, 'mf_public')).toThrow(/unknown layout "sidebar"/);
  expect(() => validateRemoteModule({ ...base, routes: [{ path: '/', layout: 'main', middleware: ['auth' as never], Component: page }] }, 'mf_public')).toThrow(/unknown middleware "auth"/);
});
