// The tournaments list of the public site: the buckets of domain.md (current, upcoming, past),
// each in its order, computed once per version of the public data and league day.
import type { Language, TournamentListItem, TournamentsList } from '@league/shared/contracts';
import { tournaments as endpoints } from '@league/shared/endpoints';
import { snapshotKey } from '../../../lib/public-caches';
import * as repository from '../tournaments.repository';
import { tournamentBucket } from '../tournaments.rules';
import { type TournamentsDeps, today } from './deps';
import { toItem } from './views';

const byString = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

/** The buckets on day `t`, each in its order of domain.md. */
async function bucketsOn(
  { db }: TournamentsDeps,
  t: string,
  language: Language,
  filter: { seasonId?: number },
): Promise<TournamentsList> {
  const rows = await repository.listTournaments(db, language, filter.seasonId ? { seasonId: filter.seasonId } : {});
  const buckets: TournamentsList = { current: [], upcoming: [], past: [] };
  for (const row of rows) {
    const status = tournamentBucket(row, t);
    buckets[status].push(toItem(row, language, status));
  }
  const sortKey = new Map(rows.map((row) => [row.id, row.sort]));
  const bySort = (a: TournamentListItem, b: TournamentListItem) =>
    (sortKey.get(a.id) ?? 0) - (sortKey.get(b.id) ?? 0) || a.id - b.id;
  // Main first, then the latest start, then the manual order.
  buckets.current.sort(
    (a, b) => Number(b.main) - Number(a.main) || byString(b.start_date, a.start_date) || bySort(a, b),
  );
  buckets.upcoming.sort((a, b) => byString(a.start_date, b.start_date) || bySort(a, b));
  buckets.past.sort((a, b) => byString(b.end_date, a.end_date) || byString(b.start_date, a.start_date) || bySort(a, b));
  return buckets;
}

/** GET /tournaments-list: the buckets, each in its order of domain.md. */
export function listBuckets(
  deps: TournamentsDeps,
  language: Language,
  filter: { seasonId?: number },
): Promise<TournamentsList> {
  const t = today(deps);
  return deps.snapshots.get(snapshotKey(endpoints.list, language, filter.seasonId, t), () =>
    bucketsOn(deps, t, language, filter),
  );
}
