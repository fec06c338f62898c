// The team-pages module: read models of teams that join several modules — the public teams
// list (with the season's tournaments and the table), a team's page, matches, squad and
// statistics; and the cabinet's team card and team statistics. It owns no table: it reads
// through the entries of teams, players, staff, stadiums, tournaments, applications, matches and
// standings, whose services the composition root hands it.
import { defineModule } from '../module';
import { teamPagesCabinetRoutes } from './team-pages.cabinet.routes';
import type { TeamPagesCabinetService } from './team-pages.cabinet.service';
import { teamsPublicRoutes } from './team-pages.public.routes';
import type { TeamPagesService } from './team-pages.service';

export { createTeamPagesCabinetService, type TeamPagesCabinetService } from './team-pages.cabinet.service';
export { createTeamPagesService, type TeamPagesService } from './team-pages.service';

export const teamPagesModule = defineModule<{ teams: TeamPagesService; cabinet: TeamPagesCabinetService }>({
  publicRoutes: teamsPublicRoutes,
  cabinetRoutes: teamPagesCabinetRoutes,
});
