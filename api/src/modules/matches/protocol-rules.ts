// The rules of a match's events, checked over the whole list at once (pure; no database):
// who is on the pitch when, who was sent off, who came on or went off, the cards' order. A write
// is refused when it adds an issue that the list did not have before (protocol/event-rules.ts), so
// an old or imported protocol with a flaw does not block every later correction.
//
// Time: `before` events happen at −999, `regular` at minute + added time, `after` (the shoot-out)
// at 999. Intervals are inclusive: a player going off in the 60th minute may still score in the
// 60th, a player coming on in the 60th may score in it; an event strictly later than a sending-off
// or a substitution is refused.
import type { CardType, GoalMethod, MatchScope, RemovalCause, SquadKind, TeamType } from '@league/shared/contracts';
import type { ProtocolMessageKey } from '../../lib/protocol-messages';

export interface RuleSquadEntry {
  playerId: number;
  side: TeamType;
  kind: SquadKind;
}

export interface RuleEvent {
  /** `goal:12`, or `new` for the event being written. */
  key: string;
  kind: 'goal' | 'punishment' | 'replacement' | 'missed_penalty';
  side: TeamType;
  scope: MatchScope;
  minute: number | null;
  additionalMinute: number | null;
  playerId: number | null;
  assistantId?: number | null;
  method?: GoalMethod;
  card?: CardType;
  removalCause?: RemovalCause | null;
  playerInId?: number | null;
  playerOutId?: number | null;
}

export interface RuleIssue {
  key: string;
  field: string;
  rule: ProtocolMessageKey | 'required';
}

/** The moment of an event on one axis: −999 before, minute + added time / 100, 999 after. */
export function momentOf(e: Pick<RuleEvent, 'scope' | 'minute' | 'additionalMinute'>): number {
  if (e.scope === 'before') return -999;
  if (e.scope === 'after') return 999;
  return (e.minute ?? 0) + (e.additionalMinute ?? 0) / 100;
}

interface PlayerTimes {
  inAt?: number;
  outAt?: number;
  sentOffAt?: number;
}

/** What the check knows as it walks the list: the squad, each player's times, the yellow cards, who came on or went off. */
interface Walk {
  issues: RuleIssue[];
  entry: Map<number, RuleSquadEntry>;
  times: Map<number, PlayerTimes>;
  yellows: Map<number, number>;
  seenIn: Set<number>;
  seenOut: Set<number>;
}

const add = (w: Walk, key: string, field: string, rule: RuleIssue['rule']) => w.issues.push({ key, field, rule });

function inSquad(w: Walk, key: string, field: string, id: number | null | undefined, side: TeamType): boolean {
  if (id === null || id === undefined) {
    add(w, key, field, 'required');
    return false;
  }
  const s = w.entry.get(id);
  if (!s || s.side !== side) {
    add(w, key, field, 'ev_not_in_squad');
    return false;
  }
  return true;
}

function onPitch(w: Walk, id: number, t: number): boolean {
  const s = w.entry.get(id)!;
  const p = w.times.get(id) ?? {};
  const entered = s.kind === 'main' || (p.inAt !== undefined && p.inAt <= t);
  return entered && (p.outAt === undefined || t <= p.outAt) && (p.sentOffAt === undefined || t <= p.sentOffAt);
}

/** Sent off strictly before `t` (a player sent off may still be named in the same minute). */
function sentOffBefore(w: Walk, id: number, t: number) {
  const at = w.times.get(id)?.sentOffAt;
  return at !== undefined && at < t;
}

function playing(w: Walk, key: string, field: string, id: number, t: number) {
  if (sentOffBefore(w, id, t)) add(w, key, field, 'ev_sent_off');
  else if (!onPitch(w, id, t)) add(w, key, field, 'ev_not_on_pitch');
}

/** First pass: when each player came on, went off, was sent off (the first time each). */
function playerTimes(ordered: { e: RuleEvent; t: number }[]): Map<number, PlayerTimes> {
  const times = new Map<number, PlayerTimes>();
  const timesOf = (id: number) => times.get(id) ?? (times.set(id, {}), times.get(id)!);
  for (const { e, t } of ordered) {
    if (e.kind === 'replacement' && e.scope === 'regular') {
      if (e.playerInId && timesOf(e.playerInId).inAt === undefined) timesOf(e.playerInId).inAt = t;
      if (e.playerOutId && timesOf(e.playerOutId).outAt === undefined) timesOf(e.playerOutId).outAt = t;
    }
    if (e.kind === 'punishment' && e.playerId && (e.card === 'red' || e.card === 'second_yellow')) {
      if (timesOf(e.playerId).sentOffAt === undefined) timesOf(e.playerId).sentOffAt = t;
    }
  }
  return times;
}

function checkGoal(w: Walk, e: RuleEvent, t: number) {
  const k = e.key;
  if (e.scope === 'before') {
    add(w, k, 'match_scope', 'ev_scope');
    return;
  }
  if (e.scope === 'after' && e.method !== 'penalty') add(w, k, 'method', 'ev_shootout_method');
  if (inSquad(w, k, 'player_id', e.playerId, e.side)) playing(w, k, 'player_id', e.playerId!, t);
  if (e.assistantId !== null && e.assistantId !== undefined) {
    if (e.method !== 'assistant' || e.assistantId === e.playerId || e.scope !== 'regular')
      add(w, k, 'assistant_id', 'ev_assistant');
    else if (inSquad(w, k, 'assistant_id', e.assistantId, e.side)) playing(w, k, 'assistant_id', e.assistantId, t);
  }
}

function checkMissedPenalty(w: Walk, e: RuleEvent, t: number) {
  const k = e.key;
  if (e.scope === 'before') {
    add(w, k, 'match_scope', 'ev_scope');
    return;
  }
  if (inSquad(w, k, 'player_id', e.playerId, e.side)) playing(w, k, 'player_id', e.playerId!, t);
}

function checkPunishment(w: Walk, e: RuleEvent, t: number) {
  const k = e.key;
  if (!inSquad(w, k, 'player_id', e.playerId, e.side)) return;
  const id = e.playerId!;
  if (sentOffBefore(w, id, t)) {
    add(w, k, 'player_id', 'ev_sent_off');
    return;
  }
  const shown = w.yellows.get(id) ?? 0;
  if (e.card === 'yellow') {
    if (shown >= 1) add(w, k, 'card', 'ev_has_yellow');
    w.yellows.set(id, shown + 1);
  } else if (e.card === 'second_yellow') {
    if (shown !== 1) add(w, k, 'card', 'ev_no_first_yellow');
    w.yellows.set(id, shown + 1);
  } else if (e.card === 'red' && (!e.removalCause || e.removalCause === 'second_yellow')) {
    add(w, k, 'removal_cause', 'ev_cause_required');
  }
  // A second sending-off of the same player is a later event after the first one.
  const firstOff = w.times.get(id)?.sentOffAt;
  if ((e.card === 'red' || e.card === 'second_yellow') && firstOff !== undefined && firstOff < t)
    add(w, k, 'player_id', 'ev_sent_off');
}

function checkReplacement(w: Walk, e: RuleEvent, t: number) {
  const k = e.key;
  if (e.scope !== 'regular') {
    add(w, k, 'match_scope', 'ev_scope');
    return;
  }
  if (e.playerInId && e.playerInId === e.playerOutId) {
    add(w, k, 'player_in_id', 'ev_same_player');
    return;
  }
  if (inSquad(w, k, 'player_out_id', e.playerOutId, e.side)) {
    const out = e.playerOutId!;
    if (w.seenOut.has(out)) add(w, k, 'player_out_id', 'ev_already_out');
    else if (sentOffBefore(w, out, t)) add(w, k, 'player_out_id', 'ev_sent_off');
    else {
      const s = w.entry.get(out)!;
      const inAt = w.times.get(out)?.inAt;
      if (!(s.kind === 'main' || (inAt !== undefined && inAt <= t))) add(w, k, 'player_out_id', 'ev_not_on_pitch');
    }
    w.seenOut.add(out);
  }
  if (inSquad(w, k, 'player_in_id', e.playerInId, e.side)) {
    const pin = e.playerInId!;
    if (w.entry.get(pin)!.kind === 'main' || w.seenIn.has(pin)) add(w, k, 'player_in_id', 'ev_already_entered');
    else if (sentOffBefore(w, pin, t)) add(w, k, 'player_in_id', 'ev_sent_off');
    w.seenIn.add(pin);
  }
}

/** The rules of one event's kind. */
function checkKind(w: Walk, e: RuleEvent, t: number) {
  switch (e.kind) {
    case 'goal':
      checkGoal(w, e, t);
      break;
    case 'missed_penalty':
      checkMissedPenalty(w, e, t);
      break;
    case 'punishment':
      checkPunishment(w, e, t);
      break;
    case 'replacement':
      checkReplacement(w, e, t);
      break;
  }
}

/** Every issue of the list (each names the event it belongs to and the field). */
export function checkEvents(squad: RuleSquadEntry[], events: RuleEvent[]): RuleIssue[] {
  // Chronological order; events of the same moment keep their recorded order.
  const ordered = events
    .map((e, index) => ({ e, index, t: momentOf(e) }))
    .sort((a, b) => a.t - b.t || a.index - b.index);
  const w: Walk = {
    issues: [],
    entry: new Map(squad.map((s) => [s.playerId, s])),
    times: playerTimes(ordered),
    yellows: new Map<number, number>(),
    seenIn: new Set<number>(),
    seenOut: new Set<number>(),
  };
  for (const { e, t } of ordered) {
    const k = e.key;
    if (e.scope === 'regular' && e.minute === null) add(w, k, 'minute', 'required');
    if (e.additionalMinute !== null && e.scope === 'regular' && e.minute !== 45 && e.minute !== 90)
      add(w, k, 'additional_minute', 'ev_added_time');
    checkKind(w, e, t);
  }
  return w.issues;
}

const issueId = (i: RuleIssue) => `${i.key}|${i.field}|${i.rule}`;

/**
 * The issues `after` has and `before` had not: what a write would break. Issues of other events
 * that the write causes are reported on the written event as `ev_later_conflict`.
 */
export function newIssues(before: RuleIssue[], after: RuleIssue[], writtenKey: string): RuleIssue[] {
  const known = new Set(before.map(issueId));
  return after
    .filter((i) => !known.has(issueId(i)))
    .map((i) => (i.key === writtenKey ? i : { key: writtenKey, field: 'minute', rule: 'ev_later_conflict' as const }));
}
