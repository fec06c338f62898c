// The first-start checklist, ticked from the data (never by hand): the identity saved, accounts
// beyond the first super_admin, referees, the registry (players), a current season, a tournament.
import type { FirstStart, FirstStartItem } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { firstStartCounts } from './first-start.repository';

export function createFirstStartReads({ db }: { db: DB }) {
  return {
    async checklist(): Promise<FirstStart> {
      const row = await firstStartCounts(db);
      const n = (value: unknown) => Number(value ?? 0);
      const counts: Record<FirstStartItem, [number, boolean]> = {
        // Saved or not: no count to show.
        identity: [0, n(row.identity) > 0],
        // The first super_admin made by `create-admin` is there from the start: another account is the step.
        accounts: [Math.max(0, n(row.users) - 1), n(row.users) > 1],
        referees: [n(row.referees), n(row.referees) > 0],
        registry: [n(row.players), n(row.players) > 0],
        season: [n(row.seasons), n(row.seasons) > 0],
        tournament: [n(row.tournaments), n(row.tournaments) > 0],
      };
      const items = (Object.keys(counts) as FirstStartItem[]).map((key) => ({
        key,
        count: counts[key][0],
        done: counts[key][1],
      }));
      return { items, done: items.every((item) => item.done) };
    },
  };
}

export type FirstStartReads = ReturnType<typeof createFirstStartReads>;
