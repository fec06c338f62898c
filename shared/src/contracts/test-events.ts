// A match event for the contracts' own tests: a host goal in regular time, without its id and its
// scorer (each reader of an event names them in its own way). Not part of the contracts.
import type { ProtocolEvent } from './match';

export const hostGoalAt = (minute: number): Omit<ProtocolEvent, 'id' | 'player'> => ({
  kind: 'goal',
  team_type: 'host',
  match_scope: 'regular',
  minute,
  additional_minute: null,
  label: String(minute),
  sort_minute: minute,
  assistant: null,
  player_out: null,
  method: 'goal',
  counts_for: 'host',
  card: null,
  removal_cause: null,
  failure: null,
});
