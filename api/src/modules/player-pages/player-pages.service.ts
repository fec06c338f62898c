// The player pages: the players list (with each player's current team), a player's profile,
// statistics per tournament, matches and tournaments, and the top scorer of a tournament.
// Player rows come from players.reads; derived data from the matches loader and ../stats.
// The use cases are in use-cases/; this is the service the routes and the other modules call.
import type { Language, PlayersQuery } from '@league/shared/contracts';
import { playerPagesDeps, type PlayerPagesInput } from './use-cases/deps';
import * as reads from './use-cases/reads';
import * as statistics from './use-cases/statistics';

export function createPlayerPagesService(input: PlayerPagesInput) {
  const deps = playerPagesDeps(input);
  return {
    list: (language: Language, query: PlayersQuery) => reads.listPlayers(deps, language, query),
    profile: (language: Language, slug: string) => reads.playerProfile(deps, language, slug),
    statistics: (language: Language, slug: string) => statistics.playerStatistics(deps, language, slug),
    matches: (language: Language, slug: string, query: { page?: number; per_page?: number }) =>
      reads.playerMatches(deps, language, slug, query),
    tournaments: (language: Language, slug: string) => reads.playerTournaments(deps, language, slug),
    topScorer: (language: Language, tournamentId: number | undefined) =>
      statistics.topScorer(deps, language, tournamentId),
  };
}

export type PlayerPagesService = ReturnType<typeof createPlayerPagesService>;
