// Formatting rules of spec §9. Dates are stored in UTC and shown in Asia/Almaty.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Locale } from '../locale';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LEAGUE_TIMEZONE = 'Asia/Almaty';

export const DATE_FORMATS = {
  long: 'DD MMMM YYYY',
  short: 'D MMM YYYY',
  dayTime: 'D MMMM, HH:mm',
  dayTimeYear: 'D MMMM YYYY, HH:mm',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment in league time. A date without a time (a birth date, a season start) is a calendar
 * date in Almaty, not midnight in the visitor's own time zone — otherwise a visitor east of
 * Almaty would see it a day early.
 */
export function toLeagueTime(value: string | Date | Dayjs): Dayjs {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return leagueMidnight(value);
  const date = dayjs(value);
  if (!date.isValid()) return date;
  return named(date.utcOffset(leagueOffsetMinutes(date.valueOf())));
}

/**
 * Named as the timezone plugin names its own results, so `startOf` and the zone's name follow
 * Almaty's rules on a day its offset changed.
 */
function named(date: Dayjs): Dayjs {
  (date as unknown as { $x: { $timezone?: string } }).$x.$timezone = LEAGUE_TIMEZONE;
  return date;
}

/** Midnight of a calendar date in Almaty, found as the plugin's `dayjs.tz(date, zone)` finds it. */
function leagueMidnight(value: string): Dayjs {
  const wall = dayjs.utc(value).valueOf();
  if (Number.isNaN(wall)) return dayjs(value);
  const guess = leagueOffsetMinutes(Date.now());
  let at = wall - guess * 60_000;
  const second = leagueOffsetMinutes(at);
  if (second === guess) return named(dayjs(at).utcOffset(guess));
  at -= (second - guess) * 60_000;
  const third = leagueOffsetMinutes(at);
  if (third === second) return named(dayjs(at).utcOffset(second));
  return named(dayjs(wall - Math.min(second, third) * 60_000).utcOffset(Math.max(second, third)));
}

// The league's UTC offset at a moment, read from one formatter. The timezone
// plugin's `.tz()` builds a new formatter and parses its output on every call (about 0.1 ms
// each, four times that on a slow phone), and a fixtures page shows dozens of dates; the same
// offset holds for the whole hour (Almaty's changes fall on the hour), so it is kept per hour.
// Made on first use: the browser's first date formatter loads its date and zone rules, one of
// the longest tasks of a phone's start-up (about 50 ms, 200 at 4× slowdown). A server-rendered
// page therefore brings the offsets it needs (`adoptLeagueOffsets`) and needs no formatter.
let leagueClock: Intl.DateTimeFormat | null = null;
const clock = () =>
  (leagueClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LEAGUE_TIMEZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));
const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();

/** The offset as this runtime's time-zone rules give it, kept per hour. */
function ruledOffset(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const part: Record<string, number> = {};
    for (const { type, value } of clock().formatToParts(at)) part[type] = Number(value);
    const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
    offset = Math.round((wall - at) / 60_000);
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The league's offset over a span of time: `steps` are `[from epoch ms, offset in minutes]`,
 * in order, the first at the span's start; the last holds until `to`.
 */
export interface LeagueOffsets {
  to: number;
  steps: [number, number][];
}

/**
 * The adopted offsets live on the page, not in this module: every app bundles its own copy of
 * @league/shared (ADR 0300), and a remote's dates must read the offsets the shell adopted.
 */
const ADOPTED = Symbol.for('league.adoptedOffsets');
const page = globalThis as unknown as { [ADOPTED]?: LeagueOffsets | null };

export function leagueOffsetMinutes(epochMs: number): number {
  const adopted = page[ADOPTED];
  const steps = adopted?.steps;
  if (!steps || epochMs < steps[0][0] || epochMs >= adopted!.to) return ruledOffset(epochMs);
  let low = 0;
  let high = steps.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (steps[middle][0] <= epochMs) low = middle;
    else high = middle - 1;
  }
  return steps[low][1];
}

const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * The league's offsets from `from` to `to` by this runtime's rules (the server's): read weekly,
 * and to the hour where the offset changed. Almaty has changed at most twice a year.
 */
export function leagueOffsetSteps(from: number, to: number): LeagueOffsets {
  const start = Math.floor(from / HOUR_MS) * HOUR_MS;
  const steps: [number, number][] = [[start, ruledOffset(start)]];
  for (let at = start; at < to; ) {
    const next = Math.min(at + WEEK_MS, to);
    const offset = ruledOffset(next);
    if (next < to && offset !== steps[steps.length - 1][1]) {
      // The first hour of the new offset, between `at` and `next`.
      let low = at / HOUR_MS;
      let high = next / HOUR_MS;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (ruledOffset(middle * HOUR_MS) === offset) high = middle;
        else low = middle;
      }
      steps.push([high * HOUR_MS, offset]);
    }
    at = next;
  }
  return { to, steps };
}

/**
 * Takes the server's offsets (from a server-rendered page): dates inside their span are shown
 * without loading the browser's zone rules, and as the server's markup shows them even where the
 * browser's rules are older. Anything not shaped as `LeagueOffsets` is ignored; `null` forgets.
 */
export function adoptLeagueOffsets(offsets: unknown): void {
  page[ADOPTED] = isLeagueOffsets(offsets) ? offsets : null;
}

function isLeagueOffsets(value: unknown): value is LeagueOffsets {
  if (typeof value !== 'object' || value === null) return false;
  const { to, steps } = value as Partial<LeagueOffsets>;
  if (typeof to !== 'number' || !Array.isArray(steps) || steps.length === 0) return false;
  let previous = Number.NEGATIVE_INFINITY;
  for (const step of steps) {
    if (
      !Array.isArray(step) ||
      step.length !== 2 ||
      !Number.isFinite(step[0]) ||
      !Number.isInteger(step[1]) ||
      Math.abs(step[1]) > 18 * 60 ||
      step[0] <= previous
    )
      return false;
    previous = step[0];
  }
  return previous < to;
}

export function formatDate(value: string | Date | null | undefined, format: DateFormat, locale: Locale): string {
  if (!value) return '';
  const date = toLeagueTime(value);
  return date.isValid() ? date.locale(locale).format(DATE_FORMATS[format]) : '';
}

/**
 * A kick-off as a printed list says it: the day and time, and the year too when it is not the
 * year of `now` (league time) — a sheet kept on a notice board or printed for last season says
 * which year it is about.
 */
export function formatKickOff(value: string | Date | null | undefined, locale: Locale, now: Date = new Date()): string {
  if (!value) return '';
  const date = toLeagueTime(value);
  if (!date.isValid()) return '';
  return formatDate(value, date.year() === toLeagueTime(now).year() ? 'dayTime' : 'dayTimeYear', locale);
}

export function formatTime(value: string | Date | null | undefined): string {
  return value ? toLeagueTime(value).format('HH:mm') : '';
}

/** First day of the week containing `value`; Russian (and Kazakh) weeks start on Monday. */
export function startOfWeek(value: string | Date, locale: Locale): Dayjs {
  const date = toLeagueTime(value).locale(locale);
  const weekStart = locale === 'en' ? 0 : 1;
  const diff = (date.day() - weekStart + 7) % 7;
  return date.subtract(diff, 'day').startOf('day');
}

/** Percentage with 2 decimals ('47.50'). */
export function formatPercent(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '0.00';
}

/** Share of `part` in `part + other` as a percentage with 2 decimals. */
export function percentOf(part: number, other: number): string {
  const total = part + other;
  return formatPercent(total > 0 ? (part / total) * 100 : 0);
}

/** Possession given as 'mm:ss' → decimal minutes (e.g. '45:30' → 45.5); plain numbers pass through. */
export function possessionToMinutes(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') return value;
  const match = /^(\d+):([0-5]?\d)$/.exec(value.trim());
  if (match) return Math.round((Number(match[1]) + Number(match[2]) / 60) * 100) / 100;
  const numeric = Number(value.replace(',', '.'));
  return Number.isFinite(numeric) ? numeric : 0;
}

const SIZE_UNITS: Record<Locale, { kb: string; mb: string }> = {
  kk: { kb: 'КБ', mb: 'МБ' },
  ru: { kb: 'КБ', mb: 'МБ' },
  en: { kb: 'KB', mb: 'MB' },
};

/** File size: MB with one decimal from 1 MB, otherwise whole KB. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = SIZE_UNITS[locale];
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1)} ${units.mb}`;
  return `${Math.max(1, Math.round(bytes / 1024))} ${units.kb}`;
}

/** Cuts text to at most `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** A text trimmed, or null when it is blank (an optional text as the API takes it). */
export function trimmed(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/** Age in whole years on `on` (default today in Almaty). */
export function ageInYears(birthDate: string | Date, on: string | Date = new Date()): number {
  const birth = toLeagueTime(birthDate);
  const today = toLeagueTime(on);
  let age = today.year() - birth.year();
  if (today.month() < birth.month() || (today.month() === birth.month() && today.date() < birth.date())) age -= 1;
  return age;
}
