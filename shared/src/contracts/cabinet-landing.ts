// Landing lists of the cabinet areas: GET /cabinet/tournaments, /cabinet/matches (referee),
// /cabinet/departures, /cabinet/clubs.
import { boolean, enums, type Infer, integer, nullable, number, optional, string, type } from 'superstruct';
import { paginatedEnvelope, TitleRef } from './common';
import { DEPARTURE_STATUSES, MATCH_STATUSES, REFEREE_ROLES } from './enums';
import { dateText, dateTimeText, fromQuery, id, int, oneOf } from './fields';
import { listQuery } from './list-query';

export const CabinetTournament = type({
  id: integer(),
  title: string(),
  season: number(),
  main: boolean(),
  active: boolean(),
  end_date: nullable(dateText()),
  teams_count: number(),
});
export type CabinetTournament = Infer<typeof CabinetTournament>;
export const CABINET_TOURNAMENT_STATES = ['active', 'inactive', 'finished'] as const;
export const CabinetTournamentsQuery = listQuery({
  sort: ['title', 'season', 'teams_count'] as const,
  filters: {
    season: optional(fromQuery(int({ min: 2000, max: 2100 }))),
    state: optional(enums(CABINET_TOURNAMENT_STATES)),
    main: optional(enums(['0', '1'] as const)),
  },
});
export type CabinetTournamentsQuery = Infer<typeof CabinetTournamentsQuery>;
export const CabinetTournamentsResponse = paginatedEnvelope(CabinetTournament);

export const RefereeMatch = type({
  id: integer(),
  date_time: dateTimeText(),
  status: oneOf(MATCH_STATUSES),
  referee_role: oneOf(REFEREE_ROLES),
  tournament: TitleRef,
  host: TitleRef,
  guest: TitleRef,
});
export type RefereeMatch = Infer<typeof RefereeMatch>;
export const RefereeMatchesQuery = listQuery({
  sort: ['date_time'] as const,
  filters: { status: optional(enums(MATCH_STATUSES)), tournament_id: optional(fromQuery(id())) },
});
export type RefereeMatchesQuery = Infer<typeof RefereeMatchesQuery>;
export const RefereeMatchesResponse = paginatedEnvelope(RefereeMatch);

export const DepartureListItem = type({
  id: integer(),
  status: oneOf(DEPARTURE_STATUSES),
  people_count: nullable(number()),
  team: TitleRef,
  tournament: TitleRef,
  match: type({ id: integer(), date_time: dateTimeText(), host: TitleRef, guest: TitleRef }),
});
export type DepartureListItem = Infer<typeof DepartureListItem>;
export const DeparturesQuery = listQuery({
  sort: ['date_time', 'status'] as const,
  filters: { status: optional(enums(DEPARTURE_STATUSES)), tournament_id: optional(fromQuery(id())) },
});
export type DeparturesQuery = Infer<typeof DeparturesQuery>;
export const DeparturesResponse = paginatedEnvelope(DepartureListItem);

export const CabinetClub = type({
  id: integer(),
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
