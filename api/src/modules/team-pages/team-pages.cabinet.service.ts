// The cabinet's team read models: a team's card (its squad, staff, tournaments and the
// applications it sent) and the statistics of the teams a user may see in one tournament. They
// join the teams registry (which decides who may read a team), staff, tournaments, applications
// and standings: the same numbers as the public tournament pages, never a second implementation.
// The read models are in ./cabinet; this service hands each call to its read model.
import type { CabinetTeamStatsQuery, Language } from '@league/shared/contracts';
import type { CurrentUser } from '../auth/index';
import { teamCard } from './cabinet/detail';
import { type TeamCabinetPagesDeps, teamCabinetPageDeps } from './cabinet/deps';
import { teamStatistics } from './cabinet/statistics';

export function createTeamPagesCabinetService(input: TeamCabinetPagesDeps) {
  const deps = teamCabinetPageDeps(input);
  return {
    detail: (language: Language, user: CurrentUser, id: number) => teamCard(deps, language, user, id),
    /** Statistics of the teams a user may see in one tournament (cabinet/statistics.ts). */
    statistics: (language: Language, user: CurrentUser, query: CabinetTeamStatsQuery) =>
      teamStatistics(deps, language, user, query),
  };
}

export type TeamPagesCabinetService = ReturnType<typeof createTeamPagesCabinetService>;
