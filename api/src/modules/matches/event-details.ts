// The fields of a match event that only some kinds have (an assist, the player replaced, a goal's
// method, a card, a missed penalty's failure …), all empty: each kind's view fills its own.
export const NO_EVENT_DETAILS = {
  assistant: null,
  player_out: null,
  method: null,
  counts_for: null,
  card: null,
  removal_cause: null,
  failure: null,
} as const;
