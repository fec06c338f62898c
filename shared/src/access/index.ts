// Who may open what: ONE table read by the shell's guard and mount table, the remotes' routes
// and the API's pre-handlers. A page pattern and an endpoint both name a policy; a policy lists
// the roles and, where a role only sees part of the league, its scope.
//
//   own_club     command_admin sees and changes only its own club (its teams, people,
//                applications, departures); the other roles of the policy see everything.
//   own_matches  referee sees only the matches where they are on the crew.
//
// Scopes are enforced by the API's services (they need the data) through one rule per scope
// (api/src/modules/auth/scope.ts, ADR 0303); the table says where.
import { REMOTE_NAMES, type RemoteName } from '../federation/remote-names';
import { ROLES, type RoleSlug } from '../roles';
import { CABINET_PATTERNS as P } from './cabinet-paths';

export * from './cabinet-paths';
export * from './account-links';

export type Scope = 'own_club' | 'own_matches';

/** The role each scope limits; the policy's other roles see everything. */
export const SCOPED_ROLE = { own_club: 'command_admin', own_matches: 'referee' } as const satisfies Record<
  Scope,
  RoleSlug
>;

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
  /** The match sheet's identities and sign-off: the referee, the league and both teams' officials (ADR 0212). */
  matchSheet: { roles: ['super_admin', 'referee', 'command_admin'], scope: 'own_matches' },
  /** An official's own appointments and unavailable days (ADR 0213). */
  appointmentsOwn: { roles: ['referee'] },
  /** A match's broadcast link and media. */
  matchMedia: { roles: ['super_admin', 'media_manager'] },
  /** A match squad: the team's administrator lists it, the referee checks it. */
  matchSquad: { roles: ['super_admin', 'referee', 'command_admin'], scope: 'own_matches' },
  /** Departures: the team states count and squad, the provider agrees or rejects. */
  departures: { roles: ['super_admin', 'command_admin', 'provider'], scope: 'own_club' },
  /** A departure's count and squad: stated by the team's administrator, never by the provider. */
  departureSquad: { roles: ['super_admin', 'command_admin'], scope: 'own_club' },
  /** A departure's decision: the travel provider agrees, rejects or removes. */
  departureReview: { roles: ['super_admin', 'provider'] },
  /** The feedback inbox: visitors' messages, read and answered by the league's staff. */
  feedback: { roles: ['super_admin', 'media_manager'] },
  /** The league's publishing: news, analytics, media, documents, partners, banners, its pages. */
  content: { roles: ['super_admin', 'media_manager'] },
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
const L = 'mf_cabinet_league' as const;
const CT = 'mf_cabinet_content' as const;

/**
 * Every cabinet page (spec §2), most specific first where two patterns could match.
 * `/cabinet` (the role's home) and `/cabinet/login` belong to the shell.
 */
export const CABINET_PAGES: readonly CabinetPageEntry[] = [
  { pattern: P.tournaments, policy: 'tournamentsRead', remote: T, nav: 'cabinet.tournaments' },
  { pattern: P.tournamentCreate, policy: 'superAdmin', remote: T },
  { pattern: P.tournament, policy: 'tournamentDetail', remote: T },
  { pattern: P.tournamentEdit, policy: 'superAdmin', remote: T },
  { pattern: P.tournamentCalendar, policy: 'tournamentsRead', remote: T },
  { pattern: P.tournamentMatches, policy: 'tournamentsRead', remote: T },
  { pattern: P.teamApplication, policy: 'tournamentDetail', remote: T },
  { pattern: P.playerApplication, policy: 'tournamentDetail', remote: T },
  { pattern: P.staffApplication, policy: 'tournamentDetail', remote: T },
  { pattern: P.matchProtocol, policy: 'matchRead', remote: M },
  { pattern: P.matchSquad, policy: 'matchSquad', remote: M },
  { pattern: P.tournamentDepartures, policy: 'departures', remote: M },
  { pattern: P.departure, policy: 'departures', remote: M },
  { pattern: P.departureSquad, policy: 'departureSquad', remote: M },
  { pattern: P.refereeMatches, policy: 'refereeMatches', remote: M, nav: 'cabinet.matches' },
  { pattern: P.neededOfficials, policy: 'superAdmin', remote: M, nav: 'cabinet.neededOfficials' },
  { pattern: P.appointments, policy: 'appointmentsOwn', remote: M, nav: 'cabinet.appointments' },
  { pattern: P.departures, policy: 'departures', remote: M, nav: 'cabinet.departures' },
  { pattern: P.clubs, policy: 'clubRegistry', remote: C, nav: 'cabinet.clubs' },
  { pattern: P.clubCreate, policy: 'superAdmin', remote: C },
  { pattern: P.club, policy: 'clubRegistry', remote: C },
  { pattern: P.clubEdit, policy: 'superAdmin', remote: C },
  { pattern: P.teamCreate, policy: 'superAdmin', remote: C },
  { pattern: P.team, policy: 'clubRegistry', remote: C },
  { pattern: P.teamAbout, policy: 'clubRegistry', remote: C },
  { pattern: P.teamEdit, policy: 'clubRegistry', remote: C },
  { pattern: P.teamPlayerCreate, policy: 'clubRegistry', remote: C },
  { pattern: P.teamPlayerEdit, policy: 'clubRegistry', remote: C },
  { pattern: P.teamStaff, policy: 'peopleRead', remote: C },
  { pattern: P.teamStaffCreate, policy: 'clubRegistry', remote: C },
  { pattern: P.teamStaffMember, policy: 'peopleRead', remote: C },
  { pattern: P.teamStaffEdit, policy: 'clubRegistry', remote: C },
  { pattern: P.players, policy: 'peopleRead', remote: C, nav: 'cabinet.players' },
  { pattern: P.player, policy: 'peopleRead', remote: C },
  { pattern: P.stadiums, policy: 'superAdmin', remote: C, nav: 'cabinet.stadiums' },
  { pattern: P.seasons, policy: 'superAdmin', remote: T, nav: 'cabinet.seasons' },
  { pattern: P.teamStats, policy: 'clubRegistry', remote: C, nav: 'cabinet.teamStats' },
  { pattern: P.notifications, policy: 'notifications', remote: T, nav: 'cabinet.notifications' },
  { pattern: P.firstStart, policy: 'superAdmin', remote: L, nav: 'cabinet.firstStart' },
  { pattern: P.leagueSettings, policy: 'superAdmin', remote: L, nav: 'cabinet.leagueSettings' },
  { pattern: P.feedback, policy: 'feedback', remote: L, nav: 'cabinet.feedback' },
  { pattern: P.accounts, policy: 'superAdmin', remote: C, nav: 'cabinet.accounts' },
  { pattern: P.accountInvitations, policy: 'superAdmin', remote: C },
  { pattern: P.account, policy: 'superAdmin', remote: C },
  { pattern: P.referees, policy: 'superAdmin', remote: C, nav: 'cabinet.referees' },
  { pattern: P.refereeCreate, policy: 'superAdmin', remote: C },
  { pattern: P.refereeEdit, policy: 'superAdmin', remote: C },
  { pattern: P.registryImport, policy: 'superAdmin', remote: C, nav: 'cabinet.registryImport' },
  { pattern: P.contentNews, policy: 'content', remote: CT, nav: 'cabinet.content' },
  { pattern: P.contentNewsCreate, policy: 'content', remote: CT },
  { pattern: P.contentNewsEdit, policy: 'content', remote: CT },
  { pattern: P.contentAnalytics, policy: 'content', remote: CT },
  { pattern: P.contentAnalyticsCreate, policy: 'content', remote: CT },
  { pattern: P.contentAnalyticsEdit, policy: 'content', remote: CT },
  { pattern: P.contentAlbums, policy: 'content', remote: CT },
  { pattern: P.contentAlbum, policy: 'content', remote: CT },
  { pattern: P.contentVideos, policy: 'content', remote: CT },
  { pattern: P.contentPress, policy: 'content', remote: CT },
  { pattern: P.contentDocuments, policy: 'content', remote: CT },
  { pattern: P.contentPartners, policy: 'content', remote: CT },
  { pattern: P.contentBanners, policy: 'content', remote: CT },
  { pattern: P.contentPeople, policy: 'content', remote: CT },
  { pattern: P.contentPages, policy: 'content', remote: CT },
  { pattern: P.history, policy: 'superAdmin', remote: L, nav: 'cabinet.history' },
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

/** The values of a pattern's `:name` segments in a path it matches (URI-decoded). */
export function pageParams(pattern: string, path: string): Record<string, string> {
  const values = path.split('/');
  return Object.fromEntries(
    pattern
      .split('/')
      .map((part, i) => [part, values[i]] as const)
      .filter(([part, value]) => part.startsWith(':') && value !== undefined)
      .map(([part, value]) => [part.slice(1), decodeURIComponent(value)]),
  );
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
  return REMOTE_NAMES.filter((remote) =>
    CABINET_PAGES.some((page) => page.remote === remote && policyAllows(page.policy, role)),
  );
}

/** Navigation entries a role sees: only pages it may open. */
export function cabinetNav(role: RoleSlug | null | undefined): CabinetPageEntry[] {
  return CABINET_PAGES.filter((page) => page.nav && policyAllows(page.policy, role));
}
