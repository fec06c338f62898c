// The referee's match protocol: who may read or change which match (scope), the lifecycle
// (scheduled → live → finished → locked; super_admin unlocks), the crew, statistics, squads,
// events and additions. Every part carries a version; a write names the version it read and a
// stale one is refused with 409 and the part's current state. Event writes carry an idempotency
// key. Every write is one transaction and empties the public micro-cache (the public match page,
// table, form, scorers and disqualifications are computed from these rows). The use cases are
// in ./protocol; this service hands each call to its use case.
import type {
  AdditionsBody,
  BroadcastBody,
  CabinetMatchesQuery,
  ClockBody,
  EventCreateBody,
  EventKind,
  EventUpdateBody,
  FixtureMoveBody,
  Language,
  ProtocolPatchBody,
  SquadResetBody,
  SquadSaveBody,
} from '@league/shared/contracts';
import type { CurrentUser } from '../auth/index';
import * as additions from './protocol/additions';
import * as clocks from './protocol/clock';
import type { ProtocolDeps } from './protocol/deps';
import * as events from './protocol/events';
import * as fixture from './protocol/fixture';
import * as lifecycle from './protocol/lifecycle';
import * as reads from './protocol/reads';
import * as squads from './protocol/squads';

export { clockOf } from './protocol/clock';
export { fixtureState } from './protocol/fixture';
export { lifecycleOf } from './protocol/views';

/** The protocol page: the cabinet's list, the page, its lifecycle and data, the clock, the broadcast link, the match's moves. */
const pageCalls = (deps: ProtocolDeps) => ({
  list: (language: Language, user: CurrentUser, query: CabinetMatchesQuery) => reads.list(deps, language, user, query),
  protocol: (language: Language, user: CurrentUser, id: number) => reads.protocol(deps, language, user, id),
  patchProtocol: (language: Language, user: CurrentUser, id: number, body: ProtocolPatchBody) =>
    lifecycle.patchProtocol(deps, language, user, id, body),
  clock: (language: Language, user: CurrentUser, id: number) => clocks.matchClock(deps, language, user, id),
  setClock: (language: Language, user: CurrentUser, id: number, body: ClockBody) =>
    clocks.setClock(deps, language, user, id, body),
  setBroadcast: (language: Language, user: CurrentUser, id: number, body: BroadcastBody) =>
    lifecycle.setBroadcast(deps, language, user, id, body),
  moveFixture: (language: Language, user: CurrentUser, id: number, body: FixtureMoveBody) =>
    fixture.moveFixture(deps, language, user, id, body),
  deleteMatch: (language: Language, user: CurrentUser, id: number) => lifecycle.deleteMatch(deps, language, user, id),
});

/** The match's events: read, previewed, recorded, changed, removed. */
const eventCalls = (deps: ProtocolDeps) => ({
  events: (language: Language, user: CurrentUser, id: number) => reads.events(deps, language, user, id),
  eventsPreview: (language: Language, user: CurrentUser, id: number) => reads.eventsPreview(deps, language, user, id),
  createEvent: (
    language: Language,
    user: CurrentUser,
    id: number,
    body: EventCreateBody,
    headerKey: string | undefined,
  ) => events.createEvent(deps, language, user, id, body, headerKey),
  updateEvent: (
    language: Language,
    user: CurrentUser,
    id: number,
    kind: EventKind,
    eventId: number,
    body: EventUpdateBody,
  ) => events.updateEvent(deps, language, user, id, kind, eventId, body),
  deleteEvent: (language: Language, user: CurrentUser, id: number, kind: EventKind, eventId: number, version: number) =>
    events.deleteEvent(deps, language, user, id, kind, eventId, version),
});

/** The squads, suspensions before the match, and the additions. */
const squadCalls = (deps: ProtocolDeps) => ({
  squads: (language: Language, user: CurrentUser, id: number) => reads.squads(deps, language, user, id),
  suspensions: (language: Language, user: CurrentUser, id: number) => reads.suspensions(deps, language, user, id),
  squadForm: (language: Language, user: CurrentUser, id: number) => squads.squadForm(deps, language, user, id),
  saveSquad: (language: Language, user: CurrentUser, id: number, body: SquadSaveBody) =>
    squads.saveSquad(deps, language, user, id, body),
  resetSquad: (language: Language, user: CurrentUser, id: number, body: SquadResetBody) =>
    squads.resetSquad(deps, language, user, id, body),
  additions: (language: Language, user: CurrentUser, id: number) => additions.additions(deps, language, user, id),
  saveAdditions: (language: Language, user: CurrentUser, id: number, body: AdditionsBody) =>
    additions.saveAdditions(deps, language, user, id, body),
});

export function createProtocolService({ db, clock }: ProtocolDeps) {
  const deps: ProtocolDeps = { db, clock };
  return { ...pageCalls(deps), ...eventCalls(deps), ...squadCalls(deps) };
}

export type ProtocolService = ReturnType<typeof createProtocolService>;
