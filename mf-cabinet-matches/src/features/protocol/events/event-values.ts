// The event form's values and the two ways across: an event as the form edits it, and the form's
// values as the body the API takes. Pure, so each kind's rules are read (and tested) in one place.
import type { CARD_TYPES, EventKind, MatchScope, PENALTY_FAILURES, REMOVAL_CAUSES, TeamType } from '@league/shared';
import type { CabinetEvent, CabinetPlayer, EventCreateBody, GOAL_METHODS_INPUT } from '@league/shared/cabinet';

export const EVENT_KINDS_SHOWN: EventKind[] = ['goal', 'punishment', 'replacement', 'missed_penalty'];
export const MATCH_SCOPES_SHOWN: MatchScope[] = ['regular', 'before', 'after'];

/** The people of an event: cleared when the team changes (they were the other team's). */
export const PLAYER_FIELDS = ['player_id', 'assistant_id', 'player_in_id', 'player_out_id'] as const;

export interface EventValues {
  kind: EventKind;
  team_type: TeamType;
  match_scope: MatchScope;
  /** A number, or the typed text while it is not one (the field refuses it). */
  minute?: number | string;
  additional_minute?: number | string;
  player_id?: number;
  assistant_id?: number;
  method: (typeof GOAL_METHODS_INPUT)[number];
  card: (typeof CARD_TYPES)[number];
  removal_cause?: (typeof REMOVAL_CAUSES)[number];
  failure: (typeof PENALTY_FAILURES)[number];
  player_in_id?: number;
  player_out_id?: number;
}

export type EventBody = Omit<EventCreateBody, 'idempotency_key'>;

export const NEW_EVENT: EventValues = {
  kind: 'goal',
  team_type: 'host',
  match_scope: 'regular',
  method: 'goal',
  card: 'yellow',
  failure: 'saved',
};

const num = (value: number | string | undefined) => (typeof value === 'number' ? value : null);

/** A number typed as text (a minute): its value, or null while it is not a whole number. */
export const typedNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** What the API is sent for the form's values: only the fields of the event's kind. */
export function eventBody(v: EventValues): EventBody {
  const base = {
    kind: v.kind,
    team_type: v.team_type,
    match_scope: v.match_scope,
    minute: num(v.minute),
    additional_minute: num(v.additional_minute),
  };
  switch (v.kind) {
    case 'goal':
      return {
        ...base,
        player_id: num(v.player_id),
        method: v.method,
        assistant_id: v.method === 'goal' ? num(v.assistant_id) : null,
      };
    case 'punishment':
      return {
        ...base,
        player_id: num(v.player_id),
        card: v.card,
        removal_cause: v.card === 'red' ? (v.removal_cause ?? null) : null,
      };
    case 'replacement':
      return { ...base, player_in_id: num(v.player_in_id), player_out_id: num(v.player_out_id) };
    case 'missed_penalty':
      return { ...base, player_id: num(v.player_id), failure: v.failure };
  }
}

/** A recorded event as the form edits it. A second yellow's red is recorded by the API itself, never chosen. */
export function eventValuesOf(e: CabinetEvent): EventValues {
  const id = (p: CabinetPlayer | null) => p?.id;
  return {
    ...NEW_EVENT,
    kind: e.kind,
    team_type: e.team_type,
    match_scope: e.match_scope,
    minute: e.minute ?? undefined,
    additional_minute: e.additional_minute ?? undefined,
    player_id: e.kind === 'replacement' ? undefined : id(e.player),
    assistant_id: id(e.assistant),
    method: e.method === 'assistant' || e.method === null ? 'goal' : e.method,
    card: e.card ?? 'yellow',
    removal_cause: e.removal_cause && e.removal_cause !== 'second_yellow' ? e.removal_cause : undefined,
    failure: e.failure ?? 'saved',
    player_in_id: e.kind === 'replacement' ? id(e.player) : undefined,
    player_out_id: id(e.player_out),
  };
}

/** The form after an event is recorded: the next is usually of the same kind and team, the rest starts empty. */
export const nextEventValues = (v: EventValues): EventValues => ({
  ...NEW_EVENT,
  kind: v.kind,
  team_type: v.team_type,
  match_scope: v.match_scope,
});

/** '9. Aidos Serik', or the name alone without a number; '—' for nobody. */
export const playerLabel = (p: CabinetPlayer | null) =>
  p ? `${p.number !== null ? `${p.number}. ` : ''}${p.name}` : '—';

/** Whether two form states hold the same event (the referee has not typed on since it was sent). */
export const sameEvent = (a: EventValues, b: EventValues) =>
  JSON.stringify(eventBody(a)) === JSON.stringify(eventBody(b));
