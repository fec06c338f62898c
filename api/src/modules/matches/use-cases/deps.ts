// What the match reads work with: the database, the clock, the snapshot memo, the tournaments and
// content services, and the teams' and players' reads over the same database.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { SnapshotMemo } from '../../../lib/snapshot-memo';
import type { ContentService } from '../../content/index';
import type { createPlayerReads } from '../../players/index';
import type { createTeamReads } from '../../teams/index';
import type { TournamentsService } from '../../tournaments/index';

export const notFound = () => new AppError('not_found');

export const computeEveryTime: SnapshotMemo = { get: (_key, compute) => compute() };

/** `snapshots`: the match page's answers are computed once per version of the public data (lib/snapshot-memo.ts). */
export interface MatchesDeps {
  db: DB;
  clock: Clock;
  snapshots?: SnapshotMemo;
  tournaments: TournamentsService;
  /** The match's news and albums (the content module). */
  content: ContentService;
}

/** What each read takes: the service's dependencies with the memo set and the teams' and players' reads. */
export interface MatchReadDeps extends Required<MatchesDeps> {
  teams: ReturnType<typeof createTeamReads>;
  players: ReturnType<typeof createPlayerReads>;
}
