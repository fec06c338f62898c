// The event rules of a match protocol as a pure function: on the pitch, sent off, substitutions,
// the cards' order, scopes, and which issues a write adds.
import {
  checkEvents,
  momentOf,
  newIssues,
  type RuleEvent,
  type RuleSquadEntry,
} from '../../../src/modules/matches/protocol-rules';

const squad: RuleSquadEntry[] = [
  { playerId: 1, side: 'host', kind: 'main' },
  { playerId: 2, side: 'host', kind: 'main' },
  { playerId: 3, side: 'host', kind: 'substitute' },
  { playerId: 4, side: 'host', kind: 'substitute' },
  { playerId: 11, side: 'guest', kind: 'main' },
];

let seq = 0;
const at = (minute: number | null, over: Partial<RuleEvent>): RuleEvent => ({
  key: `e${(seq += 1)}`,
  kind: 'goal',
  side: 'host',
  scope: 'regular',
  minute,
  additionalMinute: null,
  playerId: 1,
  method: 'goal',
  ...over,
});
const rules = (events: RuleEvent[]) => checkEvents(squad, events).map((i) => `${i.field}:${i.rule}`);

test('orders before, regular with added time, and after', () => {
  expect(momentOf({ scope: 'before', minute: null, additionalMinute: null })).toBe(-999);
  expect(momentOf({ scope: 'regular', minute: 45, additionalMinute: 2 })).toBeCloseTo(45.02);
  expect(momentOf({ scope: 'after', minute: null, additionalMinute: null })).toBe(999);
});

test('a valid protocol has no issue', () => {
  expect(
    rules([
      at(10, { playerId: 1, assistantId: 2, method: 'assistant' }),
      at(20, { kind: 'punishment', playerId: 2, card: 'yellow' }),
      at(46, { kind: 'replacement', playerInId: 3, playerOutId: 2 }),
      at(60, { playerId: 3 }),
      at(61, { kind: 'punishment', playerId: 1, card: 'yellow' }),
      at(70, { kind: 'punishment', playerId: 1, card: 'second_yellow' }),
      at(80, { kind: 'missed_penalty', playerId: 3 }),
      at(null, { scope: 'after', playerId: 3, method: 'penalty' }),
      at(null, { scope: 'before', kind: 'punishment', playerId: 4, card: 'yellow' }),
      at(5, { side: 'guest', playerId: 11, method: 'own_goal' }),
    ]),
  ).toEqual([]);
});

test('a sent-off player takes part in no later event; the same minute still counts', () => {
  expect(
    rules([
      at(30, { kind: 'punishment', playerId: 1, card: 'red', removalCause: 'violent_conduct' }),
      at(31, { playerId: 1 }),
    ]),
  ).toEqual(['player_id:ev_sent_off']);
  expect(
    rules([
      at(30, { kind: 'punishment', playerId: 1, card: 'red', removalCause: 'violent_conduct' }),
      at(30, { playerId: 1 }),
    ]),
  ).toEqual([]);
  // Sent off before the match: out of it entirely.
  expect(
    rules([
      at(null, { scope: 'before', kind: 'punishment', playerId: 1, card: 'red', removalCause: 'offensive_language' }),
      at(3, { playerId: 1 }),
    ]),
  ).toEqual(['player_id:ev_sent_off']);
});

test('substitutions: only a player on the pitch goes off, only a fresh substitute comes on, nobody comes back', () => {
  expect(rules([at(46, { kind: 'replacement', playerInId: 1, playerOutId: 2 })])).toEqual([
    'player_in_id:ev_already_entered',
  ]);
  expect(rules([at(46, { kind: 'replacement', playerInId: 4, playerOutId: 3 })])).toEqual([
    'player_out_id:ev_not_on_pitch',
  ]);
  expect(
    rules([
      at(46, { kind: 'replacement', playerInId: 3, playerOutId: 2 }),
      at(70, { kind: 'replacement', playerInId: 2, playerOutId: 1 }),
    ]),
  ).toEqual(['player_in_id:ev_already_entered']);
  expect(rules([at(46, { kind: 'replacement', playerInId: 3, playerOutId: 2 }), at(50, { playerId: 2 })])).toEqual([
    'player_id:ev_not_on_pitch',
  ]);
  expect(rules([at(20, { playerId: 3 })])).toEqual(['player_id:ev_not_on_pitch']);
  expect(rules([at(46, { kind: 'replacement', playerInId: 3, playerOutId: 3 })])).toEqual([
    'player_in_id:ev_same_player',
  ]);
});

test('cards: a second yellow needs a first, a yellow after a yellow is a second yellow, a red needs its cause', () => {
  expect(rules([at(10, { kind: 'punishment', playerId: 1, card: 'second_yellow' })])).toEqual([
    'card:ev_no_first_yellow',
  ]);
  expect(
    rules([
      at(10, { kind: 'punishment', playerId: 1, card: 'yellow' }),
      at(20, { kind: 'punishment', playerId: 1, card: 'yellow' }),
    ]),
  ).toEqual(['card:ev_has_yellow']);
  expect(rules([at(10, { kind: 'punishment', playerId: 1, card: 'red', removalCause: null })])).toEqual([
    'removal_cause:ev_cause_required',
  ]);
  // A substitute on the bench may be booked.
  expect(rules([at(10, { kind: 'punishment', playerId: 4, card: 'yellow' })])).toEqual([]);
});

test('scopes, minutes and squads', () => {
  expect(rules([at(null, { scope: 'regular' })])).toEqual(['minute:required']);
  expect(rules([at(60, { additionalMinute: 3 })])).toEqual(['additional_minute:ev_added_time']);
  expect(rules([at(90, { additionalMinute: 3 })])).toEqual([]);
  expect(rules([at(null, { scope: 'before' })])).toEqual(['match_scope:ev_scope']);
  expect(rules([at(null, { scope: 'after', method: 'goal' })])).toEqual(['method:ev_shootout_method']);
  expect(rules([at(10, { playerId: 11 })])).toEqual(['player_id:ev_not_in_squad']);
  expect(rules([at(10, { playerId: 99 })])).toEqual(['player_id:ev_not_in_squad']);
  expect(rules([at(10, { playerId: 1, assistantId: 2, method: 'penalty' })])).toEqual(['assistant_id:ev_assistant']);
  expect(rules([at(10, { playerId: 1, assistantId: 1, method: 'assistant' })])).toEqual(['assistant_id:ev_assistant']);
});

test('a write is judged by the issues it adds; one it causes elsewhere is reported on it', () => {
  const goal = at(60, { playerId: 3 });
  const sub = at(46, { kind: 'replacement', playerInId: 3, playerOutId: 2 });
  const before = checkEvents(squad, [sub, goal]);
  expect(before).toEqual([]);
  const red = {
    ...at(40, { kind: 'punishment', playerId: 3, card: 'red', removalCause: 'dissent' }),
    key: 'new',
  } as RuleEvent;
  const added = newIssues(before, checkEvents(squad, [sub, goal, red]), 'new');
  expect(added.map((i) => `${i.key}:${i.field}:${i.rule}`)).toContain('new:minute:ev_later_conflict');
  // An old flaw stays an old flaw: a correction elsewhere is not blocked by it.
  const flawed = [at(10, { playerId: 99 })];
  expect(
    newIssues(
      checkEvents(squad, flawed),
      checkEvents(squad, [...flawed, { ...at(20, { playerId: 1 }), key: 'new' }]),
      'new',
    ),
  ).toEqual([]);
});
