// Who is on the pitch for the quick entry, from the recorded events (pure, tested alone): a side's
// starters, minus those substituted off or sent off, plus those who came on; the bench is the rest
// of the squad that has not played yet. A player with a yellow card gets the second yellow.
import { REMOVAL_CAUSES, type TeamType } from '@league/shared';
import type { CabinetEvent, CabinetEvents, CabinetPlayer } from '@league/shared/cabinet';
import { NEW_EVENT, type EventValues } from '../events/event-values';

export interface Pitch {
  onPitch: CabinetPlayer[];
  bench: CabinetPlayer[];
  /** Players of the side with one yellow card (a next yellow is their second). */
  booked: Set<number>;
}

const byNumber = (a: CabinetPlayer, b: CabinetPlayer) =>
  (a.number ?? 999) - (b.number ?? 999) || a.name.localeCompare(b.name);

export function pitchOf(events: Pick<CabinetEvents, 'events' | 'squads' | 'starters'>, side: TeamType): Pitch {
  const on = new Set(events.starters[side]);
  const played = new Set(events.starters[side]);
  const booked = new Set<number>();
  for (const e of events.events) {
    if (e.team_type !== side || e.match_scope !== 'regular') continue;
    if (e.kind === 'replacement') {
      if (e.player_out) on.delete(e.player_out.id);
      if (e.player) {
        on.add(e.player.id);
        played.add(e.player.id);
      }
    }
    if (e.kind === 'punishment' && e.player) {
      if (e.card === 'yellow') booked.add(e.player.id);
      else {
        on.delete(e.player.id);
        booked.delete(e.player.id);
      }
    }
  }
  const squad = events.squads[side];
  return {
    onPitch: squad.filter((p) => on.has(p.id)).sort(byNumber),
    bench: squad.filter((p) => !played.has(p.id)).sort(byNumber),
    booked,
  };
}

/** What the quick entry records: a card is a yellow or a red from the start. */
export const QUICK_KINDS = ['goal', 'yellow', 'red', 'replacement', 'missed_penalty'] as const;
export type QuickKind = (typeof QUICK_KINDS)[number];

/**
 * The variants a quick event offers as one chip row before the player (ADR 0211), the first the
 * default: a goal's kind (a penalty or an own goal is one more tap), a red card's cause (the API
 * requires one).
 */
export const QUICK_VARIANTS: Partial<Record<QuickKind, readonly string[]>> = {
  goal: ['goal', 'penalty', 'own_goal', 'free-kick'],
  red: REMOVAL_CAUSES.filter((c) => c !== 'second_yellow'),
};

/** The variant a quick event starts with (its row's first), or none. */
export const defaultVariant = (kind: QuickKind): string | undefined => QUICK_VARIANTS[kind]?.[0];

export interface QuickChoice {
  kind: QuickKind;
  /** The chosen variant (a goal's kind, a red card's cause); the default when none. */
  variant?: string;
  side: TeamType;
  minute: number | null;
  additionalMinute: number | null;
  /** The scorer, the booked player, the one who missed; for a substitution the one going off. */
  player: CabinetPlayer;
  /** A substitution's player coming on. */
  playerIn?: CabinetPlayer;
  /** The side's booked players (a yellow for one of them is the second yellow). */
  booked: Set<number>;
}

/** The event form's values of a quick choice, with the defaults of its details (a goal, saved). */
export function quickValues(c: QuickChoice): EventValues {
  const base: EventValues = {
    ...NEW_EVENT,
    team_type: c.side,
    minute: c.minute ?? undefined,
    additional_minute: c.additionalMinute ?? undefined,
  };
  switch (c.kind) {
    case 'goal':
      return {
        ...base,
        kind: 'goal',
        player_id: c.player.id,
        method: (c.variant ?? 'goal') as EventValues['method'],
      };
    case 'yellow':
      return {
        ...base,
        kind: 'punishment',
        player_id: c.player.id,
        card: c.booked.has(c.player.id) ? 'second_yellow' : 'yellow',
      };
    case 'red':
      return {
        ...base,
        kind: 'punishment',
        player_id: c.player.id,
        card: 'red',
        removal_cause: (c.variant ?? defaultVariant('red')) as EventValues['removal_cause'],
      };
    case 'replacement':
      return { ...base, kind: 'replacement', player_out_id: c.player.id, player_in_id: c.playerIn?.id };
    case 'missed_penalty':
      return { ...base, kind: 'missed_penalty', player_id: c.player.id };
  }
}

/** The event a save recorded: in the answer, not among the events before it, of its kind (the newest). */
export function recordedEvent(
  before: CabinetEvent[],
  after: CabinetEvent[],
  kind: CabinetEvent['kind'],
): CabinetEvent | null {
  const known = new Set(before.map((e) => `${e.kind}:${e.id}`));
  const fresh = after.filter((e) => e.kind === kind && !known.has(`${e.kind}:${e.id}`));
  return fresh.sort((a, b) => b.id - a.id)[0] ?? null;
}
