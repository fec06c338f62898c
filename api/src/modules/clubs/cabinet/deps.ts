// What the clubs cabinet's use cases work with: the database, the clock, the file storage (the
// crests), the stadiums' handbook (the cities), and the team reads over the same database.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';
import type { StadiumsService } from '../../stadiums/index';
import { createTeamReads } from '../../teams/index';

export interface ClubsCabinetInput {
  db: DB;
  clock: Clock;
  storage: FileStorage;
  stadiums: StadiumsService;
}

export interface ClubsCabinetDeps extends ClubsCabinetInput {
  /** The club's teams (its page). */
  teams: ReturnType<typeof createTeamReads>;
}

/** The use cases' dependencies, the team reads built once on `db`. */
export function clubsCabinetDeps({ db, clock, storage, stadiums }: ClubsCabinetInput): ClubsCabinetDeps {
  const teams = createTeamReads({ db });
  return { db, clock, storage, stadiums, teams };
}
