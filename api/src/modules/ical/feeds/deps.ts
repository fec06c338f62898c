// What the calendar feeds work with: the database, the clock, the tournaments and matches
// services and the teams' reads over the same database; and the site a feed points visitors to.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { MatchesService } from '../../matches/index';
import { createTeamReads } from '../../teams/index';
import type { TournamentsService } from '../../tournaments/index';

/** Where the feed points visitors: the site's origin, and the host name its UIDs carry. */
export interface FeedSite {
  origin: string;
  domain: string;
}

/** The feed's site from the configured public origin (PUBLIC_URL). */
export const siteOf = (publicUrl: string): FeedSite => ({ origin: publicUrl, domain: new URL(publicUrl).hostname });

export interface IcalDeps {
  db: DB;
  clock: Clock;
  tournaments: TournamentsService;
  matches: MatchesService;
}

/** What each feed takes: the service's dependencies with the teams' reads. */
export interface FeedDeps extends IcalDeps {
  teams: ReturnType<typeof createTeamReads>;
}

/** The feeds' dependencies, the team reads built once on `db`. */
export function feedDeps({ db, clock, tournaments, matches }: IcalDeps): FeedDeps {
  const teams = createTeamReads({ db });
  return { db, clock, tournaments, matches, teams };
}
