// What the public application reads work with: the database, the tournaments and staff services
// (passed in), and the team and player reads over the same database.
import type { DB } from '../../../db/database';
import { createPlayerReads } from '../../players/index';
import type { StaffService } from '../../staff/index';
import { createTeamReads } from '../../teams/index';
import type { TournamentsService } from '../../tournaments/index';

export interface ApplicationsInput {
  db: DB;
  tournaments: TournamentsService;
  staff: StaffService;
}

export interface ApplicationsDeps extends ApplicationsInput {
  teams: ReturnType<typeof createTeamReads>;
  players: ReturnType<typeof createPlayerReads>;
}

/** The use cases' dependencies, the team and player reads built once on `db`. */
export function applicationsDeps({ db, tournaments, staff }: ApplicationsInput): ApplicationsDeps {
  const teams = createTeamReads({ db });
  const players = createPlayerReads({ db });
  return { db, tournaments, staff, teams, players };
}
