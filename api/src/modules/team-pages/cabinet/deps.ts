// What the cabinet's team read models work with: the database, the clock, the teams registry,
// the tournaments, applications, staff and standings, and the teams' and players' reads.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { ApplicationsService } from '../../applications/index';
import { createPlayerReads } from '../../players/index';
import type { StaffService } from '../../staff/index';
import type { StandingsService } from '../../standings/index';
import { createTeamReads, type TeamsCabinetService } from '../../teams/index';
import type { TournamentsService } from '../../tournaments/index';

export interface TeamCabinetPagesDeps {
  db: DB;
  clock: Clock;
  /** The teams registry: who may read a team, and the cabinet's team rows. */
  registry: TeamsCabinetService;
  tournaments: TournamentsService;
  applications: ApplicationsService;
  staff: StaffService;
  standings: StandingsService;
}

/** What each read model takes: the service's dependencies with the players' and teams' reads and the registry's `readable`. */
export interface TeamCabinetPageDeps extends TeamCabinetPagesDeps {
  players: ReturnType<typeof createPlayerReads>;
  teams: ReturnType<typeof createTeamReads>;
  readable: TeamsCabinetService['readable'];
}

/** The read models' dependencies, the player and team reads built once on `db`. */
export function teamCabinetPageDeps(deps: TeamCabinetPagesDeps): TeamCabinetPageDeps {
  const players = createPlayerReads({ db: deps.db });
  const teams = createTeamReads({ db: deps.db });
  const { readable } = deps.registry;
  return { ...deps, players, teams, readable };
}
