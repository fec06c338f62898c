// What the tournament reads work with: the database, the clock (today in the league's time zone)
// and the snapshot memo of the list's buckets.
import type { DB } from '../../../db/database';
import { almatyDate, type Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { SnapshotMemo } from '../../../lib/snapshot-memo';

export const notFound = () => new AppError('not_found');

const computeEveryTime: SnapshotMemo = { get: (_key, compute) => compute() };

export interface TournamentsInput {
  db: DB;
  clock: Clock;
  /** The memo of the list's buckets (without it they are computed every time). */
  snapshots?: SnapshotMemo;
}

export type TournamentsDeps = Required<TournamentsInput>;

/** The use cases' dependencies: the input with the memo's default (compute every time) filled in. */
export function tournamentsDeps({ db, clock, snapshots = computeEveryTime }: TournamentsInput): TournamentsDeps {
  return { db, clock, snapshots };
}

/** Today in the league's time zone. */
export const today = ({ clock }: TournamentsDeps) => almatyDate(clock());
