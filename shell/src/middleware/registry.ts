// Route middleware of spec §2. Who may open a page is the access table's decision
// (`@league/shared/access`), applied by the shell's guard to every page; a middleware a route
// names says where a role the page's policy refuses goes instead of its home, and may be named
// only by a page whose entry in the table agrees with its name. Each reads the table, none
// lists roles: a role's reach changes in the table alone. A middleware no route names is not
// kept: the protocol's (to the tournament's matches) had nothing to do, as no role the protocol
// refuses may open those (ADR 0146, 0149).
// A route naming a middleware that is not here, or one its page does not fit, is rejected when
// its remote loads.
import {
  CABINET_PAGES,
  CABINET_PATTERNS,
  MIDDLEWARES,
  ROLES,
  ROLE_HOME,
  cabinetPage,
  cabinetPath,
  mayOpen,
  policyAllows,
  type CabinetPageName,
  type MiddlewareName,
  type RoleSlug,
} from '@league/shared';

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
const policyOf = (pattern: string) => CABINET_PAGES.find((page) => page.pattern === pattern)?.policy;

/**
 * Whether the access table lets some role the page `pattern` refuses open the page `other`:
 * only then has a middleware that sends the refused there anything to do.
 */
export function refusedMayOpen(pattern: string, other: CabinetPageName): boolean {
  const page = policyOf(pattern);
  const target = policyOf(CABINET_PATTERNS[other]);
  return !!page && !!target && ROLES.some((role) => !policyAllows(page, role) && policyAllows(target, role));
}

/**
 * The page where what an edit form changes is read (the provider reads people and a departure's
 * squad, never edits them).
 */
const READ_PAGE_OF: Partial<Record<string, { page: CabinetPageName; path: (ctx: MiddlewareContext) => string }>> = {
  [CABINET_PATTERNS.departureSquad]: {
    page: 'departure',
    path: (ctx) => cabinetPath('departure', { id: param(ctx, 'id'), departure_id: param(ctx, 'departure_id') }),
  },
  [CABINET_PATTERNS.teamPlayerEdit]: {
    page: 'player',
    path: (ctx) => cabinetPath('player', { slug: param(ctx, 'slug') }),
  },
  [CABINET_PATTERNS.teamStaffEdit]: {
    page: 'teamStaffMember',
    path: (ctx) =>
      cabinetPath('teamStaffMember', {
        club_id: param(ctx, 'club_id'),
        id: param(ctx, 'id'),
        slug: param(ctx, 'slug'),
      }),
  },
};

export const MIDDLEWARE: Record<MiddlewareName, Middleware> = {
  /** League administration's pages: the table gives them the superAdmin policy; others go home. */
  'super-admin': {
    fits: (pattern) => cabinetPage(pattern)?.policy === 'superAdmin',
    instead: () => [],
  },
  /**
   * An edit form of a player or staff member, or a departure's squad form: who may read the
   * person (the departure) but not edit it reads it. It fits a form only while the table lets a
   * role the form refuses read what it changes.
   */
  'provider-rules': {
    fits: (pattern) => {
      const read = READ_PAGE_OF[pattern];
      return !!read && refusedMayOpen(pattern, read.page);
    },
    instead: (ctx) => [READ_PAGE_OF[ctx.pattern]!.path(ctx)],
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
