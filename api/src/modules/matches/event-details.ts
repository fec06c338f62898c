// The fields of a match event that only some kinds have (an assist, the player replaced, a goal's
// method, a card, a missed penalty's failure …), all empty: each kind's view fills its own; and
// the players the events name.
import type { MatchEvents } from './matches.repository';

export const NO_EVENT_DETAILS = {
  assistant: null,
  player_out: null,
  method: null,
  counts_for: null,
  card: null,
  removal_cause: null,
  failure: null,
} as const;

/** The players a match's events name: scorers and assistants, cards, both sides of a replacement, missed penalties. */
export function eventPlayerIds(events: MatchEvents): number[] {
  return [
    ...events.goals.flatMap((g) => [g.player_id, g.assistant_player_id]),
    ...events.punishments.map((p) => p.player_id),
    ...events.replacements.flatMap((r) => [r.player_in_id, r.player_out_id]),
    ...events.missedPenalties.map((p) => p.player_id),
  ].filter((v): v is number => v !== null);
}
