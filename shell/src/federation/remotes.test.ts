jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

import { RUNTIME_VERSION, type RemoteModule } from '@league/shared';
import { RuntimeMismatchError, runtimeMismatchOf, validateRemoteModule } from './remotes';

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

describe('runtime versions (ADR 0300)', () => {
  const base = {
    name: 'mf_cabinet_clubs',
    namespace: 'cab-clubs',
    resources: { kk: {}, ru: {}, en: {} },
    routes: [{ path: '/cabinet/clubs', layout: 'cabinet' as const, Component: page }],
  };

  test('a remote built against the runtime the shell provides, or an older minor of it, is accepted', () => {
    const mod: RemoteModule = { ...base, release: { name: 'mf_cabinet_clubs', version: '1.4.0', runtime: '^1.0.0' } };
    expect(validateRemoteModule(mod, 'mf_cabinet_clubs')).toBe(mod);
  });

  test('a remote that needs a newer runtime major is refused with both versions named', () => {
    const mod: RemoteModule = { ...base, release: { name: 'mf_cabinet_clubs', version: '2.0.0', runtime: '^2.0.0' } };
    expect(() => validateRemoteModule(mod, 'mf_cabinet_clubs')).toThrow(RuntimeMismatchError);
    expect(() => validateRemoteModule(mod, 'mf_cabinet_clubs')).toThrow(
      `mf_cabinet_clubs needs @league/runtime ^2.0.0, this shell provides ${RUNTIME_VERSION}`,
    );
  });

  test('the federation runtime refusing the strict singleton becomes the same refusal', () => {
    const federation = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @league/runtime does not satisfy the requirement of mf_cabinet_clubs which needs ^2.0.0)',
    );
    const mismatch = runtimeMismatchOf('mf_cabinet_clubs', federation);
    expect(mismatch).toBeInstanceOf(RuntimeMismatchError);
    expect(mismatch).toMatchObject({ remote: 'mf_cabinet_clubs', needs: '^2.0.0', provides: '1.0.0' });
    expect(runtimeMismatchOf('mf_cabinet_clubs', new Error('ChunkLoadError: Loading chunk 3 failed'))).toBeNull();
  });
});
