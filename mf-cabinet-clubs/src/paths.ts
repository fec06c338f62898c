// Every page URL of the clubs area of the cabinet (spec §2), unprefixed: LocaleLink adds the
// locale. The access table (CABINET_PAGES in @league/shared) lists the same patterns.
// Routes take their patterns from `patterns`; components build links with `paths`.
const seg = (value: string | number) => encodeURIComponent(String(value));

export const patterns = {
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
  teamStats: '/cabinet/team-stats',
} as const;

type Id = string | number;
const team = (clubId: Id, teamId: Id) => `/cabinet/clubs/${seg(clubId)}/teams/${seg(teamId)}`;

export const paths = {
  clubs: () => patterns.clubs,
  clubCreate: () => patterns.clubCreate,
  club: (clubId: Id) => `/cabinet/clubs/${seg(clubId)}`,
  clubEdit: (clubId: Id) => `/cabinet/clubs/${seg(clubId)}/edit`,
  teamCreate: (clubId: Id) => `/cabinet/clubs/${seg(clubId)}/teams/create`,
  team,
  teamAbout: (clubId: Id, teamId: Id) => `${team(clubId, teamId)}/about`,
  teamEdit: (clubId: Id, teamId: Id) => `${team(clubId, teamId)}/edit`,
  teamPlayerCreate: (clubId: Id, teamId: Id) => `${team(clubId, teamId)}/players/create`,
  teamPlayerEdit: (clubId: Id, teamId: Id, slug: string) => `${team(clubId, teamId)}/players/${seg(slug)}/edit`,
  teamStaff: (clubId: Id, teamId: Id) => `${team(clubId, teamId)}/staff`,
  teamStaffCreate: (clubId: Id, teamId: Id) => `${team(clubId, teamId)}/staff/create`,
  teamStaffMember: (clubId: Id, teamId: Id, slug: string) => `${team(clubId, teamId)}/staff/${seg(slug)}`,
  teamStaffEdit: (clubId: Id, teamId: Id, slug: string) => `${team(clubId, teamId)}/staff/${seg(slug)}/edit`,
  players: () => patterns.players,
  player: (slug: string) => `/cabinet/players/${seg(slug)}`,
  stadiums: () => patterns.stadiums,
  teamStats: () => patterns.teamStats,
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;
