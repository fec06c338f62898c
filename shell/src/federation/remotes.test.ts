jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

import type { RemoteModule } from '@league/shared';
import { validateRemoteModule } from './remotes';

const page = () => null;

test('a remote whose routes use known names is accepted', () => {
  const mod: RemoteModule = {
    name: 'mf_cabinet_clubs',
    namespace: 'cab-clubs',
    resources: { kk: {}, ru: {}, en: {} },
    routes: [{ path: '/cabinet/clubs/create', layout: 'cabinet', middleware: ['super-admin'], Component: page }],
  };
  expect(validateRemoteModule(mod, 'mf_cabinet_clubs')).toBe(mod);
});

test('a middleware named by a page the access table says it does not fit is an error at load', () => {
  const base = { name: 'mf_cabinet_clubs', namespace: 'cab-clubs', resources: { kk: {}, ru: {}, en: {} } };
  // The clubs list is open to command_admin too: "super-admin" there would say otherwise.
  expect(() =>
    validateRemoteModule(
      {
        ...base,
        routes: [{ path: '/cabinet/clubs', layout: 'cabinet', middleware: ['super-admin'], Component: page }],
      },
      'mf_cabinet_clubs',
    ),
  ).toThrow(/route \/cabinet\/clubs names the middleware "super-admin"/);
  expect(() =>
    validateRemoteModule(
      { ...base, routes: [{ path: '/teams/:slug', layout: 'main', middleware: ['provider-rules'], Component: page }] },
      'mf_cabinet_clubs',
    ),
  ).toThrow(/"provider-rules"/);
});

test('an unknown layout or middleware name is an error at load', () => {
  const base = { name: 'mf_public', namespace: 'public', resources: { kk: {}, ru: {}, en: {} } };
  expect(() =>
    validateRemoteModule(
      { ...base, routes: [{ path: '/', layout: 'sidebar' as never, Component: page }] },
      'mf_public',
    ),
  ).toThrow(/unknown layout "sidebar"/);
  expect(() =>
    validateRemoteModule(
      { ...base, routes: [{ path: '/', layout: 'main', middleware: ['auth' as never], Component: page }] },
      'mf_public',
    ),
  ).toThrow(/unknown middleware "auth"/);
});
