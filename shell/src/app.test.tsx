jest.mock('./federation/remotes', () => ({
  registerFor: jest.fn(() => Promise.resolve()),
  resetRemote: jest.fn(),
  loadRemoteModule: jest.fn(),
  loadedRemoteModule: jest.fn(() => undefined),
}));

import { act, screen, waitFor } from '@testing-library/react';
import type { RemoteModule } from '@league/shared';
import { CABINET_PATTERNS as P, authAtom, pageRoles, showToast, store } from '@league/shared';
import { App } from './app';
import { loadRemoteModule, loadedRemoteModule, resetRemote } from './federation/remotes';
import { RuntimeMismatchError } from './federation/runtime-mismatch';
import { renderAt } from './test-utils';

const page = (text: string) =>
  function TestPage() {
    return <h1>{text}</h1>;
  };

const modules: Record<string, RemoteModule> = {
  mf_public: {
    name: 'mf_public',
    namespace: 'public',
    resources: { kk: {}, ru: {}, en: {} },
    routes: [
      { path: '/', layout: 'main', Component: page('home page') },
      {
        path: '/teams/:slug',
        layout: 'main-team',
        validate: (p) => /^[a-z0-9-]+$/.test(p.slug ?? ''),
        Component: page('team page'),
      },
    ],
  },
  mf_cabinet_clubs: {
    name: 'mf_cabinet_clubs',
    namespace: 'cab-clubs',
    resources: { kk: {}, ru: {}, en: {} },
    routes: [
      {
        path: '/cabinet/clubs',
        layout: 'cabinet',
        roles: ['super_admin', 'command_admin'],
        Component: page('clubs page'),
      },
      { path: '/cabinet/clubs/create', layout: 'cabinet', middleware: ['super-admin'], Component: page('create club') },
      { path: P.player, layout: 'cabinet', roles: pageRoles(P.player), Component: page('player page') },
      {
        path: P.teamPlayerEdit,
        layout: 'cabinet',
        middleware: ['provider-rules'],
        roles: pageRoles(P.teamPlayerEdit),
        Component: page('player form'),
      },
    ],
  },
  mf_cabinet_matches: {
    name: 'mf_cabinet_matches',
    namespace: 'cab-matches',
    resources: { kk: {}, ru: {}, en: {} },
    routes: [
      { path: '/cabinet/matches', layout: 'cabinet', roles: ['referee'], Component: page('referee matches') },
      {
        path: P.matchProtocol,
        layout: 'cabinet',
        roles: pageRoles(P.matchProtocol),
        Component: page('match protocol'),
      },
    ],
  },
};

const signIn = (slug: 'super_admin' | 'command_admin' | 'referee' | 'media_manager' | 'provider') =>
  store.set(authAtom, {
    token: 't',
    user: { id: 1, name: 'Test', email: 't@league.test', role: { slug }, club_id: null },
  });

// The registry as the real one keeps it: a remote counts as loaded once its load resolved.
const loaded = new Map<string, RemoteModule>();

beforeEach(() => {
  loaded.clear();
  (loadRemoteModule as jest.Mock).mockImplementation((name: string) =>
    modules[name]
      ? Promise.resolve(modules[name]).then((module) => {
          loaded.set(name, module);
          return module;
        })
      : Promise.reject(new Error(`${name} unavailable`)),
  );
  (loadedRemoteModule as jest.Mock).mockImplementation((name: string) => loaded.get(name));
  (resetRemote as jest.Mock).mockImplementation((name: string) => loaded.delete(name));
  document.cookie = 'i18n_redirected=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  store.set(authAtom, null);
});

const location = () => screen.getByTestId('location').textContent;

test('the locale cookie redirects only on the root path', async () => {
  document.cookie = 'i18n_redirected=ru; path=/';
  renderAt('/', <App />);
  await waitFor(() => expect(location()).toBe('/ru'));
  expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
});

test('the cookie does not move a visitor who opened another page', async () => {
  document.cookie = 'i18n_redirected=ru; path=/';
  renderAt('/teams/kairat', <App />);
  expect(await screen.findByRole('heading', { name: 'team page' })).toBeInTheDocument();
  expect(location()).toBe('/teams/kairat');
});

test('a page whose validity check fails shows the 404 page', async () => {
  renderAt('/en/teams/BAD_slug!', <App />);
  expect(
    await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
  ).toBeInTheDocument();
});

test('a cabinet path without a user goes to login with next', async () => {
  renderAt('/cabinet/clubs?page=2', <App />);
  await waitFor(() => expect(location()).toBe('/cabinet/login?next=%2Fcabinet%2Fclubs%3Fpage%3D2'));
  expect(loadRemoteModule).not.toHaveBeenCalledWith('mf_cabinet_clubs', expect.anything());
});

test('a role that may not use an area is sent home without loading it', async () => {
  signIn('referee');
  renderAt('/cabinet/clubs', <App />);
  expect(await screen.findByRole('heading', { name: 'referee matches' })).toBeInTheDocument();
  expect(location()).toBe('/cabinet/matches');
  expect(loadRemoteModule).not.toHaveBeenCalledWith('mf_cabinet_clubs', expect.anything());
});

test('a refused page that no middleware would send elsewhere goes home without loading its remote, even one the role uses', async () => {
  // The referee uses the tournaments remote for its notifications, and a super-admin page of it
  // has a middleware that sends a refused role home.
  signIn('referee');
  renderAt('/cabinet/tournaments/create', <App />);
  expect(await screen.findByRole('heading', { name: 'referee matches' })).toBeInTheDocument();
  expect(location()).toBe('/cabinet/matches');
  expect(loadRemoteModule).not.toHaveBeenCalledWith('mf_cabinet_tournaments', expect.anything());
});

test('a route role list and the super-admin middleware redirect away', async () => {
  signIn('command_admin');
  renderAt('/cabinet/clubs/create', <App />);
  await waitFor(() => expect(location()).toBe('/cabinet/tournaments'));
});

test("a page its policy refuses sends the role where the route's middleware says: the provider from a player's form to the player's page", async () => {
  signIn('provider');
  renderAt('/en/cabinet/clubs/1/teams/2/players/aidos/edit', <App />);
  expect(await screen.findByRole('heading', { name: 'player page' })).toBeInTheDocument();
  expect(location()).toBe('/en/cabinet/players/aidos');
});

test('the match protocol opens for every role the access table lets read it, a team administrator included', async () => {
  signIn('command_admin');
  renderAt('/cabinet/tournaments/4/matches/9', <App />);
  expect(await screen.findByRole('heading', { name: 'match protocol' })).toBeInTheDocument();
  expect(location()).toBe('/cabinet/tournaments/4/matches/9');
});

test("a role the content area refuses gets the not-found page at the address, and the area's remote never loads", async () => {
  signIn('command_admin');
  renderAt('/en/cabinet/content/news', <App />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(location()).toBe('/en/cabinet/content/news');
  expect(loadRemoteModule).not.toHaveBeenCalledWith('mf_cabinet_content', expect.anything());
});

test('the media manager reaches only the tournament pages', async () => {
  signIn('media_manager');
  renderAt('/ru/cabinet/matches', <App />);
  await waitFor(() => expect(location()).toBe('/ru/cabinet/tournaments'));
});

test('a remote that fails to load offers a retry in its area only', async () => {
  signIn('super_admin');
  (loadRemoteModule as jest.Mock).mockImplementationOnce(() => Promise.reject(new Error('network down')));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/en/cabinet/clubs', <App />);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  act(() => retry.click());
  expect(await screen.findByRole('heading', { name: 'clubs page' })).toBeInTheDocument();
});

test('a remote that needs a newer runtime shows its update notice in its area only, with one error naming the versions', async () => {
  signIn('super_admin');
  (loadRemoteModule as jest.Mock).mockImplementationOnce(() =>
    Promise.reject(new RuntimeMismatchError('mf_cabinet_clubs', '^2.0.0', '1.0.0')),
  );
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/en/cabinet/clubs', <App />);
  expect(await screen.findByText(/This section is being updated/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  const named = errors.mock.calls.filter((call) => String(call[0]).includes('@league/runtime'));
  expect(named).toEqual([
    [
      '[federation] mf_cabinet_clubs needs @league/runtime ^2.0.0, this shell provides 1.0.0: the area shows its update notice until the shell is released with a matching runtime',
    ],
  ]);
});

test('one toast at a time: a new one replaces the old', async () => {
  renderAt('/en', <App />);
  await screen.findByRole('heading', { name: 'home page' });
  act(() => {
    showToast('First', 'success');
    showToast('Second', 'error');
  });
  expect(screen.getByText('Second')).toBeInTheDocument();
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});

test('a page whose remote is already loaded renders once: nothing after mounting updates it again', async () => {
  // On a server-rendered page the remote is loaded before hydration; an update from the area's
  // own effects would reach the page while it hydrates and hydrate it all in one long task.
  const renders = { count: 0 };
  function CountedPage() {
    renders.count += 1;
    return <h1>counted page</h1>;
  }
  const publicRemote: RemoteModule = {
    ...modules.mf_public,
    routes: [{ path: '/', layout: 'main', Component: CountedPage }],
  };
  loaded.set('mf_public', publicRemote);
  (loadRemoteModule as jest.Mock).mockImplementation(() => Promise.resolve(publicRemote));
  renderAt('/', <App />);
  expect(screen.getByRole('heading', { name: 'counted page' })).toBeInTheDocument();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(loadRemoteModule).toHaveBeenCalled();
  expect(renders.count).toBe(1);
});
