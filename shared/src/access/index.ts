// Who may open what: ONE table read by the shell's guard and mount table, the remotes' routes
// and the API's pre-handlers. A page pattern and an endpoint both name a policy; a policy lists
// the roles and, where a role only sees part of the league, its scope.
//
//   own_club     command_admin sees and changes only its own club (its teams, people,
//                applications, departures); the other roles of the policy see everything.
//   own_matches  referee sees only the matches where they are on the crew.
//
// Scopes are enforced by the API's services (they need the data); the table says where.
import { REMOTE_NAMES, type RemoteName } from '../federation/remote-names';
import { ROLES, type RoleSlug } from '../roles';

export type Scope = 'own_club' | 'own_matches';

export interface Policy {
  roles: readonly RoleSlug[];
  scope?: Scope;
}

const ALL_STAFF = ROLES;

/** The named policies. Add a policy before widening an existing one. */
export const POLICIES = {
  /** Every signed-in staff member (their own account, notifications). */
  staff: { roles: ALL_STAFF },
  /** Notifications: every role that has a cabinet beyond the media manager's four pages. */
  notifications: { roles: ['super_admin', 'command_admin', 'referee', 'provider'] },
  /** League administration only. */
  superAdmin: { roles: ['super_admin'] },
  /** Clubs, teams and their registry, read and written by the club's own administrator. */
  clubRegistry: { roles: ['super_admin', 'command_admin'], scope: 'own_club' },
  /** Players and staff, read: the travel provider reads identity data for travel. */
  peopleRead: { roles: ['super_admin', 'command_admin', 'provider'], scope: 'own_club' },
  /** Tournaments list, calendar and matches list. */
  tournamentsRead: { roles: ['super_admin', 'command_admin', 'media_manager'], scope: 'own_club' },
  /** One tournament's detail and its team applications. */
  tournamentDetail: { roles: ['super_admin', 'command_admin'], scope: 'own_club' },
  /** The tournaments a club's teams play in or may apply to (the club's administrator). */
  commandAdmin: { roles: ['command_admin'], scope: 'own_club' },
  /** The referee's list of matches. */
  refereeMatches: { roles: ['super_admin', 'referee'], scope: 'own_matches' },
  /** One match: protocol, events, statistics (referee on the crew), media and broadcast link. */
  matchProtocol: { roles: ['super_admin', 'referee', 'media_manager'], scope: 'own_matches' },
  /** One match read: its protocol page (a command_admin: its teams' matches, read-only). */
  matchRead: { roles: ['super_admin', 'referee', 'media_manager', 'command_admin'], scope: 'own_matches' },
  /** Changes of a protocol: events, squads, crew, statistics, additions, lifecycle. */
  matchWrite: { roles: ['super_admin', 'referee'], scope: 'own_matches' },
  /** A match's broadcast link and media. */
  matchMedia: { roles: ['super_admin', 'media_manager'] },
  /** A match squad: the team's administrator lists it, the referee checks it. */
  matchSquad: { roles: ['super_admin', 'referee', 'command_admin'], scope: 'own_matches' },
  /** Departures: the team states count and squad, the provider agrees or rejects. */
  departures: { roles: ['super_admin', 'command_admin', 'provider'], scope: 'own_club' },
} as const satisfies Record<string, Policy>;

export type PolicyName = keyof typeof POLICIES;

export interface CabinetPageEntry {
  /** Unprefixed pattern in react-router syntax. */
  pattern: string;
  policy: PolicyName;
  /** The remote that serves it. */
  remote: RemoteName;
  /**
   * Shown in the cabinet navigation under this i18n key (common namespace). Set only once the
   * remote serves the page: the navigation never links to a 404.
   */
  nav?: string;
}

const T = 'mf_cabinet_tournaments' as const;
const M = 'mf_cabinet_matches' as const;
const C = 'mf_cabinet_clubs' as const;

/**
 * Every cabinet page (spec §2), most specific first where two patterns could match.
 * `/cabinet` (the role's home) and `/cabinet/login` belong to the shell.
 */
export const CABINET_PAGES: readonly CabinetPageEntry[] = [
  { pattern: '/cabinet/tournaments', policy: 'tournamentsRead', remote: T, nav: 'cabinet.tournaments' },
  { pattern: '/cabinet/tournaments/create', policy: 'superAdmin', remote: T },
  { pattern: '/cabinet/tournaments/:id', policy: 'tournamentDetail', remote: T },
  { pattern: '/cabinet/tournaments/:id/edit', policy: 'superAdmin', remote: T },
  { pattern: '/cabinet/tournaments/:id/calendar', policy: 'tournamentsRead', remote: T },
  { pattern: '/cabinet/tournaments/:id/matches', policy: 'tournamentsRead', remote: T },
  { pattern: '/cabinet/tournaments/:id/teams/:club_id', policy: 'tournamentDetail', remote: T },
  { pattern: '/cabinet/tournaments/:id/teams/:club_id/players/:application_id', policy: 'tournamentDetail', remote: T },
  { pattern: '/cabinet/tournaments/:id/teams/:club_id/staff/:application_id', policy: 'tournamentDetail', remote: T },
  { pattern: '/cabinet/tournaments/:id/matches/:match_id', policy: 'matchRead', remote: M },
  { pattern: '/cabinet/tournaments/:id/matches/:match_id/squad', policy: 'matchSquad', remote: M },
  { pattern: '/cabinet/tournaments/:id/departures', policy: 'departures', remote: M },
  { pattern: '/cabinet/tournaments/:id/departures/:departure_id', policy: 'departures', remote: M },
  { pattern: '/cabinet/tournaments/:id/departures/:departure_id/squad', policy: 'departures', remote: M },
  { pattern: '/cabinet/matches', policy: 'refereeMatches', remote: M, nav: 'cabinet.matches' },
  { pattern: '/cabinet/departures', policy: 'departures', remote: M, nav: 'cabinet.departures' },
  { pattern: '/cabinet/clubs', policy: 'clubRegistry', remote: C, nav: 'cabinet.clubs' },
  { pattern: '/cabinet/clubs/create', policy: 'superAdmin', remote: C },
  { pattern: '/cabinet/clubs/:club_id', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/clubs/:club_id/edit', policy: 'superAdmin', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/create', policy: 'superAdmin', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/about', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/edit', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/players/create', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/players/:slug/edit', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/staff', policy: 'peopleRead', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/staff/create', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/staff/:slug', policy: 'peopleRead', remote: C },
  { pattern: '/cabinet/clubs/:club_id/teams/:id/staff/:slug/edit', policy: 'clubRegistry', remote: C },
  { pattern: '/cabinet/players', policy: 'peopleRead', remote: C },
  { pattern: '/cabinet/players/:slug', policy: 'peopleRead', remote: C },
  { pattern: '/cabinet/stadiums', policy: 'superAdmin', remote: C, nav: 'cabinet.stadiums' },
  { pattern: '/cabinet/team-stats', policy: 'clubRegistry', remote: C, nav: 'cabinet.teamStats' },
  { pattern: '/cabinet/notifications', policy: 'notifications', remote: T },
];

const patternCache = new Map<string, RegExp>();
function patternRegExp(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${body}/?$`);
    patternCache.set(pattern, re);
  }
  return re;
}

/** Whether an unprefixed path matches a react-router style pattern (`:name` = one segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  return patternRegExp(pattern).test(path);
}

/**
 * The cabinet page an unprefixed path opens. A literal segment beats a parameter
 * (`/cabinet/clubs/create` is the create page, not a club called "create").
 */
export function cabinetPage(path: string): CabinetPageEntry | null {
  let best: CabinetPageEntry | null = null;
  let bestLiterals = -1;
  for (const page of CABINET_PAGES) {
    if (!matchesPattern(page.pattern, path)) continue;
    const literals = page.pattern.split('/').filter((part) => part && !part.startsWith(':')).length;
    if (literals > bestLiterals) {
      best = page;
      bestLiterals = literals;
    }
  }
  return best;
}

export function policyAllows(policy: PolicyName, role: RoleSlug | null | undefined): boolean {
  return !!role && (POLICIES[policy].roles as readonly RoleSlug[]).includes(role);
}

/** Roles of a policy, as the mutable list a route declares. */
export function rolesOf(policy: PolicyName): RoleSlug[] {
  return [...POLICIES[policy].roles];
}

/** Roles that may open a cabinet page pattern (for a remote's route declaration). */
export function pageRoles(pattern: string): RoleSlug[] {
  const page = CABINET_PAGES.find((p) => p.pattern === pattern);
  if (!page) throw new Error(`${pattern} is not a cabinet page of the access table`);
  return rolesOf(page.policy);
}

/** Whether a role may open an unprefixed cabinet path; unknown paths are nobody's. */
export function mayOpen(role: RoleSlug | null | undefined, path: string): boolean {
  const page = cabinetPage(path);
  return !!page && policyAllows(page.policy, role);
}

/** The cabinet remotes a role may load: those serving at least one page it may open. */
export function remotesForRole(role: RoleSlug): RemoteName[] {
  return REMOTE_NAMES.filter((remote) => CABINET_PAGES.some((page) => page.remote === remote && policyAllows(page.policy, role)));
}

/** Navigation entries a role sees: only pages it may open. */
export function cabinetNav(role: RoleSlug | null | undefined): CabinetPageEntry[] {
  return CABINET_PAGES.filter((page) => page.nav && policyAllows(page.policy, role));
}
