// What the player pages' use cases work with: the tournaments, matches and applications services
// (passed in), and the player and team reads over the same database.
import type { DB } from '../../../db/database';
import type { ApplicationsService } from '../../applications/index';
import type { MatchesService } from '../../matches/index';
import { createPlayerReads } from '../../players/index';
import { createTeamReads } from '../../teams/index';
import type { TournamentsService } from '../../tournaments/index';

export interface PlayerPagesInput {
  db: DB;
  tournaments: TournamentsService;
  matches: MatchesService;
  applications: ApplicationsService;
}

export interface PlayerPagesDeps {
  tournaments: TournamentsService;
  matches: MatchesService;
  applications: ApplicationsService;
  players: ReturnType<typeof createPlayerReads>;
  teams: ReturnType<typeof createTeamReads>;
  /** Today in the league's time zone (the tournaments' clock). */
  today: TournamentsService['today'];
}

/** The use cases' dependencies, the player and team reads built once on `db`. */
export function playerPagesDeps({ db, tournaments, matches, applications }: PlayerPagesInput): PlayerPagesDeps {
  const players = createPlayerReads({ db });
  const teams = createTeamReads({ db });
  const today = tournaments.today;
  return { tournaments, matches, applications, players, teams, today };
}
