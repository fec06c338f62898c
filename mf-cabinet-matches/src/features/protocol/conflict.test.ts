import { eventKeys, openConflictOf, serverMessage } from './conflict';

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

test('a 409 over a part still open is a conflict to show; one that closed the part is a refusal with its reason', () => {
  const answer = (status: number, current?: { editable: boolean; version: number }) => ({ response: { status, data: { message: 'The protocol is locked', data: { errors: {}, current } } } });
  const open = (current: { editable: boolean }) => current.editable;
  expect(openConflictOf(answer(409, { editable: true, version: 4 }), open)).toEqual({ editable: true, version: 4 });
  expect(openConflictOf(answer(409, { editable: false, version: 4 }), open)).toBeNull();
  expect(serverMessage(answer(409, { editable: false, version: 4 }))).toBe('The protocol is locked');
  expect(openConflictOf(answer(409), open)).toBeNull();
  expect(openConflictOf(answer(422, { editable: true, version: 4 }), open)).toBeNull();
});
