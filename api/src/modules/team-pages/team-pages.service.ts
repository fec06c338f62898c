// The team pages: the teams list (with the season's tournaments and the table), a team's page
// (table window, recent and next matches), its matches by tour, its squad and its statistics.
// Team rows come from teams.reads; derived data from the standings and matches modules.
// The pages are in ./public; this service hands each call to its page.
import { bindDeps } from '../../lib/bind-deps';
import { type TeamPagesDeps, teamPageDeps } from './public/deps';
import { teamsList } from './public/list';
import * as tabs from './public/tabs';
import { teamDetail } from './public/team-page';

export function createTeamPagesService(input: TeamPagesDeps) {
  const deps = teamPageDeps(input);
  return bindDeps(deps, {
    list: teamsList,
    detail: teamDetail,
    matches: tabs.teamMatches,
    squad: tabs.teamSquad,
    statistics: tabs.teamStatistics,
  });
}

export type TeamPagesService = ReturnType<typeof createTeamPagesService>;
