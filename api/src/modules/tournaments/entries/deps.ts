// What the entry requests' use cases work with: the database, the clock, the tournaments cabinet
// (a team admitted by an accepted request) and the team reads over the same database.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { createTeamReads } from '../../teams/index';
import type { TournamentsCabinetService } from '../tournaments.cabinet.service';

export interface EntriesInput {
  db: DB;
  clock: Clock;
  cabinet: TournamentsCabinetService;
}

export interface EntriesDeps extends EntriesInput {
  /** The teams' rows (who asks, who fits). */
  teams: ReturnType<typeof createTeamReads>;
}

/** The use cases' dependencies, the team reads built once on `db`. */
export function entriesDeps({ db, clock, cabinet }: EntriesInput): EntriesDeps {
  const teams = createTeamReads({ db });
  return { db, clock, cabinet, teams };
}
