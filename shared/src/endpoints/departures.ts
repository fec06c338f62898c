// Departures in the cabinet (spec §7): one departure, its squad form, and the writes — the
// team states the count and the squad (`departureSquad`), the provider decides
// (`departureReview`). The list is `cabinetLists.cabinetDepartures`. Scope (a command_admin only
// its club's teams) is the API's service's.
import {
  DepartureCountBody,
  DepartureDetailResponse,
  DepartureIdParams,
  DeparturePatchBody,
  DepartureSavedResponse,
  DepartureSquadBody,
  DepartureSquadFormResponse,
} from '../contracts/cabinet-departures';
import { fileAnswer } from '../contracts/files';
import { endpoint } from './define';

const tag = 'departures';

export const departure = endpoint({
  id: 'departures.detail',
  method: 'GET',
  path: '/cabinet/departures/:id',
  summary:
    "A departure with its squad and the travellers' identity data (a command_admin: only its club's, another is 404)",
  tag,
  access: 'departures',
  params: DepartureIdParams,
  response: DepartureDetailResponse,
});

export const squadForm = endpoint({
  id: 'departures.squadForm',
  method: 'GET',
  path: '/cabinet/departures/:id/squad/form',
  summary:
    "The people the team may list: its submitted application's players and staff, each with the eligibility verdict",
  tag,
  access: 'departureSquad',
  params: DepartureIdParams,
  response: DepartureSquadFormResponse,
});

export const setCount = endpoint({
  id: 'departures.count',
  method: 'POST',
  path: '/cabinet/departures/:id/count',
  summary: 'States how many people travel (empty or rejected → empty-squad)',
  tag,
  access: 'departureSquad',
  params: DepartureIdParams,
  body: DepartureCountBody,
  response: DepartureSavedResponse,
});

export const sendSquad = endpoint({
  id: 'departures.squad',
  method: 'POST',
  path: '/cabinet/departures/:id/squad',
  summary:
    'Lists who travels — exactly the stated count, every one eligible — and sends it to the provider (→ pending)',
  tag,
  access: 'departureSquad',
  params: DepartureIdParams,
  body: DepartureSquadBody,
  response: DepartureSavedResponse,
});

export const decide = endpoint({
  id: 'departures.decide',
  method: 'PATCH',
  path: '/cabinet/departures/:id',
  summary:
    'The provider agrees (pending → submitted), rejects with a reason (pending → rejected) or removes (submitted → unsubmitted)',
  tag,
  access: 'departureReview',
  params: DepartureIdParams,
  body: DeparturePatchBody,
  response: DepartureSavedResponse,
});

export const undoDecision = endpoint({
  id: 'departures.undo',
  method: 'POST',
  path: '/cabinet/departures/:id/undo',
  summary:
    "Undoes the provider's last decision before the travel date (submitted or rejected → pending, unsubmitted → submitted); on or after the travel date, or with no decision to undo, 409 with the departure as it is",
  tag,
  access: 'departureReview',
  params: DepartureIdParams,
  response: DepartureSavedResponse,
});

export const travelListCsv = endpoint({
  id: 'departures.travelListCsv',
  method: 'GET',
  path: '/cabinet/departures/:id/travel-list.csv',
  summary:
    'The travel list as CSV (UTF-8 with a BOM, for Excel): name, birth date, citizenship, document, role — who may read the departure may export it',
  tag,
  access: 'departures',
  params: DepartureIdParams,
  response: fileAnswer(['text/csv']),
});
