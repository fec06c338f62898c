import { clockFace, clockLabel, clockMinute, clockRules, type MatchClock } from './match-clock';

const at = Date.parse('2026-03-01T10:00:00Z');
const clock = (over: Partial<MatchClock>): MatchClock => ({
  period: 1,
  periods: 2,
  period_minutes: 45,
  started_at: null,
  elapsed_seconds: 0,
  running: false,
  ...over,
});

test('two halves of half the match length', () => {
  expect(clockRules(80)).toEqual({ periods: 2, period_minutes: 40 });
  expect(clockRules(90)).toEqual({ periods: 2, period_minutes: 45 });
});

test('the minute counts from the first second, on from the earlier halves, and past a half’s end is added time', () => {
  expect(clockMinute(clock({}), at)).toEqual({ minute: 1, additional_minute: null });
  expect(clockMinute(clock({ elapsed_seconds: 59 }), at)).toEqual({ minute: 1, additional_minute: null });
  expect(
    clockMinute(clock({ elapsed_seconds: 600, started_at: new Date(at - 61_000).toISOString(), running: true }), at),
  ).toEqual({ minute: 12, additional_minute: null });
  expect(clockMinute(clock({ elapsed_seconds: 45 * 60 - 1 }), at)).toEqual({ minute: 45, additional_minute: null });
  expect(clockMinute(clock({ elapsed_seconds: 46 * 60 + 5 }), at)).toEqual({ minute: 45, additional_minute: 2 });
  expect(clockLabel(clock({ elapsed_seconds: 46 * 60 + 5 }), at)).toBe('45+2');
  expect(clockLabel(clock({ period: 2, elapsed_seconds: 0 }), at)).toBe('46');
  expect(clockMinute(clock({ period: 2, elapsed_seconds: 99 * 60 }), at)).toEqual({
    minute: 90,
    additional_minute: 30,
  });
});

test('the face: time played in the match, and added time apart', () => {
  expect(clockFace(clock({ elapsed_seconds: 754 }), at)).toBe('12:34');
  expect(clockFace(clock({ period: 2, elapsed_seconds: 60 }), at)).toBe('46:00');
  expect(clockFace(clock({ elapsed_seconds: 45 * 60 + 133 }), at)).toBe('45:00 +02:13');
});
