import { eventKeys } from './conflict';

const goal = { kind: 'goal', team_type: 'host', minute: 12, player_id: 7 };

test('the same event sent again keeps its key; another event, or the next one after a success, gets a new key', () => {
  const keys = eventKeys();
  const first = keys.keyFor(goal);
  expect(keys.keyFor({ ...goal })).toBe(first);
  // The save went unanswered and the referee corrected the minute: another event, another key.
  const corrected = keys.keyFor({ ...goal, minute: 13 });
  expect(corrected).not.toBe(first);
  expect(keys.keyFor({ ...goal, minute: 13 })).toBe(corrected);
  keys.recorded();
  // The same values again after a success are a new event (a second goal of the same player).
  expect(keys.keyFor({ ...goal, minute: 13 })).not.toBe(corrected);
});
