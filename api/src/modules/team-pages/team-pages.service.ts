// The team pages: the teams list (with the season's tournaments and the table), a team's page
// (table window, recent and next matches), its matches by tour, its squad and its statistics.
// Team rows come from teams.reads; derived data from the standings and matches modules.
// The pages are in ./public; this service hands each call to its page.
import type { Language, TeamsQuery } from '@league/shared/contracts';
import { type TeamPagesDeps, teamPageDeps } from './public/deps';
import { teamsList } from './public/list';
import * as tabs from './public/tabs';
import { teamDetail } from './public/team-page';

export function createTeamPagesService(input: TeamPagesDeps) {
  const deps = teamPageDeps(input);
  return {
    list: (language: Language, query: TeamsQuery) => teamsList(deps, language, query),
    detail: (language: Language, slug: string) => teamDetail(deps, language, slug),
    matches: (language: Language, teamId: number, tournamentId: number | undefined) =>
      tabs.teamMatches(deps, language, teamId, tournamentId),
    squad: (language: Language, teamId: number) => tabs.teamSquad(deps, language, teamId),
    statistics: (language: Language, teamId: number, tournamentId: number | undefined) =>
      tabs.teamStatistics(deps, language, teamId, tournamentId),
  };
}

export type TeamPagesService = ReturnType<typeof createTeamPagesService>;
