// Every cabinet page address (spec §2), written once, unprefixed (LocaleLink adds the locale):
// the access table lists its pages by these patterns, the remotes take their routes and build
// their links from them, and the API builds the links it stores in notifications with the same
// `cabinetPath`, so a link made on the server opens the page the browser routes.

export const CABINET_PATTERNS = {
  tournaments: '/cabinet/tournaments',
  tournamentCreate: '/cabinet/tournaments/create',
  tournament: '/cabinet/tournaments/:id',
  tournamentEdit: '/cabinet/tournaments/:id/edit',
  tournamentCalendar: '/cabinet/tournaments/:id/calendar',
  tournamentMatches: '/cabinet/tournaments/:id/matches',
  teamApplication: '/cabinet/tournaments/:id/teams/:club_id',
  playerApplication: '/cabinet/tournaments/:id/teams/:club_id/players/:application_id',
  staffApplication: '/cabinet/tournaments/:id/teams/:club_id/staff/:application_id',
  matchProtocol: '/cabinet/tournaments/:id/matches/:match_id',
  matchSquad: '/cabinet/tournaments/:id/matches/:match_id/squad',
  tournamentDepartures: '/cabinet/tournaments/:id/departures',
  departure: '/cabinet/tournaments/:id/departures/:departure_id',
  departureSquad: '/cabinet/tournaments/:id/departures/:departure_id/squad',
  refereeMatches: '/cabinet/matches',
  appointments: '/cabinet/appointments',
  neededOfficials: '/cabinet/appointments/needed',
  departures: '/cabinet/departures',
  clubs: '/cabinet/clubs',
  clubCreate: '/cabinet/clubs/create',
  club: '/cabinet/clubs/:club_id',
  clubEdit: '/cabinet/clubs/:club_id/edit',
  teamCreate: '/cabinet/clubs/:club_id/teams/create',
  team: '/cabinet/clubs/:club_id/teams/:id',
  teamAbout: '/cabinet/clubs/:club_id/teams/:id/about',
  teamEdit: '/cabinet/clubs/:club_id/teams/:id/edit',
  teamPlayerCreate: '/cabinet/clubs/:club_id/teams/:id/players/create',
  teamPlayerEdit: '/cabinet/clubs/:club_id/teams/:id/players/:slug/edit',
  teamStaff: '/cabinet/clubs/:club_id/teams/:id/staff',
  teamStaffCreate: '/cabinet/clubs/:club_id/teams/:id/staff/create',
  teamStaffMember: '/cabinet/clubs/:club_id/teams/:id/staff/:slug',
  teamStaffEdit: '/cabinet/clubs/:club_id/teams/:id/staff/:slug/edit',
  players: '/cabinet/players',
  player: '/cabinet/players/:slug',
  stadiums: '/cabinet/stadiums',
  seasons: '/cabinet/seasons',
  teamStats: '/cabinet/team-stats',
  notifications: '/cabinet/notifications',
  leagueSettings: '/cabinet/settings',
  feedback: '/cabinet/feedback',
  firstStart: '/cabinet/start',
  accounts: '/cabinet/accounts',
  accountInvitations: '/cabinet/accounts/invitations',
  account: '/cabinet/accounts/:id',
  referees: '/cabinet/referees',
  refereeCreate: '/cabinet/referees/create',
  refereeEdit: '/cabinet/referees/:id/edit',
  registryImport: '/cabinet/import',
  contentNews: '/cabinet/content/news',
  contentNewsCreate: '/cabinet/content/news/create',
  contentNewsEdit: '/cabinet/content/news/:id',
  contentAnalytics: '/cabinet/content/analytics',
  contentAnalyticsCreate: '/cabinet/content/analytics/create',
  contentAnalyticsEdit: '/cabinet/content/analytics/:id',
  contentAlbums: '/cabinet/content/albums',
  contentAlbum: '/cabinet/content/albums/:id',
  contentVideos: '/cabinet/content/videos',
  contentPress: '/cabinet/content/press',
  contentDocuments: '/cabinet/content/documents',
  contentPartners: '/cabinet/content/partners',
  contentBanners: '/cabinet/content/banners',
  contentPeople: '/cabinet/content/people',
  contentPages: '/cabinet/content/pages',
  history: '/cabinet/history',
} as const;

export type CabinetPageName = keyof typeof CABINET_PATTERNS;

type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a page's `:name` segments. */
export type CabinetPathParams<K extends CabinetPageName> = Record<
  ParamName<(typeof CABINET_PATTERNS)[K]>,
  string | number
>;

/** The address of a cabinet page, each value URI-encoded: `cabinetPath('club', { club_id: 3 })`. */
export function cabinetPath<K extends CabinetPageName>(
  page: K,
  ...[params]: [ParamName<(typeof CABINET_PATTERNS)[K]>] extends [never] ? [] : [CabinetPathParams<K>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return CABINET_PATTERNS[page].replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
