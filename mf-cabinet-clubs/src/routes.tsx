// Cabinet: clubs, teams, players, staff, stadiums and team statistics. This exposed entry
// composes the features' routes; features never import each other.
import { defineRemote } from '@league/shared';
import { resources } from './i18n';
import { clubsRoutes } from './features/clubs/routes';
import { playersRoutes } from './features/players/routes';
import { registryImportRoutes } from './features/registry-import/routes';
import { staffRoutes } from './features/staff/routes';
import { stadiumsRoutes } from './features/stadiums/routes';
import { teamStatsRoutes } from './features/team-stats/routes';
import { teamsRoutes } from './features/teams/routes';
import { refereesRoutes } from './features/referees/routes';
import { accountsRoutes } from './features/accounts/routes';

export default defineRemote({
  name: 'mf_cabinet_clubs',
  namespace: 'cab-clubs',
  resources,
  routes: [
    ...clubsRoutes,
    ...stadiumsRoutes,
    ...teamsRoutes,
    ...teamStatsRoutes,
    ...playersRoutes,
    ...staffRoutes,
    ...refereesRoutes,
    ...accountsRoutes,
    ...registryImportRoutes,
  ],
});
