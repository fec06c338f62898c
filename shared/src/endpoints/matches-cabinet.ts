// The match protocol in the cabinet: reads, events, squads, clock, additions, media and the
// fixture's moves (`matches` of the full endpoint list, with the public reads of matches.ts).
import { MatchProtocolResponse } from '../contracts/match';
import { CabinetClockResponse, ClockBody } from '../contracts/match-clock';
import { MatchSuspensionsResponse } from '../contracts/match-suspensions';
import {
  AdditionsBody,
  BroadcastBody,
  BroadcastResponse,
  CabinetMatchMediaResponse,
  CabinetAdditionsResponse,
  CabinetEventsResponse,
  CabinetProtocolResponse,
  CabinetSquadFormResponse,
  CabinetSquadsResponse,
  EventCreateBody,
  EventDeleteQuery,
  EventParams,
  EventUpdateBody,
  MatchDeletedResponse,
  MatchIdParams,
  MatchPhotoParams,
  MatchPhotoUploadBody,
  ProtocolPatchBody,
  SquadResetBody,
  SquadSaveBody,
} from '../contracts/cabinet-matches';
import { FixtureMoveBody, FixtureMoveResponse } from '../contracts/cabinet-fixtures';
import { endpoint } from './define';

const tag = 'matches';

// ---------------------------------------------------------------------------------------------
// The match protocol in the cabinet (prefix /cabinet/matches). A referee reaches only the
// matches where they are on the crew (another match is 404), a command_admin reads its teams'
// matches, media_manager reads any match and sets its broadcast link; provider nothing.

export const cabinetProtocol = endpoint({
  id: 'matches.cabinetProtocol',
  method: 'GET',
  path: '/cabinet/matches/:id/protocol',
  summary:
    'The protocol of a match: lifecycle, score from the events, crew, statistics, uniforms, what the caller may do',
  tag,
  access: 'matchRead',
  params: MatchIdParams,
  response: CabinetProtocolResponse,
});

export const patchProtocol = endpoint({
  id: 'matches.patchProtocol',
  method: 'PATCH',
  path: '/cabinet/matches/:id/protocol',
  summary:
    'Changes the protocol (lifecycle step, crew, statistics, uniforms, spectators); 409 with the current state when the version is stale',
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: ProtocolPatchBody,
  response: CabinetProtocolResponse,
});

export const cabinetClock = endpoint({
  id: 'matches.cabinetClock',
  method: 'GET',
  path: '/cabinet/matches/:id/clock',
  summary:
    'The match clock with its version (ADR 0172): what another device pressed, read again while the match is live',
  tag,
  access: 'matchRead',
  params: MatchIdParams,
  response: CabinetClockResponse,
});

export const setClock = endpoint({
  id: 'matches.setClock',
  method: 'PATCH',
  path: '/cabinet/matches/:id/clock',
  summary:
    'Starts, pauses or ends a period of the match clock (ADR 0172); 409 with the current clock when its version is stale or the match is not live',
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: ClockBody,
  response: CabinetClockResponse,
});

export const eventsPreview = endpoint({
  id: 'matches.eventsPreview',
  method: 'GET',
  path: '/cabinet/matches/:id/events-preview',
  summary: 'The events as the public match page shows them',
  tag,
  access: 'matchRead',
  params: MatchIdParams,
  response: MatchProtocolResponse,
});

export const cabinetEvents = endpoint({
  id: 'matches.cabinetEvents',
  method: 'GET',
  path: '/cabinet/matches/:id/events',
  summary: 'The events of a match with ids, the squads they may name and the events version',
  tag,
  access: 'matchRead',
  params: MatchIdParams,
  response: CabinetEventsResponse,
});

export const createEvent = endpoint({
  id: 'matches.createEvent',
  method: 'POST',
  path: '/cabinet/matches/:id/events',
  summary: 'Records an event (goal, card, substitution, missed penalty); the same idempotency key records it once',
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: EventCreateBody,
  response: CabinetEventsResponse,
});

export const updateEvent = endpoint({
  id: 'matches.updateEvent',
  method: 'PATCH',
  path: '/cabinet/matches/:id/events/:kind/:event_id',
  summary: 'Changes an event; 409 with the current events when the version is stale',
  tag,
  access: 'matchWrite',
  params: EventParams,
  body: EventUpdateBody,
  response: CabinetEventsResponse,
});

export const deleteEvent = endpoint({
  id: 'matches.deleteEvent',
  method: 'DELETE',
  path: '/cabinet/matches/:id/events/:kind/:event_id',
  summary: 'Deletes an event (refused when a later event depends on it); 409 when the version is stale',
  tag,
  access: 'matchWrite',
  params: EventParams,
  query: EventDeleteQuery,
  response: CabinetEventsResponse,
});

export const cabinetSquad = endpoint({
  id: 'matches.cabinetSquad',
  method: 'GET',
  path: '/cabinet/matches/:id/squad',
  summary: "The match squads (a command_admin: its own team's only)",
  tag,
  access: 'matchSquad',
  params: MatchIdParams,
  response: CabinetSquadsResponse,
});

export const matchSuspensions = endpoint({
  id: 'matches.suspensions',
  method: 'GET',
  path: '/cabinet/matches/:id/suspensions',
  summary:
    "Before a match: each team's players suspended for it (cause, reason, length, which of its matches this is) and those one yellow card away from a suspension, with their yellows (a command_admin: its own team's only)",
  tag,
  access: 'matchSquad',
  params: MatchIdParams,
  response: MatchSuspensionsResponse,
});

export const squadForm = endpoint({
  id: 'matches.squadForm',
  method: 'GET',
  path: '/cabinet/matches/:id/squad/form',
  summary: "Who may be named: each team's submitted application, with the eligibility of each player",
  tag,
  access: 'matchSquad',
  params: MatchIdParams,
  response: CabinetSquadFormResponse,
});

export const saveSquad = endpoint({
  id: 'matches.saveSquad',
  method: 'POST',
  path: '/cabinet/matches/:id/squad',
  summary:
    "Replaces one team's match squad (eleven starters at most, unique numbers, one captain, a goalkeeper, eligible players)",
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: SquadSaveBody,
  response: CabinetSquadsResponse,
});

export const resetSquad = endpoint({
  id: 'matches.resetSquad',
  method: 'POST',
  path: '/cabinet/matches/:id/squad/reset',
  summary: "Empties one team's match squad (refused while events name its players)",
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: SquadResetBody,
  response: CabinetSquadsResponse,
});

export const cabinetAdditions = endpoint({
  id: 'matches.cabinetAdditions',
  method: 'GET',
  path: '/cabinet/matches/:id/additions',
  summary: 'The additional information of a protocol (weather, pitch, injuries, notes)',
  tag,
  access: 'matchRead',
  params: MatchIdParams,
  response: CabinetAdditionsResponse,
});

export const saveAdditions = endpoint({
  id: 'matches.saveAdditions',
  method: 'POST',
  path: '/cabinet/matches/:id/additions',
  summary: 'Saves the additional information; 409 with the current state when the version is stale',
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: AdditionsBody,
  response: CabinetAdditionsResponse,
});

export const setBroadcast = endpoint({
  id: 'matches.setBroadcast',
  method: 'PUT',
  path: '/cabinet/matches/:id/broadcast',
  summary: 'Sets or clears the broadcast link of a match',
  tag,
  access: 'matchMedia',
  params: MatchIdParams,
  body: BroadcastBody,
  response: BroadcastResponse,
});

export const cabinetMedia = endpoint({
  id: 'matches.cabinetMedia',
  method: 'GET',
  path: '/cabinet/matches/:id/media',
  summary: 'The photos of a match (those the public match page shows), with ids to remove them',
  tag,
  access: 'matchMedia',
  params: MatchIdParams,
  response: CabinetMatchMediaResponse,
});

export const uploadPhoto = endpoint({
  id: 'matches.uploadPhoto',
  method: 'POST',
  path: '/cabinet/matches/:id/media',
  summary:
    'Attaches a photo to a match (its album, created on the first photo): multipart field `photo`, an image ≤ 300 KB (JPEG, PNG, WebP; type read from the bytes)',
  tag,
  access: 'matchMedia',
  params: MatchIdParams,
  body: MatchPhotoUploadBody,
  bodyKind: 'multipart',
  response: CabinetMatchMediaResponse,
});

export const deletePhoto = endpoint({
  id: 'matches.deletePhoto',
  method: 'DELETE',
  path: '/cabinet/matches/:id/media/:photo_id',
  summary: "Removes a photo of a match (the match's own album goes with its last photo)",
  tag,
  access: 'matchMedia',
  params: MatchPhotoParams,
  response: CabinetMatchMediaResponse,
});

export const moveFixture = endpoint({
  id: 'matches.moveFixture',
  method: 'PUT',
  path: '/cabinet/matches/:id/fixture',
  summary:
    'Postpones (new kick-off or date to be set), cancels (reason, optional technical result) or reinstates a match not started (409 otherwise)',
  tag,
  access: 'superAdmin',
  params: MatchIdParams,
  body: FixtureMoveBody,
  response: FixtureMoveResponse,
});

export const deleteMatch = endpoint({
  id: 'matches.delete',
  method: 'DELETE',
  path: '/cabinet/matches/:id',
  summary: 'Deletes a match that has no events and is not finished (409 otherwise)',
  tag,
  access: 'superAdmin',
  params: MatchIdParams,
  response: MatchDeletedResponse,
});
