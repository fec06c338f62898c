// The referee's match protocol: who may read or change which match (scope), the lifecycle
// (scheduled → live → finished → locked; super_admin unlocks), the crew, statistics, squads,
// events and additions. Every part carries a version; a write names the version it read and a
// stale one is refused with 409 and the part's current state. Event writes carry an idempotency
// key. Every write is one transaction and empties the public micro-cache (the public match page,
// table, form, scorers and disqualifications are computed from these rows). The use cases are
// in ./protocol; this service hands each call to its use case.
import { bindDeps } from '../../lib/bind-deps';
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

export function createProtocolService({ db, clock }: ProtocolDeps) {
  const deps: ProtocolDeps = { db, clock };
  return bindDeps(deps, {
    // The protocol page: the cabinet's list, the page, its lifecycle and data, the clock, the
    // broadcast link, the match's moves.
    list: reads.list,
    protocol: reads.protocol,
    patchProtocol: lifecycle.patchProtocol,
    clock: clocks.matchClock,
    setClock: clocks.setClock,
    setBroadcast: lifecycle.setBroadcast,
    moveFixture: fixture.moveFixture,
    deleteMatch: lifecycle.deleteMatch,
    // The match's events: read, previewed, recorded, changed, removed.
    events: reads.events,
    eventsPreview: reads.eventsPreview,
    createEvent: events.createEvent,
    updateEvent: events.updateEvent,
    deleteEvent: events.deleteEvent,
    // The squads, suspensions before the match, and the additions.
    squads: reads.squads,
    suspensions: reads.suspensions,
    squadForm: squads.squadForm,
    saveSquad: squads.saveSquad,
    resetSquad: squads.resetSquad,
    additions: additions.additions,
    saveAdditions: additions.saveAdditions,
  });
}

export type ProtocolService = ReturnType<typeof createProtocolService>;
