// The match clock (ADR 0172): kept on the match by the API, read by the referee's protocol on any
// device and by the public match page, so all of them show the same minute. The state is what the
// server stored; the minute is computed from it and the reader's "now" (pure functions below, one
// way of reckoning for the cabinet and the public page).
import { boolean, enums, type Infer, integer, nullable, number, object, string, type } from 'superstruct';
import { successEnvelope } from './envelope';
import { int } from './fields';

export const MatchClock = type({
  /** The period being played, 1-based (1 = first half). */
  period: integer(),
  /** How many periods the tournament's rules have (two halves). */
  periods: integer(),
  /** One period's length in minutes (the match length over the periods). */
  period_minutes: integer(),
  /** When the running stretch started (ISO); null while paused. */
  started_at: nullable(string()),
  /** Seconds of this period played before `started_at`. */
  elapsed_seconds: number(),
  running: boolean(),
});
export type MatchClock = Infer<typeof MatchClock>;

/** The clock as the cabinet writes it: its version, the state (null before it first runs), the rules. */
export const CabinetClock = type({
  version: number(),
  clock: nullable(MatchClock),
  periods: integer(),
  period_minutes: integer(),
});
export type CabinetClock = Infer<typeof CabinetClock>;
export const CabinetClockResponse = successEnvelope(CabinetClock);

/** start: starts the clock's first period, resumes a paused one; pause; end_period: stops this period and readies the next. */
export const CLOCK_ACTIONS = ['start', 'pause', 'end_period'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];
export const ClockBody = object({ version: int({ min: 1 }), action: enums(CLOCK_ACTIONS) });
export type ClockBody = Infer<typeof ClockBody>;

/** The periods of a match of `matchMinutes` (the rules say nothing else: two halves). */
export function clockRules(matchMinutes: number): { periods: number; period_minutes: number } {
  return { periods: 2, period_minutes: Math.max(1, Math.round(matchMinutes / 2)) };
}

/** Seconds played in the clock's period at `now` (ms since the epoch). */
export function clockSeconds(clock: Pick<MatchClock, 'started_at' | 'elapsed_seconds'>, now: number): number {
  const running = clock.started_at ? Math.max(0, Math.floor((now - Date.parse(clock.started_at)) / 1000)) : 0;
  return clock.elapsed_seconds + running;
}

/**
 * The event minute at `now`: the period's minutes count on from the previous periods (the 1st
 * second is the 1st minute); past the period's end the minute stays at its end and the rest is
 * added time (45+2). Added time is at most 30 (the events' rule).
 */
export function clockMinute(clock: MatchClock, now: number): { minute: number; additional_minute: number | null } {
  const played = Math.floor(clockSeconds(clock, now) / 60) + 1;
  const before = (clock.period - 1) * clock.period_minutes;
  if (played <= clock.period_minutes) return { minute: before + played, additional_minute: null };
  return { minute: before + clock.period_minutes, additional_minute: Math.min(30, played - clock.period_minutes) };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The clock's face at `now`: '23:14', or '45:00 +02:13' in added time. */
export function clockFace(clock: MatchClock, now: number): string {
  const seconds = clockSeconds(clock, now);
  const limit = clock.period_minutes * 60;
  const base = (clock.period - 1) * limit;
  const shown = (s: number) => `${two(Math.floor(s / 60))}:${two(s % 60)}`;
  if (seconds <= limit) return shown(base + seconds);
  return `${shown(base + limit)} +${shown(seconds - limit)}`;
}

/** The minute label as the events show it: '23', '45+2'. */
export function clockLabel(clock: MatchClock, now: number): string {
  const m = clockMinute(clock, now);
  return m.additional_minute ? `${m.minute}+${m.additional_minute}` : String(m.minute);
}
