// Team applications in the cabinet (spec §7 Applications): lists, a club's team application
// page, one application, sending (→ pending) and the league's decisions, one or several at once.
// A command_admin reads and sends only its own club's applications (another club's is 404); the
// league (super_admin) accepts, rejects and disqualifies. The status rules are
// APPLICATION_TRANSITIONS of the contracts.
import {
  ApplicationBulkBody,
  ApplicationChangeBody,
  ApplicationIdParams,
  ApplicationsSavedResponse,
  CabinetApplicationDetailResponse,
  CabinetApplicationsQuery,
  CabinetApplicationsResponse,
  CabinetTeamApplicationResponse,
  LEAGUE_DECISIONS,
  SendPlayersBody,
  SendStaffBody,
  TeamApplicationParams,
} from '../contracts/cabinet-applications';
import { fileAnswer } from '../contracts/files';
import { endpoint } from './define';

const tag = 'applications';
/** A command_admin sends and withdraws; only the league accepts, rejects and disqualifies. */
const decisions = { field: 'status', values: LEAGUE_DECISIONS, policy: 'superAdmin' } as const;

export const cabinetList = endpoint({
  id: 'applications.cabinetList',
  method: 'GET',
  path: '/cabinet/applications',
  summary:
    'Player and staff applications, paged: filter by tournament, team, club, status and kind (a command_admin sees its own club)',
  tag,
  access: 'tournamentDetail',
  query: CabinetApplicationsQuery,
  response: CabinetApplicationsResponse,
});

export const teamApplicationCabinet = endpoint({
  id: 'applications.cabinetTeam',
  method: 'GET',
  path: '/cabinet/tournaments/:id/teams/:club_id/application',
  summary:
    "A club's team application in a tournament: every player and staff member of its teams with status, documents and eligibility",
  tag,
  access: 'tournamentDetail',
  params: TeamApplicationParams,
  response: CabinetTeamApplicationResponse,
});

export const teamApplicationCsv = endpoint({
  id: 'applications.cabinetTeamCsv',
  method: 'GET',
  path: '/cabinet/tournaments/:id/teams/:club_id/application.csv',
  summary:
    "A club's team application in a tournament as CSV (UTF-8 with a BOM, for Excel): team, player or staff, number, name, birth date, position, status, reason of a rejection — who may read the application may export it",
  tag,
  access: 'tournamentDetail',
  params: TeamApplicationParams,
  response: fileAnswer(['text/csv']),
});

export const sendPlayers = endpoint({
  id: 'applications.sendPlayers',
  method: 'POST',
  path: '/cabinet/applications/players',
  summary:
    'Sends players of a team to a tournament (→ pending; a rejected one is sent again); refuses ineligible players with the reasons',
  tag,
  access: 'tournamentDetail',
  body: SendPlayersBody,
  response: ApplicationsSavedResponse,
});

export const playerApplication = endpoint({
  id: 'applications.player',
  method: 'GET',
  path: '/cabinet/applications/players/:id',
  summary: "A player's application: the person, documents, eligibility and the history of its statuses",
  tag,
  access: 'tournamentDetail',
  params: ApplicationIdParams,
  response: CabinetApplicationDetailResponse,
});

export const changePlayerApplication = endpoint({
  id: 'applications.changePlayer',
  method: 'PUT',
  path: '/cabinet/applications/players/:id',
  summary: "Changes a player's application status (a rejection needs a reason) or its shirt number",
  tag,
  access: 'tournamentDetail',
  restricted: decisions,
  params: ApplicationIdParams,
  body: ApplicationChangeBody,
  response: CabinetApplicationDetailResponse,
});

export const changePlayerApplications = endpoint({
  id: 'applications.changePlayers',
  method: 'PUT',
  path: '/cabinet/applications/players',
  summary:
    "Changes several players' applications to one status: all of them or none (the answer names the one that failed)",
  tag,
  access: 'tournamentDetail',
  restricted: decisions,
  body: ApplicationBulkBody,
  response: ApplicationsSavedResponse,
});

export const sendStaff = endpoint({
  id: 'applications.sendStaff',
  method: 'POST',
  path: '/cabinet/applications/staff',
  summary: 'Sends staff members of a team to a tournament (→ pending; a rejected one is sent again)',
  tag,
  access: 'tournamentDetail',
  body: SendStaffBody,
  response: ApplicationsSavedResponse,
});

export const staffApplication = endpoint({
  id: 'applications.staff',
  method: 'GET',
  path: '/cabinet/applications/staff/:id',
  summary: "A staff member's application: the person, documents, eligibility and the history of its statuses",
  tag,
  access: 'tournamentDetail',
  params: ApplicationIdParams,
  response: CabinetApplicationDetailResponse,
});

export const changeStaffApplication = endpoint({
  id: 'applications.changeStaff',
  method: 'PUT',
  path: '/cabinet/applications/staff/:id',
  summary: "Changes a staff member's application status (a rejection needs a reason)",
  tag,
  access: 'tournamentDetail',
  restricted: decisions,
  params: ApplicationIdParams,
  body: ApplicationChangeBody,
  response: CabinetApplicationDetailResponse,
});

export const changeStaffApplications = endpoint({
  id: 'applications.changeStaffBulk',
  method: 'PUT',
  path: '/cabinet/applications/staff',
  summary: "Changes several staff members' applications to one status: all of them or none",
  tag,
  access: 'tournamentDetail',
  restricted: decisions,
  body: ApplicationBulkBody,
  response: ApplicationsSavedResponse,
});
