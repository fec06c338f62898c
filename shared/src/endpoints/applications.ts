// Public views of team applications: players not yet submitted, and a team's application to a
// tournament. The cabinet's are in applications-cabinet.ts.
import { CheckUnsubmittedResponse, TeamApplicationPath, TeamIdQuery, UnsubmittedResponse } from '../contracts/people';
import { TournamentTeamApplicationResponse } from '../contracts/team-application';
import { endpoint } from './define';

const tag = 'applications';

export const unsubmitted = endpoint({
  id: 'applications.unsubmitted',
  method: 'GET',
  path: '/squad/unsubmitted',
  summary: "A team's players not submitted in any application",
  tag,
  access: 'public',
  query: TeamIdQuery,
  response: UnsubmittedResponse,
  cacheable: true,
});

export const checkUnsubmitted = endpoint({
  id: 'applications.checkUnsubmitted',
  method: 'GET',
  path: '/squad/check-unsubmitted',
  summary: 'Whether a team has players not submitted in any application',
  tag,
  access: 'public',
  query: TeamIdQuery,
  response: CheckUnsubmittedResponse,
  cacheable: true,
});

export const teamApplication = endpoint({
  id: 'applications.teamApplication',
  method: 'GET',
  path: '/tournaments/:id/teams/:team_slug/application',
  summary:
    "A team's application to a tournament: players by position (404 for an unknown team or one that did not apply)",
  tag,
  access: 'public',
  params: TeamApplicationPath,
  response: TournamentTeamApplicationResponse,
  cacheable: true,
});
