// The teams module: the teams registry — team rows and references (teams.reads), memberships
// (team_players, team_staff), the ordering rules, and the cabinet's teams registry (who may read
// and edit a team). The team pages and the cabinet's team card and statistics, which join the
// modules above, are the team-pages module.
import { defineModule } from '../module';
import { teamsCabinetRoutes } from './teams.cabinet.routes';
import type { TeamsCabinetService } from './teams.cabinet.service';

export { cabinetTeam, createTeamsCabinetService, type TeamsCabinetService } from './teams.cabinet.service';
export {
  clubRef,
  createTeamReads,
  refRowsOf,
  teamItem,
  teamParts,
  teamRef,
  teamRefOr,
  type MembershipRow,
  type TeamListRow,
  type TeamRefRow,
} from './teams.reads';
export { sortTeams } from './teams.rules';
export { insertImportedTeam, type ImportedTeam } from './teams.import';

export const teamsModule = defineModule<{ registry: TeamsCabinetService }>({
  cabinetRoutes: teamsCabinetRoutes,
});
