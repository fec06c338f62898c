import type { CabinetEvent, CabinetPlayer } from '@league/shared/cabinet';
import { pitchOf, quickValues, recordedEvent } from './pitch';
import { noDetails } from '../events/event-fixtures';

const p = (id: number, number: number | null): CabinetPlayer => ({ id, name: `P${id}`, number, position: null });
const host = [p(1, 9), p(2, 1), p(3, 5), p(4, 14), p(5, 15)];
const guest = [p(11, 10)];
const blank = {
  match_scope: 'regular' as const,
  minute: 10,
  additional_minute: null,
  label: '10',
  sort_minute: 10,
  ...noDetails,
};
const ev = (over: Partial<CabinetEvent>): CabinetEvent =>
  ({ ...blank, id: 1, kind: 'goal', team_type: 'host', player: null, ...over }) as CabinetEvent;

test('the pitch: starters by number, minus those off and sent off, plus those who came on; the bench is who has not played', () => {
  const events = {
    squads: { host, guest },
    starters: { host: [1, 2, 3], guest: [11] },
    events: [
      ev({ id: 1, kind: 'replacement', player: host[3], player_out: host[2] }),
      ev({ id: 2, kind: 'punishment', player: host[0], card: 'yellow' }),
      ev({ id: 3, kind: 'punishment', player: host[1], card: 'red' }),
      // The guests' card and a shoot-out's event change nothing of the host's pitch.
      ev({ id: 4, kind: 'punishment', team_type: 'guest', player: guest[0], card: 'red' }),
      ev({ id: 5, kind: 'replacement', match_scope: 'after', player: host[4], player_out: host[0] }),
    ],
  };
  const pitch = pitchOf(events, 'host');
  expect(pitch.onPitch.map((x) => x.id)).toEqual([1, 4]);
  expect(pitch.bench.map((x) => x.id)).toEqual([5]);
  expect([...pitch.booked]).toEqual([1]);
  expect(pitchOf(events, 'guest').onPitch).toEqual([]);
});

test('a quick choice is an event with sensible defaults: a goal, a second yellow for a booked player, a substitution both ways', () => {
  const base = { side: 'guest' as const, minute: 45, additionalMinute: 2, player: host[0], booked: new Set([1]) };
  expect(quickValues({ ...base, kind: 'goal' })).toMatchObject({
    kind: 'goal',
    team_type: 'guest',
    minute: 45,
    additional_minute: 2,
    player_id: 1,
    method: 'goal',
  });
  expect(quickValues({ ...base, kind: 'yellow' })).toMatchObject({
    kind: 'punishment',
    card: 'second_yellow',
    player_id: 1,
  });
  expect(quickValues({ ...base, kind: 'yellow', player: host[1] })).toMatchObject({ card: 'yellow', player_id: 2 });
  expect(quickValues({ ...base, kind: 'red', minute: null, additionalMinute: null })).toMatchObject({
    kind: 'punishment',
    card: 'red',
    minute: undefined,
  });
  expect(quickValues({ ...base, kind: 'replacement', playerIn: host[4] })).toMatchObject({
    kind: 'replacement',
    player_out_id: 1,
    player_in_id: 5,
  });
  expect(quickValues({ ...base, kind: 'missed_penalty' })).toMatchObject({
    kind: 'missed_penalty',
    failure: 'saved',
    player_id: 1,
  });
});

test('the recorded event is the new one of its kind in the answer', () => {
  const before = [ev({ id: 3 }), ev({ id: 3, kind: 'punishment' })];
  const after = [...before, ev({ id: 4, kind: 'punishment' }), ev({ id: 7 })];
  expect(recordedEvent(before, after, 'goal')?.id).toBe(7);
  expect(recordedEvent(before, after, 'punishment')?.id).toBe(4);
  expect(recordedEvent(before, before, 'goal')).toBeNull();
});
