// What the public team pages work with: the database, the tournaments, standings, matches,
// applications and stadiums services, and the teams' and players' reads over the same database.
import type { DB } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import type { ApplicationsService } from '../../applications/index';
import type { MatchesService } from '../../matches/index';
import { createPlayerReads } from '../../players/index';
import type { StadiumsService } from '../../stadiums/index';
import type { StandingsService } from '../../standings/index';
import { createTeamReads } from '../../teams/index';
import type { TournamentsService } from '../../tournaments/index';

export const notFound = () => new AppError('not_found');

export interface TeamPagesDeps {
  db: DB;
  tournaments: TournamentsService;
  standings: StandingsService;
  matches: MatchesService;
  applications: ApplicationsService;
  stadiums: StadiumsService;
}

/** What each page takes: the service's dependencies with the teams' and players' reads and the league's today. */
export interface TeamPageDeps extends TeamPagesDeps {
  teams: ReturnType<typeof createTeamReads>;
  players: ReturnType<typeof createPlayerReads>;
  today: TournamentsService['today'];
}

/** The pages' dependencies, the team and player reads built once on `db`. */
export function teamPageDeps({
  db,
  tournaments,
  standings,
  matches,
  applications,
  stadiums,
}: TeamPagesDeps): TeamPageDeps {
  const teams = createTeamReads({ db });
  const players = createPlayerReads({ db });
  const today = tournaments.today;
  return { db, tournaments, standings, matches, applications, stadiums, teams, players, today };
}
