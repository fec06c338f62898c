// The player pages: the players list (with each player's current team), a player's profile,
// statistics per tournament, matches and tournaments, and the top scorer of a tournament.
// Player rows come from players.reads; derived data from the matches loader and ../stats.
// The use cases are in use-cases/; this is the service the routes and the other modules call.
import { bindDeps } from '../../lib/bind-deps';
import { playerPagesDeps, type PlayerPagesInput } from './use-cases/deps';
import * as reads from './use-cases/reads';
import * as statistics from './use-cases/statistics';

export function createPlayerPagesService(input: PlayerPagesInput) {
  const deps = playerPagesDeps(input);
  return bindDeps(deps, {
    list: reads.listPlayers,
    profile: reads.playerProfile,
    statistics: statistics.playerStatistics,
    matches: reads.playerMatches,
    tournaments: reads.playerTournaments,
    topScorer: statistics.topScorer,
  });
}

export type PlayerPagesService = ReturnType<typeof createPlayerPagesService>;
