// Applications: a team's application to a tournament as the public sees it, the players whose
// application was withdrawn (unsubmitted), and the application reads the team and player pages
// use. The use cases are in use-cases/; this is the service the routes and the other modules call.
import type { ApplicationStatus, Language } from '@league/shared/contracts';
import * as repository from './applications.repository';
import { applicationsDeps, type ApplicationsInput } from './use-cases/deps';
import { teamApplication } from './use-cases/team-application';
import { checkUnsubmitted, unsubmitted } from './use-cases/unsubmitted';

export type { ApplicationRow } from './applications.repository';

export function createApplicationsService(input: ApplicationsInput) {
  const deps = applicationsDeps(input);
  return {
    /** Player applications by team, player, tournaments and statuses, latest change first. */
    players: (filter: {
      teamId?: number;
      playerId?: number;
      tournamentIds?: number[];
      statuses?: ApplicationStatus[];
    }) => repository.playerApplications(deps.db, filter),
    unsubmitted: (language: Language, teamId: number) => unsubmitted(deps, language, teamId),
    checkUnsubmitted: (language: Language, teamId: number) => checkUnsubmitted(deps, language, teamId),
    /**
     * A team's application to a tournament as the public sees it: players and staff whose own
     * application there is `submitted`. 404 when the tournament or team is unknown or the team
     * never applied to the tournament.
     */
    teamApplication: (language: Language, tournamentId: number, teamSlug: string) =>
      teamApplication(deps, language, tournamentId, teamSlug),
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
