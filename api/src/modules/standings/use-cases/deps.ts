// What the standings' reads work with: the snapshot memo, the tournaments and matches services,
// and the teams' and players' reads (standings owns no SQL).
import type { DB } from '../../../db/database';
import type { SnapshotMemo } from '../../../lib/snapshot-memo';
import type { MatchesService } from '../../matches/index';
import type { createPlayerReads } from '../../players/index';
import type { createTeamReads } from '../../teams/index';
import type { TournamentsService } from '../../tournaments/index';

export const computeEveryTime: SnapshotMemo = { get: (_key, compute) => compute() };

/** What the standings service is built from. */
export interface StandingsDeps {
  db: DB;
  snapshots?: SnapshotMemo;
  tournaments: TournamentsService;
  matches: MatchesService;
}

/** What each read takes: the service's dependencies with the memo set and the teams' and players' reads. */
export interface StandingsReadDeps extends Required<StandingsDeps> {
  teams: ReturnType<typeof createTeamReads>;
  players: ReturnType<typeof createPlayerReads>;
}
