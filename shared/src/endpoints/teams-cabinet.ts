// Teams in the cabinet: the teams of the clubs a user may see (super_admin every club, a
// command_admin its own: another club's team is 404). Creating a team is super_admin's; a
// command_admin edits its own teams' details and logo. A team of an archived club is read-only.
// Also the team statistics of /cabinet/team-stats.
import {
  CabinetTeamDetailResponse,
  CabinetTeamsQuery,
  CabinetTeamsResponse,
  CabinetTeamStatsQuery,
  CabinetTeamStatsResponse,
  ImageSavedResponse,
  ImageUploadBody,
  MyTeamsResponse,
  TeamCreateBody,
  TeamEditBody,
  TeamFormResponse,
  TeamIdParams,
  TeamSavedResponse,
} from '../contracts/cabinet-teams';
import { endpoint } from './define';

const tag = 'teams';

export const cabinetList = endpoint({
  id: 'teams.cabinetList',
  method: 'GET',
  path: '/cabinet/teams',
  summary:
    'Teams, paged: sort by title, birth year, club or position; filter by club, birth year and active (a command_admin sees its club)',
  tag,
  access: 'clubRegistry',
  query: CabinetTeamsQuery,
  response: CabinetTeamsResponse,
});

export const create = endpoint({
  id: 'teams.create',
  method: 'POST',
  path: '/cabinet/teams',
  summary: 'Adds a team to a club (not to an archived one); the title is unique in the club; answers 201',
  tag,
  access: 'superAdmin',
  body: TeamCreateBody,
  response: TeamSavedResponse,
});

export const myTeams = endpoint({
  id: 'teams.myTeams',
  method: 'GET',
  path: '/cabinet/teams/my-team',
  summary: "The signed-in command_admin's teams (super_admin: every active team)",
  tag,
  access: 'clubRegistry',
  response: MyTeamsResponse,
});

export const cabinetTeam = endpoint({
  id: 'teams.cabinetDetail',
  method: 'GET',
  path: '/cabinet/teams/:id',
  summary: 'A team with its squad by position, staff, tournaments and applications (another club: 404)',
  tag,
  access: 'clubRegistry',
  params: TeamIdParams,
  response: CabinetTeamDetailResponse,
});

export const teamForm = endpoint({
  id: 'teams.form',
  method: 'GET',
  path: '/cabinet/teams/:id/form',
  summary: "A team's current values and what its form offers (another club: 404)",
  tag,
  access: 'clubRegistry',
  params: TeamIdParams,
  response: TeamFormResponse,
});

export const editTeam = endpoint({
  id: 'teams.edit',
  method: 'POST',
  path: '/cabinet/teams/:id/edit',
  summary: "Saves a team's details (every field; an archived club's team refuses with 409)",
  tag,
  access: 'clubRegistry',
  params: TeamIdParams,
  body: TeamEditBody,
  response: TeamSavedResponse,
});

export const uploadLogo = endpoint({
  id: 'teams.uploadLogo',
  method: 'POST',
  path: '/cabinet/teams/:id/logo',
  summary:
    "Replaces a team's logo: multipart field `logo`, an image ≤ 300 KB (JPEG, PNG, WebP; type read from the bytes)",
  tag,
  access: 'clubRegistry',
  params: TeamIdParams,
  body: ImageUploadBody,
  bodyKind: 'multipart',
  response: ImageSavedResponse,
});

export const deleteLogo = endpoint({
  id: 'teams.deleteLogo',
  method: 'DELETE',
  path: '/cabinet/teams/:id/logo',
  summary: "Removes a team's own logo (the club's crest is shown again)",
  tag,
  access: 'clubRegistry',
  params: TeamIdParams,
  response: ImageSavedResponse,
});

export const cabinetStats = endpoint({
  id: 'teams.cabinetStats',
  method: 'GET',
  path: '/cabinet/team-stats',
  summary: 'Statistics of the teams a user may see in one tournament (the current one by default), paged and sorted',
  tag,
  access: 'clubRegistry',
  query: CabinetTeamStatsQuery,
  response: CabinetTeamStatsResponse,
});
