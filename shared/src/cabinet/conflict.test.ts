import { conflictOf, differencesOf, openConflictOf } from './conflict';
import { eventKeys } from './idempotency';

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
  const answer = (status: number, current?: { editable: boolean; version: number }) => ({
    response: { status, data: { message: 'The protocol is locked', data: { errors: {}, current } } },
  });
  const open = (current: { editable: boolean }) => current.editable;
  expect(openConflictOf(answer(409, { editable: true, version: 4 }), open)).toEqual({ editable: true, version: 4 });
  expect(openConflictOf(answer(409, { editable: false, version: 4 }), open)).toBeNull();
  expect(conflictOf(answer(409, { editable: false, version: 4 }))).toEqual({ editable: false, version: 4 });
  expect(openConflictOf(answer(409), open)).toBeNull();
  expect(openConflictOf(answer(422, { editable: true, version: 4 }), open)).toBeNull();
});

test('the differences are the values that differ, labelled and shown as text', () => {
  const mine = { weather: 'Rain', pitch: 'Wet', spectators: 950 };
  const theirs = { weather: 'Rain', pitch: 'Dry', spectators: 1200 };
  expect(differencesOf(['weather', 'pitch', 'spectators'] as const, mine, theirs, (k) => k.toUpperCase())).toEqual([
    { label: 'PITCH', mine: 'Wet', theirs: 'Dry' },
    { label: 'SPECTATORS', mine: '950', theirs: '1200' },
  ]);
});
