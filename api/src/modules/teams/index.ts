// The teams module: teams, their players (team_players) and staff (team_staff) memberships.
import { defineModule } from '../module';
import { teamsPublicRoutes } from './teams.public.routes';
import { createTeamsService } from './teams.service';

export const teamsModule = defineModule({
  services: ({ db, clock }) => ({ teams: createTeamsService({ db, clock }) }),
  publicRoutes: teamsPublicRoutes,
});
