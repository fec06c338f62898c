// Every page URL of the matches area of the cabinet (spec §2), unprefixed: LocaleLink adds the
// locale. The patterns are the cabinet's one set (CABINET_PATTERNS in @league/shared, which the
// access table lists too); routes take them from `patterns`, components build links with `paths`.
// The shell mounts this remote on these prefixes (shell/src/federation/mounts.ts).
import { CABINET_PATTERNS as P, cabinetPath } from '@league/shared';

export const patterns = {
  refereeMatches: P.refereeMatches,
  appointments: P.appointments,
  neededOfficials: P.neededOfficials,
  departures: P.departures,
  tournamentDepartures: P.tournamentDepartures,
  departure: P.departure,
  departureSquad: P.departureSquad,
  matchProtocol: P.matchProtocol,
  matchSquad: P.matchSquad,
} as const;

type Id = string | number;
const ofDeparture = (id: Id, departureId: Id) => ({ id, departure_id: departureId });
const ofMatch = (id: Id, matchId: Id) => ({ id, match_id: matchId });

export const paths = {
  refereeMatches: () => cabinetPath('refereeMatches'),
  appointments: () => cabinetPath('appointments'),
  neededOfficials: () => cabinetPath('neededOfficials'),
  departures: () => cabinetPath('departures'),
  tournamentDepartures: (id: Id) => cabinetPath('tournamentDepartures', { id }),
  departure: (id: Id, departureId: Id) => cabinetPath('departure', ofDeparture(id, departureId)),
  departureSquad: (id: Id, departureId: Id) => cabinetPath('departureSquad', ofDeparture(id, departureId)),
  matchProtocol: (id: Id, matchId: Id) => cabinetPath('matchProtocol', ofMatch(id, matchId)),
  matchSquad: (id: Id, matchId: Id) => cabinetPath('matchSquad', ofMatch(id, matchId)),
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;
