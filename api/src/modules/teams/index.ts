// The teams module: teams, their players (team_players) and staff (team_staff) memberships, and
// the cabinet's teams registry and team statistics.
import { defineModule } from '../module';
import { teamsCabinetRoutes } from './teams.cabinet.routes';
import { createTeamsCabinetService, type TeamsCabinetService } from './teams.cabinet.service';
import { teamsPublicRoutes } from './teams.public.routes';
import { createTeamsService, type TeamsService } from './teams.service';

export const teamsModule = defineModule<{ teams: TeamsService; registry: TeamsCabinetService }>({
  services: ({ db, clock, storage }) => ({ teams: createTeamsService({ db, clock }), registry: createTeamsCabinetService({ db, clock, storage }) }),
  publicRoutes: teamsPublicRoutes,
  cabinetRoutes: teamsCabinetRoutes,
});
