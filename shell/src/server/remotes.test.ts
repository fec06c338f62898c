/** @jest-environment node */
// The server render's remotes (ADR 0301): a new release of a remote is loaded on the next render;
// a release that fails to load leaves the build loaded before serving.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { initI18n, type RemoteModule } from '@league/shared';
import { loadServerRemote } from './remotes';

initI18n('en');

const moduleOf = (label: string): RemoteModule => ({
  name: 'mf_public',
  namespace: 'public',
  resources: { kk: {}, ru: {}, en: {} },
  routes: [{ path: `/${label}`, layout: 'main', Component: () => null }],
});

test('a new entry is loaded on the next render; one that fails leaves the previous build serving', async () => {
  const load = loadRemote as jest.Mock;
  const a = moduleOf('a');
  const b = moduleOf('b');
  load.mockResolvedValueOnce({ default: a });
  expect(await loadServerRemote('mf_public', { mf_public: '/releases/mf-public/a/server/remoteEntry.js' })).toBe(a);
  // The same entry: no second load.
  expect(await loadServerRemote('mf_public', { mf_public: '/releases/mf-public/a/server/remoteEntry.js' })).toBe(a);
  expect(load).toHaveBeenCalledTimes(1);

  load.mockResolvedValueOnce({ default: b });
  expect(await loadServerRemote('mf_public', { mf_public: '/releases/mf-public/b/server/remoteEntry.js' })).toBe(b);

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('SyntaxError in the release'));
  expect(await loadServerRemote('mf_public', { mf_public: '/releases/mf-public/c/server/remoteEntry.js' })).toBe(b);
  // Not tried again: the build loaded before keeps serving.
  expect(await loadServerRemote('mf_public', { mf_public: '/releases/mf-public/c/server/remoteEntry.js' })).toBe(b);
  expect(load).toHaveBeenCalledTimes(3);
  expect(errors).toHaveBeenCalledTimes(1);
  expect(String(errors.mock.calls[0][0])).toContain('the previous build keeps serving');

  // A rollback to a good release loads it again.
  load.mockResolvedValueOnce({ default: a });
  expect(await loadServerRemote('mf_public', { mf_public: '/releases/mf-public/a/server/remoteEntry.js' })).toBe(a);
});
