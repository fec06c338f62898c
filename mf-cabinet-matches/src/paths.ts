// Every page URL of the matches area of the cabinet (spec §2), unprefixed: LocaleLink adds the
// locale. The access table (CABINET_PAGES in @league/shared) lists the same patterns.
// The shell mounts this remote on these prefixes (shell/src/federation/mounts.ts).
const seg = (value: string | number) => encodeURIComponent(String(value));

export const patterns = {
  refereeMatches: '/cabinet/matches',
  appointments: '/cabinet/appointments',
  neededOfficials: '/cabinet/appointments/needed',
  departures: '/cabinet/departures',
  tournamentDepartures: '/cabinet/tournaments/:id/departures',
  departure: '/cabinet/tournaments/:id/departures/:departure_id',
  departureSquad: '/cabinet/tournaments/:id/departures/:departure_id/squad',
  matchProtocol: '/cabinet/tournaments/:id/matches/:match_id',
  matchSquad: '/cabinet/tournaments/:id/matches/:match_id/squad',
} as const;

type Id = string | number;
const tournament = (id: Id) => `/cabinet/tournaments/${seg(id)}`;

export const paths = {
  refereeMatches: () => patterns.refereeMatches,
  appointments: () => patterns.appointments,
  neededOfficials: () => patterns.neededOfficials,
  departures: () => patterns.departures,
  tournamentDepartures: (id: Id) => `${tournament(id)}/departures`,
  departure: (id: Id, departureId: Id) => `${tournament(id)}/departures/${seg(departureId)}`,
  departureSquad: (id: Id, departureId: Id) => `${tournament(id)}/departures/${seg(departureId)}/squad`,
  matchProtocol: (id: Id, matchId: Id) => `${tournament(id)}/matches/${seg(matchId)}`,
  matchSquad: (id: Id, matchId: Id) => `${tournament(id)}/matches/${seg(matchId)}/squad`,
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;
