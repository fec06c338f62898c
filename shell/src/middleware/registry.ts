// Route middleware of spec §2. Who may open a page is the access table's decision
// (`@league/shared/access`), applied by the shell's guard to every page; a middleware a route
// names says where a role the page's policy refuses goes instead of its home, and may be named
// only by a page whose entry in the table agrees with its name. Each reads the table, none
// lists roles: a role's reach changes in the table alone.
// A route naming a middleware that is not here, or one its page does not fit, is rejected when
// its remote loads.
import { CABINET_PATTERNS, MIDDLEWARES, ROLE_HOME, cabinetPage, cabinetPath, mayOpen, type MiddlewareName, type RoleSlug } from '@league/shared';

export interface MiddlewareContext {
  /** The page's pattern (the route's path). */
  pattern: string;
  /** The unprefixed path opened. */
  path: string;
  params: Record<string, string | undefined>;
  role: RoleSlug | null;
}

export interface Middleware {
  /** Whether a route of this pattern may name the middleware: what the access table says of its page. */
  fits(pattern: string): boolean;
  /** Where a role the page refuses should go, best first (a place it may open wins; else its home). */
  instead(ctx: MiddlewareContext): string[];
}

const param = (ctx: MiddlewareContext, name: string) => ctx.params[name] ?? '';

/** The page where a person an edit form changes is read (the provider reads people, never edits them). */
const READ_PAGE_OF: Partial<Record<string, (ctx: MiddlewareContext) => string>> = {
  [CABINET_PATTERNS.teamPlayerEdit]: (ctx) => cabinetPath('player', { slug: param(ctx, 'slug') }),
  [CABINET_PATTERNS.teamStaffEdit]: (ctx) => cabinetPath('teamStaffMember', { club_id: param(ctx, 'club_id'), id: param(ctx, 'id'), slug: param(ctx, 'slug') }),
};

export const MIDDLEWARE: Record<MiddlewareName, Middleware> = {
  /** League administration's pages: the table gives them the superAdmin policy; others go home. */
  'super-admin': {
    fits: (pattern) => cabinetPage(pattern)?.policy === 'superAdmin',
    instead: () => [],
  },
  /** An edit form of a player or staff member: who may read the person but not edit them reads them. */
  'provider-rules': {
    fits: (pattern) => READ_PAGE_OF[pattern] !== undefined,
    instead: (ctx) => [READ_PAGE_OF[ctx.pattern]!(ctx)],
  },
  /** The match protocol: who may not open it goes to the tournament's matches, if it may open those. */
  'cabinet-protocol': {
    fits: (pattern) => pattern === CABINET_PATTERNS.matchProtocol,
    instead: (ctx) => [cabinetPath('tournamentMatches', { id: param(ctx, 'id') })],
  },
};

function middlewareOf(name: MiddlewareName): Middleware {
  const middleware = MIDDLEWARE[name];
  if (!middleware) throw new Error(`Unknown middleware "${name}"`);
  return middleware;
}

/** Whether a route of `pattern` may name the middleware `name` (unknown names are an error). */
export function middlewareFits(name: MiddlewareName, pattern: string): boolean {
  return middlewareOf(name).fits(pattern);
}

/** The middleware a page of this pattern may name. */
export function middlewareFitting(pattern: string): MiddlewareName[] {
  return MIDDLEWARES.filter((name) => MIDDLEWARE[name].fits(pattern));
}

/**
 * Where a role goes that the page's policy refuses: the first place a route's middleware names
 * (in order) that the role may open, or its home; signed out, the login page.
 */
export function refusedTarget(names: readonly MiddlewareName[], ctx: MiddlewareContext): string {
  const home = ctx.role ? ROLE_HOME[ctx.role] : '/cabinet/login';
  const places = names.flatMap((name) => middlewareOf(name).instead(ctx));
  return places.find((place) => mayOpen(ctx.role, place)) ?? home;
}
