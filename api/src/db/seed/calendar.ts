// Date helpers for the seed: everything derives from fixed dates, never from the clock.

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
