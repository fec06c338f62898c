// Every page URL of the tournaments area of the cabinet (spec §2) and the notifications page,
// unprefixed: LocaleLink adds the locale. Match protocols and departures under a tournament
// belong to mf-cabinet-matches. The access table (CABINET_PAGES) lists the same patterns.
const seg = (value: string | number) => encodeURIComponent(String(value));

export const patterns = {
  tournaments: '/cabinet/tournaments',
  tournamentCreate: '/cabinet/tournaments/create',
  tournament: '/cabinet/tournaments/:id',
  tournamentEdit: '/cabinet/tournaments/:id/edit',
  tournamentCalendar: '/cabinet/tournaments/:id/calendar',
  tournamentMatches: '/cabinet/tournaments/:id/matches',
  teamApplication: '/cabinet/tournaments/:id/teams/:club_id',
  playerApplication: '/cabinet/tournaments/:id/teams/:club_id/players/:application_id',
  staffApplication: '/cabinet/tournaments/:id/teams/:club_id/staff/:application_id',
  notifications: '/cabinet/notifications',
} as const;

type Id = string | number;
const tournament = (id: Id) => `/cabinet/tournaments/${seg(id)}`;

export const paths = {
  tournaments: () => patterns.tournaments,
  tournamentCreate: () => patterns.tournamentCreate,
  tournament,
  tournamentEdit: (id: Id) => `${tournament(id)}/edit`,
  tournamentCalendar: (id: Id) => `${tournament(id)}/calendar`,
  tournamentMatches: (id: Id) => `${tournament(id)}/matches`,
  teamApplication: (id: Id, clubId: Id) => `${tournament(id)}/teams/${seg(clubId)}`,
  playerApplication: (id: Id, clubId: Id, applicationId: Id) => `${tournament(id)}/teams/${seg(clubId)}/players/${seg(applicationId)}`,
  staffApplication: (id: Id, clubId: Id, applicationId: Id) => `${tournament(id)}/teams/${seg(clubId)}/staff/${seg(applicationId)}`,
  notifications: () => patterns.notifications,
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;
