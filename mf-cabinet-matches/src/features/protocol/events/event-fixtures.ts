// Sample events for the protocol's tests (shapes of the @league/shared/cabinet contracts).
import type { CabinetEvent } from '@league/shared/cabinet';

/** The details an event leaves empty when it has none: no assistant, no one going off, no method, card or miss. */
export const noDetails = {
  assistant: null,
  player_out: null,
  method: null,
  counts_for: null,
  card: null,
  removal_cause: null,
  failure: null,
} satisfies Partial<CabinetEvent>;

/** What is sent for a host's goal by player 11 (9. Aidos Serik) in the 12th minute of normal time. */
export const goalBody = {
  kind: 'goal',
  team_type: 'host',
  match_scope: 'regular',
  minute: 12,
  additional_minute: null,
  player_id: 11,
  method: 'goal',
};
