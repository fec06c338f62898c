import dayjs from 'dayjs';
import {
  adoptLeagueOffsets,
  ageInYears,
  formatDate,
  formatKickOff,
  formatTime,
  LEAGUE_TIMEZONE,
  leagueOffsetMinutes,
  leagueOffsetSteps,
  toLeagueTime,
  formatFileSize,
  formatPercent,
  percentOf,
  possessionToMinutes,
  startOfWeek,
  trimmed,
  truncate,
} from './index';

test('the three date formats, shown in Almaty time, in each language', () => {
  // 19:30 UTC on 1 May is 00:30 on 2 May in Almaty (UTC+5)
  expect(formatDate('2026-05-01T19:30:00Z', 'long', 'ru')).toBe('02 мая 2026');
  expect(formatDate('2026-05-01T19:30:00Z', 'short', 'en')).toBe('2 May 2026');
  expect(formatDate('2026-05-01T10:05:00Z', 'dayTime', 'ru')).toBe('1 мая, 15:05');
  expect(formatDate('2026-05-01T10:05:00Z', 'dayTime', 'kk')).toMatch(/^1 \S+, 15:05$/);
  expect(formatDate(null, 'long', 'kk')).toBe('');
});

test('a printed kick-off names its year only when it is not the current year (league time)', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  expect(formatKickOff('2026-05-01T10:05:00Z', 'ru', now)).toBe('1 мая, 15:05');
  expect(formatKickOff('2027-03-07T07:00:00Z', 'ru', now)).toBe('7 марта 2027, 12:00');
  expect(formatKickOff('2025-09-14T05:00:00Z', 'en', now)).toBe('14 September 2025, 10:00');
  // 20:00 UTC on 31 December is already the next year in Almaty.
  expect(formatKickOff('2026-12-31T20:00:00Z', 'ru', now)).toBe('1 января 2027, 01:00');
  expect(formatKickOff(null, 'kk', now)).toBe('');
});

test('the Russian week starts on Monday', () => {
  // Sunday 3 May 2026 belongs to the week starting Monday 27 April
  expect(startOfWeek('2026-05-03T06:00:00Z', 'ru').format('YYYY-MM-DD')).toBe('2026-04-27');
  expect(startOfWeek('2026-05-04T06:00:00Z', 'ru').format('YYYY-MM-DD')).toBe('2026-05-04');
});

test('percentages have two decimals', () => {
  expect(formatPercent(47.5)).toBe('47.50');
  expect(percentOf(1, 2)).toBe('33.33');
  expect(percentOf(0, 0)).toBe('0.00');
});

test('possession mm:ss becomes decimal minutes', () => {
  expect(possessionToMinutes('45:30')).toBe(45.5);
  expect(possessionToMinutes('30:20')).toBe(30.33);
  expect(possessionToMinutes('52')).toBe(52);
  expect(possessionToMinutes(null)).toBe(0);
});

test('file size in MB with one decimal from 1 MB, else KB', () => {
  expect(formatFileSize(1024 * 1024, 'en')).toBe('1.0 MB');
  expect(formatFileSize(1.5 * 1024 * 1024, 'ru')).toBe('1.5 МБ');
  expect(formatFileSize(300 * 1024, 'en')).toBe('300 KB');
  expect(formatFileSize(1024 * 1024 - 1, 'kk')).toBe('1024 КБ');
});

test('truncation ends with an ellipsis only when cut', () => {
  expect(truncate('Қайрат', 10)).toBe('Қайрат');
  expect(truncate('Жасөспірімдер лигасы', 8)).toBe('Жасөспі…');
  expect(truncate('Жасөспірімдер лигасы', 8)).toHaveLength(8);
});

test('a typed text is sent trimmed, and a blank one as null', () => {
  expect(trimmed('  Қайрат ')).toBe('Қайрат');
  expect(trimmed('   ')).toBeNull();
  expect(trimmed('')).toBeNull();
  expect(trimmed(undefined)).toBeNull();
});

test('age in whole years', () => {
  expect(ageInYears('2012-05-10', '2026-05-09T12:00:00Z')).toBe(13);
  expect(ageInYears('2012-05-10', '2026-05-10T12:00:00Z')).toBe(14);
});

test('a date without a time is that calendar day in Almaty, whatever the visitor time zone', () => {
  // Read as the visitor's local midnight, a birth date would move a day back east of Almaty.
  expect(toLeagueTime('2012-03-05').format('YYYY-MM-DD HH:mm')).toBe('2012-03-05 00:00');
  expect(formatDate('2012-03-05', 'long', 'ru')).toBe('05 марта 2012');
  expect(ageInYears('2012-03-05', '2026-03-05T00:30:00+05:00')).toBe(14);
  expect(ageInYears('2012-03-05', '2026-03-04T23:30:00+05:00')).toBe(13);
});

test('league time reads the offset Almaty had at that moment, as the timezone database gives it', () => {
  // Almaty moved from UTC+6 to UTC+5 at midnight on 1 March 2024 (the clocks went back to 23:00);
  // it kept summer time until 2004.
  expect(toLeagueTime('2024-02-29T17:30:00Z').format('YYYY-MM-DD HH:mm Z')).toBe('2024-02-29 23:30 +06:00');
  expect(toLeagueTime('2024-02-29T18:30:00Z').format('YYYY-MM-DD HH:mm Z')).toBe('2024-02-29 23:30 +05:00');
  expect(toLeagueTime('2024-03-01T12:00:00Z').format('YYYY-MM-DD HH:mm Z')).toBe('2024-03-01 17:00 +05:00');
  expect(formatTime('2026-03-07T09:00:00Z')).toBe('14:00');
  // Every few hours over forty years, against the timezone plugin's own conversion.
  const plugin = (at: number) => dayjs(at).tz(LEAGUE_TIMEZONE);
  for (let at = Date.UTC(1990, 0, 1); at < Date.UTC(2031, 0, 1); at += 7 * 3_600_000 + 13 * 60_000) {
    const ours = toLeagueTime(new Date(at));
    expect(ours.format('YYYY-MM-DD HH:mm:ss Z')).toBe(plugin(at).format('YYYY-MM-DD HH:mm:ss Z'));
    expect(ours.valueOf()).toBe(at);
    expect(ours.startOf('day').valueOf()).toBe(plugin(at).startOf('day').valueOf());
  }
  expect(toLeagueTime('not a date').isValid()).toBe(false);
});

test('a calendar date is midnight in Almaty as the timezone plugin finds it, on either side of an offset change', () => {
  const days = [
    '1995-03-26',
    '1995-09-24',
    '2003-10-26',
    '2004-03-28',
    '2012-03-05',
    '2024-02-29',
    '2024-03-01',
    '2024-03-02',
    '2026-12-31',
  ];
  for (let at = Date.UTC(1992, 0, 1); at < Date.UTC(2031, 0, 1); at += 11 * 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  for (const day of days) {
    const ours = toLeagueTime(day);
    const plugin = dayjs.tz(day, LEAGUE_TIMEZONE);
    expect(ours.valueOf()).toBe(plugin.valueOf());
    expect(ours.format('YYYY-MM-DD HH:mm Z')).toBe(plugin.format('YYYY-MM-DD HH:mm Z'));
  }
});

describe('offsets brought by a server-rendered page', () => {
  afterEach(() => adoptLeagueOffsets(null));

  it('are the offsets of the zone rules, to the hour, and spare the browser its own rules inside their span', () => {
    const from = Date.UTC(1996, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    const offsets = leagueOffsetSteps(from, to);
    // Summer time until 2004 (two changes a year), then the move to UTC+5 in 2024.
    expect(offsets.steps.length).toBeGreaterThan(10);
    expect(offsets.steps.at(-1)).toEqual([Date.UTC(2024, 1, 29, 18), 300]);
    const expected = (at: number) => leagueOffsetMinutes(at);
    const ruled = new Map<number, number>();
    for (let at = from; at < to; at += 5 * 3_600_000 + 17 * 60_000) ruled.set(at, expected(at));
    // Carried as JSON in the page.
    adoptLeagueOffsets(JSON.parse(JSON.stringify(offsets)));
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const [at, offset] of ruled) expect(leagueOffsetMinutes(at)).toBe(offset);
      expect(toLeagueTime('2012-03-05').format('YYYY-MM-DD HH:mm Z')).toBe('2012-03-05 00:00 +06:00');
      expect(formatDate('2026-05-01T19:30:00Z', 'long', 'ru')).toBe('02 мая 2026');
      expect(formatter).not.toHaveBeenCalled();
    } finally {
      formatter.mockRestore();
    }
  });

  it('are what the page shows inside their span, and the zone rules answer outside it', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    // As if the server knew of a change the browser's rules don't have yet.
    adoptLeagueOffsets({
      to,
      steps: [
        [from, 300],
        [Date.UTC(2026, 5, 1), 240],
      ],
    });
    expect(formatTime('2026-05-31T12:00:00Z')).toBe('17:00');
    expect(formatTime('2026-06-01T12:00:00Z')).toBe('16:00');
    expect(formatTime('2027-06-01T12:00:00Z')).toBe('17:00');
    expect(formatTime('2025-06-01T12:00:00Z')).toBe('17:00');
  });

  it('are ignored when not shaped as offsets', () => {
    const garbage: unknown[] = [
      'x',
      { to: 1 },
      { to: 10, steps: [] },
      {
        to: 10,
        steps: [
          [5, 300],
          [4, 360],
        ],
      },
      { to: 10, steps: [[5, 'a']] },
      { to: 10, steps: [[5, 300.5]] },
      { to: 10, steps: [[5, 5000]] },
      { to: 3, steps: [[5, 300]] },
    ];
    for (const value of garbage) {
      adoptLeagueOffsets({ to: Date.UTC(2027, 0, 1), steps: [[Date.UTC(2026, 0, 1), 60]] });
      adoptLeagueOffsets(value);
      expect(formatTime('2026-05-31T12:00:00Z')).toBe('17:00');
    }
  });
});
