// The live match message (ADR 0179): what changed, not "something changed". The API builds one
// per change it hears (modules/live) in the stream's language; the public match page applies it
// to the answers it holds (the match, its events) without asking for them again. `version` counts
// the messages of one match on one API process, one by one: a message whose version is not the
// last one plus one means the page missed something, and it refetches once.
import type { MatchStatus } from './enums';
import type { MatchDetail, MatchProtocol, ProtocolEvent } from './match';
import type { MatchClock } from './match-clock';

export const LIVE_DELTA_KINDS = ['event_added', 'event_changed', 'event_removed', 'score', 'clock', 'status'] as const;
export type LiveDeltaKind = (typeof LIVE_DELTA_KINDS)[number];

export interface LiveDelta {
  match_id: number;
  version: number;
  kind: LiveDeltaKind;
  /** The event kinds: its id ('goal-12'), also when it is gone. */
  event_id?: string;
  /** Added or changed: the event as `GET /matches/:id/protocol` answers it, in the stream's language. */
  event?: ProtocolEvent;
  score: MatchDetail['score'];
  shootout: MatchDetail['shootout'];
  status: MatchStatus;
  clock: MatchClock | null;
}

/** The first message of a stream: where its versions start. */
export interface LiveReady {
  match_id: number;
  version: number;
}

/** Whether a message at `version` follows the last one seen (`last`) without a gap. */
export function followsWithoutGap(last: number | null, version: number): boolean {
  return last !== null && version === last + 1;
}

/** The match's answer with the message's score, shoot-out, status and clock. */
export function applyDeltaToDetail(detail: MatchDetail, delta: LiveDelta): MatchDetail {
  return { ...detail, score: delta.score, shootout: delta.shootout, status: delta.status, clock: delta.clock };
}

/**
 * The events answer with the message applied: an added or changed event replaces the one of its
 * id or takes its place by minute (after the events of the same minute, as the timeline lists
 * them); a removed one goes. The score follows the message.
 */
export function applyDeltaToProtocol(protocol: MatchProtocol, delta: LiveDelta): MatchProtocol {
  let events = protocol.events;
  if (delta.event_id !== undefined) events = events.filter((e) => e.id !== delta.event_id);
  if (delta.event && delta.kind !== 'event_removed') {
    const at = events.findIndex((e) => e.sort_minute > delta.event!.sort_minute);
    events = at < 0 ? [...events, delta.event] : [...events.slice(0, at), delta.event, ...events.slice(at)];
  }
  return { ...protocol, score: delta.score, shootout: delta.shootout, events };
}
