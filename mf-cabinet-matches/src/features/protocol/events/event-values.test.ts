import type { CabinetEvent } from '@league/shared/cabinet';
import { goalBody } from './event-fixtures';
import { NEW_EVENT, eventBody, eventValuesOf, nextEventValues, playerLabel, sameEvent } from './event-values';

const red: CabinetEvent = {
  id: 8,
  kind: 'punishment',
  team_type: 'guest',
  match_scope: 'regular',
  minute: 70,
  additional_minute: 2,
  label: '70+2',
  sort_minute: 70,
  player: { id: 21, name: 'Dias Kanat', number: 10, position: null },
  assistant: null,
  player_out: null,
  method: null,
  counts_for: null,
  card: 'red',
  removal_cause: 'serious_foul_play',
  failure: null,
};

test("the body has only the fields of the event's kind", () => {
  expect(eventBody({ ...NEW_EVENT, minute: 12, player_id: 11, assistant_id: 12 })).toEqual({
    ...goalBody,
    assistant_id: 12,
  });
  // An own goal has no assistant; a yellow no cause of removal.
  expect(eventBody({ ...NEW_EVENT, method: 'own_goal', assistant_id: 12 }).assistant_id).toBeNull();
  expect(
    eventBody({ ...NEW_EVENT, kind: 'punishment', card: 'yellow', removal_cause: 'serious_foul_play' }).removal_cause,
  ).toBeNull();
  expect(eventBody({ ...NEW_EVENT, kind: 'replacement', player_in_id: 3, player_out_id: 4, player_id: 9 })).toEqual({
    kind: 'replacement',
    team_type: 'host',
    match_scope: 'regular',
    minute: null,
    additional_minute: null,
    player_in_id: 3,
    player_out_id: 4,
  });
  expect(eventBody({ ...NEW_EVENT, kind: 'missed_penalty', failure: 'post', player_id: 2 })).toMatchObject({
    player_id: 2,
    failure: 'post',
  });
  // Text that is not a number is never sent as one (the field refuses it first).
  expect(eventBody({ ...NEW_EVENT, minute: '1x' }).minute).toBeNull();
});

test('a recorded event comes back to the form as it was entered', () => {
  const values = eventValuesOf(red);
  expect(values).toMatchObject({
    kind: 'punishment',
    team_type: 'guest',
    minute: 70,
    additional_minute: 2,
    player_id: 21,
    card: 'red',
    removal_cause: 'serious_foul_play',
  });
  expect(eventBody(values)).toEqual({
    kind: 'punishment',
    team_type: 'guest',
    match_scope: 'regular',
    minute: 70,
    additional_minute: 2,
    player_id: 21,
    card: 'red',
    removal_cause: 'serious_foul_play',
  });
  // The coming-on player of a substitution is `player`; the red of a second yellow is the API's own.
  const sub = eventValuesOf({
    ...red,
    kind: 'replacement',
    card: null,
    removal_cause: null,
    player_out: { id: 22, name: 'B', number: null, position: null },
  });
  expect(sub).toMatchObject({ player_in_id: 21, player_out_id: 22, player_id: undefined });
  expect(eventValuesOf({ ...red, removal_cause: 'second_yellow' }).removal_cause).toBeUndefined();
});

test('the next event keeps kind, team and scope; one event is the same while its body is', () => {
  const done = { ...NEW_EVENT, kind: 'punishment' as const, team_type: 'guest' as const, minute: 40, player_id: 21 };
  expect(nextEventValues(done)).toEqual({ ...NEW_EVENT, kind: 'punishment', team_type: 'guest' });
  expect(sameEvent(done, { ...done })).toBe(true);
  expect(sameEvent(done, { ...done, minute: 41 })).toBe(false);
  expect(playerLabel({ id: 1, name: 'Aidos', number: 9, position: null })).toBe('9. Aidos');
  expect(playerLabel({ id: 1, name: 'Aidos', number: null, position: null })).toBe('Aidos');
  expect(playerLabel(null)).toBe('—');
});
