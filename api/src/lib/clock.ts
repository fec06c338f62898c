/** Injected time source: tests fix "now"; the server uses the system clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

// Made once: building an Intl.DateTimeFormat costs far more than formatting with one, and
// services call this per request and per row.
const ALMATY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Almaty',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant in Asia/Almaty (the league's calendar day). */
export function almatyDate(instant: Date): string {
  return ALMATY_DAY.format(instant);
}

export const LEAGUE_TIMEZONE = 'Asia/Almaty';

const ALMATY_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Almaty', hour: '2-digit', hourCycle: 'h23' });

/** The hour (0–23) of an instant in Asia/Almaty. */
export function almatyHour(instant: Date): number {
  return Number(ALMATY_HOUR.format(instant));
}
