// Date helpers for the seed: everything derives from the base date and "now" it is given.

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Kick-off at a local Asia/Almaty hour (UTC+5), as a UTC ISO timestamp. */
export function kickoff(date: string, localHour: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCHours(localHour - 5);
  return value.toISOString();
}

/** An instant n days and h hours after a local Almaty midnight. */
export function at(date: string, localHour = 12, minute = 0): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCHours(localHour - 5, minute);
  return value.toISOString();
}

/**
 * Berger tables: single round-robin rounds for a number of teams, as [host, guest] index pairs.
 * Hosts are chosen greedily so that every team alternates home and away as far as possible.
 */
export function roundRobin(count: number): Array<Array<[number, number]>> {
  const n = count % 2 === 0 ? count : count + 1;
  const homeGames = new Array<number>(n).fill(0);
  const lastHome = new Array<boolean | null>(n).fill(null);
  const rounds: Array<Array<[number, number]>> = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = i === 0 ? n - 1 : (round + i) % (n - 1);
      const b = (round + n - 1 - i) % (n - 1);
      if (a >= count || b >= count) continue;
      // Host: the team that was away last time; otherwise the one with fewer home games.
      let aHosts: boolean;
      if (lastHome[a] !== lastHome[b] && lastHome[a] !== null && lastHome[b] !== null) aHosts = lastHome[a] === false;
      else if (homeGames[a] !== homeGames[b]) aHosts = homeGames[a] < homeGames[b];
      else aHosts = (round + i) % 2 === 0;
      const [host, guest] = aHosts ? [a, b] : [b, a];
      homeGames[host]++;
      lastHome[host] = true;
      lastHome[guest] = false;
      pairs.push([host, guest]);
    }
    rounds.push(pairs);
  }
  return rounds;
}

/** The same day and month n years later (29 February becomes 28 February). */
export function moveYear(date: string, years: number): string {
  if (years === 0) return date;
  const moved = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  return moved.endsWith('-02-29') ? `${moved.slice(0, 8)}28` : moved;
}

/** Almaty is UTC+5 all year. */
const ALMATY_OFFSET_MS = 5 * 3600_000;

/** The Almaty calendar day of an instant. */
export function localDate(instant: Date): string {
  return new Date(instant.getTime() + ALMATY_OFFSET_MS).toISOString().slice(0, 10);
}

/** The half-time break between the two halves, in minutes. */
export const BREAK_MINUTES = 15;

/**
 * When today's match kicks off, given "now": on a full hour between 09:00 and 20:00 Almaty so
 * that now falls inside its window (two halves and the break), with the minute reached; before
 * 09:00 it is scheduled at 10:00 today (minute null); late at night there is no match today (null).
 */
export function liveKickoff(
  date: string,
  now: string,
  length: number,
): { dateTime: string; minute: number | null } | null {
  const nowMs = Date.parse(now);
  if (localDate(new Date(nowMs)) !== date) return null;
  const window = (length + BREAK_MINUTES) * 60_000;
  const hour = 3600_000;
  // The latest full hour at least 30 minutes ago; an hour later when that window has closed.
  let start = Math.floor((nowMs - 30 * 60_000) / hour) * hour;
  if (nowMs >= start + window) start += hour;
  const localHour = new Date(start + ALMATY_OFFSET_MS).getUTCHours();
  if (localHour < 9) return { dateTime: kickoff(date, 10), minute: null };
  if (localHour > 20) return null;
  const elapsed = Math.floor((nowMs - start) / 60_000);
  const half = length / 2;
  const minute =
    elapsed <= half ? elapsed : elapsed <= half + BREAK_MINUTES ? half : Math.min(length, elapsed - BREAK_MINUTES);
  return { dateTime: new Date(start).toISOString(), minute: Math.max(1, minute) };
}
