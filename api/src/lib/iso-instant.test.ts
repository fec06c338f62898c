import { isoInstant } from './iso-instant';

describe('isoInstant', () => {
  it.each([
    '2026-03-01T10:00:00+00:00',
    '1999-12-31T23:59:59+00:00',
    '2026-03-01T10:00:00.5+00:00',
    '2026-03-01T10:00:00.05+00:00',
    '2026-03-01T10:00:00.123456+00:00',
    '2026-03-01T10:00:00.999999+00:00',
    '2026-03-01T10:00:00.1234567+00:00',
    '2026-03-01T10:00:00+05:00',
    '2026-03-01T23:30:00-03:30',
    '2026-03-01 10:00:00+00',
  ])('%s reads as toISOString gives it', (text) => {
    expect(isoInstant(text)).toBe(new Date(text).toISOString());
  });

  it('takes a Date', () => {
    expect(isoInstant(new Date(Date.UTC(2026, 2, 1, 10)))).toBe('2026-03-01T10:00:00.000Z');
  });

  it('refuses what is no instant, as toISOString does', () => {
    expect(() => isoInstant('yesterday')).toThrow(RangeError);
  });
});
