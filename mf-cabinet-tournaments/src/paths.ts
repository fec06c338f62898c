// Every page URL of the tournaments area of the cabinet (spec §2) and the notifications page,
// unprefixed: LocaleLink adds the locale. The patterns are the cabinet's one set
// (CABINET_PATTERNS in @league/shared, which the access table lists too). Match protocols and
// departures under a tournament belong to mf-cabinet-matches: this remote links to them through
// `otherRemotePaths`, built from the same patterns.
import { CABINET_PATTERNS as P, cabinetPath } from '@league/shared';

export const patterns = {
  tournaments: P.tournaments,
  tournamentCreate: P.tournamentCreate,
  tournament: P.tournament,
  tournamentEdit: P.tournamentEdit,
  tournamentCalendar: P.tournamentCalendar,
  tournamentMatches: P.tournamentMatches,
  teamApplication: P.teamApplication,
  playerApplication: P.playerApplication,
  staffApplication: P.staffApplication,
  notifications: P.notifications,
  seasons: P.seasons,
} as const;

type Id = string | number;

export const paths = {
  tournaments: () => cabinetPath('tournaments'),
  tournamentCreate: () => cabinetPath('tournamentCreate'),
  tournament: (id: Id) => cabinetPath('tournament', { id }),
  tournamentEdit: (id: Id) => cabinetPath('tournamentEdit', { id }),
  tournamentCalendar: (id: Id) => cabinetPath('tournamentCalendar', { id }),
  tournamentMatches: (id: Id) => cabinetPath('tournamentMatches', { id }),
  teamApplication: (id: Id, clubId: Id) => cabinetPath('teamApplication', { id, club_id: clubId }),
  playerApplication: (id: Id, clubId: Id, applicationId: Id) =>
    cabinetPath('playerApplication', { id, club_id: clubId, application_id: applicationId }),
  staffApplication: (id: Id, clubId: Id, applicationId: Id) =>
    cabinetPath('staffApplication', { id, club_id: clubId, application_id: applicationId }),
  notifications: () => cabinetPath('notifications'),
  seasons: () => cabinetPath('seasons'),
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;

/** Pages of mf-cabinet-matches this remote links to. */
export const otherRemotePaths = {
  matchProtocol: (id: Id, matchId: Id) => cabinetPath('matchProtocol', { id, match_id: matchId }),
  departure: (id: Id, departureId: Id) => cabinetPath('departure', { id, departure_id: departureId }),
  departures: () => cabinetPath('departures'),
  refereeMatches: () => cabinetPath('refereeMatches'),
  appointments: () => cabinetPath('appointments'),
};
