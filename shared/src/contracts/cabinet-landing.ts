// Landing lists of the cabinet areas: GET /cabinet/tournaments, /cabinet/matches (referee),
// /cabinet/departures, /cabinet/clubs.
import { array, boolean, nullable, number, string, type, type Infer } from 'superstruct';
import { DEPARTURE_STATUSES, MATCH_STATUSES, REFEREE_ROLES } from './enums';
import { paginatedEnvelope } from './common';
import { successEnvelope } from './envelope';
import { oneOf } from './fields';

const TeamRef = type({ id: number(), title: string() });

export const CabinetTournament = type({
  id: number(),
  title: string(),
  season: number(),
  main: boolean(),
  active: boolean(),
  end_date: nullable(string()),
  teams_count: number(),
});
export type CabinetTournament = Infer<typeof CabinetTournament>;
export const CabinetTournamentsResponse = successEnvelope(array(CabinetTournament));

export const RefereeMatch = type({
  id: number(),
  date_time: string(),
  status: oneOf(MATCH_STATUSES),
  referee_role: oneOf(REFEREE_ROLES),
  tournament: type({ id: number(), title: string() }),
  host: TeamRef,
  guest: TeamRef,
});
export type RefereeMatch = Infer<typeof RefereeMatch>;
export const RefereeMatchesResponse = successEnvelope(array(RefereeMatch));

export const DepartureListItem = type({
  id: number(),
  status: oneOf(DEPARTURE_STATUSES),
  people_count: nullable(number()),
  team: TeamRef,
  tournament: type({ id: number(), title: string() }),
  match: type({ id: number(), date_time: string(), host: TeamRef, guest: TeamRef }),
});
export type DepartureListItem = Infer<typeof DepartureListItem>;
export const DeparturesResponse = successEnvelope(array(DepartureListItem));

export const CabinetClub = type({
  id: number(),
  slug: string(),
  title: string(),
  logo: nullable(string()),
  city: nullable(string()),
  archived: boolean(),
  teams_count: number(),
});
export type CabinetClub = Infer<typeof CabinetClub>;
/** Paged with the list query of `CabinetClubsQuery` (cabinet-clubs.ts). */
export const CabinetClubsResponse = paginatedEnvelope(CabinetClub);
export type CabinetClubsResponse = Infer<typeof CabinetClubsResponse>;
