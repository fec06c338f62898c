// Route middleware of spec §2. Each returns an unprefixed path to redirect to, or null to go on.
// A route naming a middleware that is not here is rejected when its remote loads.
import { callEndpoint, endpoints, type MiddlewareName, type RemoteRoute, type RoleSlug } from '@league/shared';

export interface MiddlewareContext {
  route: RemoteRoute;
  path: string;
  search: string;
  params: Record<string, string | undefined>;
  role: RoleSlug | null;
}

export type Middleware = (ctx: MiddlewareContext) => string | null | Promise<string | null>;

const fill = (template: string, params: MiddlewareContext['params']) =>
  template.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

let mainTournament: Promise<number | null> | null = null;
function mainTournamentId(): Promise<number | null> {
  mainTournament ??= callEndpoint(endpoints.handbooks.mainTournament, {})
    .then((body) => body.data?.id ?? null)
    .catch((error: unknown) => {
      console.error('[middleware] main tournament unavailable', error);
      mainTournament = null;
      return null;
    });
  return mainTournament;
}

export const MIDDLEWARE: Record<MiddlewareName, Middleware> = {
  /** Pages filtered by tournament open on the main tournament when none is chosen. */
  'append-tournament-query': async ({ path, search }) => {
    const query = new URLSearchParams(search);
    if (query.get('tournament_id')) return null;
    const id = await mainTournamentId();
    if (id === null) return null;
    query.set('tournament_id', String(id));
    return `${path}?${query.toString()}`;
  },
  /** The match protocol is for the crew's referee, the super admin and (read-only) the media manager. */
  'cabinet-protocol': ({ role, params }) =>
    role === 'super_admin' || role === 'referee' || role === 'media_manager'
      ? null
      : `/cabinet/tournaments/${encodeURIComponent(params.id ?? '')}/matches`,
  /** The provider reads players and staff but never opens an edit form. */
  'provider-rules': ({ role, path }) => (role === 'provider' ? path.replace(/\/edit$/, '') : null),
  redirect: ({ route, params }) => (route.redirectTo ? fill(route.redirectTo, params) : null),
  'super-admin': ({ role }) => (role === 'super_admin' ? null : '/cabinet/tournaments'),
};

/** Runs a route's middleware in order; the first redirect wins. */
export async function runMiddleware(names: readonly MiddlewareName[], ctx: MiddlewareContext): Promise<string | null> {
  for (const name of names) {
    const middleware = MIDDLEWARE[name];
    if (!middleware) throw new Error(`Unknown middleware "${name}"`);
    const target = await middleware(ctx);
    if (target !== null && target !== `${ctx.path}${ctx.search}`) return target;
  }
  return null;
}
