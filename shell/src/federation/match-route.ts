// Which of a remote's routes serves an unprefixed path, ranked as the router ranks them (a
// static segment beats a parameter). The server render uses it to decide the status, the
// browser to load a server-rendered page's code before hydrating it.
import { matchRoutes } from 'react-router-dom';
import { preloadPage, type RemoteModule, type RemoteRoute } from '@league/shared';

export function matchRoute(mod: RemoteModule, path: string): { route: RemoteRoute; valid: boolean } | null {
  const [match] =
    matchRoutes(
      mod.routes.map((route, index) => ({ path: route.path, id: String(index) })),
      path,
    ) ?? [];
  if (!match) return null;
  const route = mod.routes[Number(match.route.id)]!;
  return { route, valid: !route.validate || route.validate(match.params) };
}

/** Loads the code of the page that serves `path` (nothing when no valid route does). */
export function preloadRoute(mod: RemoteModule, path: string): Promise<void> {
  const matched = matchRoute(mod, path);
  return matched?.valid ? preloadPage(matched.route.Component) : Promise.resolve();
}
