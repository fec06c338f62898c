/** Injected time source: tests fix "now"; the server uses the system clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** 'YYYY-MM-DD' of an instant in Asia/Almaty (the league's calendar day). */
export function almatyDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  return parts;
}

export const LEAGUE_TIMEZONE = 'Asia/Almaty';
