// The lists each cabinet area opens on. Each aggregate's cabinet endpoints join them as the
// areas are built; the access policy names who may call (see ../access).
import {
  CabinetClubsResponse,
  CabinetTournamentsQuery,
  CabinetTournamentsResponse,
  DeparturesQuery,
  DeparturesResponse,
} from '../contracts/cabinet-landing';
import { CabinetMatchesQuery, CabinetMatchesResponse } from '../contracts/cabinet-matches';
import { CabinetClubsQuery } from '../contracts/cabinet-clubs';
import { endpoint } from './define';

export const cabinetTournaments = endpoint({
  id: 'tournaments.cabinetList',
  method: 'GET',
  path: '/cabinet/tournaments',
  summary: 'Tournaments for the cabinet (a command_admin sees those of its club)',
  tag: 'tournaments',
  access: 'tournamentsRead',
  query: CabinetTournamentsQuery,
  response: CabinetTournamentsResponse,
});

export const cabinetMatches = endpoint({
  id: 'matches.cabinetList',
  method: 'GET',
  path: '/cabinet/matches',
  summary:
    "Matches for the cabinet: a referee's own (today's and upcoming first, then open protocols); super_admin all, filtered",
  tag: 'matches',
  access: 'refereeMatches',
  query: CabinetMatchesQuery,
  response: CabinetMatchesResponse,
});

export const cabinetDepartures = endpoint({
  id: 'departures.cabinetList',
  method: 'GET',
  path: '/cabinet/departures',
  summary: 'Departures (a command_admin sees those of its club)',
  tag: 'departures',
  access: 'departures',
  query: DeparturesQuery,
  response: DeparturesResponse,
});

export const cabinetClubs = endpoint({
  id: 'clubs.cabinetList',
  method: 'GET',
  path: '/cabinet/clubs',
  summary:
    'Clubs, paged: sort by title, city or teams, search by title in any language, filter by city and archived (a command_admin sees its own club)',
  tag: 'clubs',
  access: 'clubRegistry',
  query: CabinetClubsQuery,
  response: CabinetClubsResponse,
});
