// The cabinet's tournaments: form, detail, teams, activity/main/finish, matches and the
// round-robin generator (`tournaments` of the full endpoint list, with the public reads).
import {
  ActivityBody,
  CabinetTournamentDetailResponse,
  CommandAdminTournamentsResponse,
  FinishBody,
  IdsBody,
  IdsResponse,
  MainBody,
  MatchCreateBody,
  MatchCreatedResponse,
  MatchUpdateBody,
  ScheduleBody,
  ScheduleResponse,
  TeamIdsBody,
  TournamentBody,
  TournamentEditFormResponse,
  TournamentIdParams,
  TournamentMatchesResponse,
  TournamentMatchParams,
  TournamentSavedResponse,
  TournamentsOrderBody,
  TournamentsOrderResponse,
  TournamentStateResponse,
  TournamentTeamsResponse,
} from '../contracts/tournaments';
import { endpoint } from './define';

const tag = 'tournaments';

// ---------------------------------------------------------------------------------------------
// Cabinet (the list itself is `cabinetLists.cabinetTournaments`). Every write is super_admin's;
// a finished tournament refuses them all (409 tournament_finished).

export const create = endpoint({
  id: 'tournaments.create',
  method: 'POST',
  path: '/cabinet/tournaments',
  summary: 'Adds a tournament (joker quota 2 unless set; inactive until switched on)',
  tag,
  access: 'superAdmin',
  body: TournamentBody,
  response: TournamentSavedResponse,
});

export const reorder = endpoint({
  id: 'tournaments.reorder',
  method: 'PUT',
  path: '/cabinet/tournaments',
  summary: 'Sets the manual order of tournaments (the ids in the order wanted)',
  tag,
  access: 'superAdmin',
  body: TournamentsOrderBody,
  response: TournamentsOrderResponse,
});

export const cabinetDetail = endpoint({
  id: 'tournaments.cabinetDetail',
  method: 'GET',
  path: '/cabinet/tournaments/:id',
  summary:
    "A tournament with its teams, their applications' progress and its tours (a command_admin: only a tournament of its club, its own teams)",
  tag,
  access: 'tournamentDetail',
  params: TournamentIdParams,
  response: CabinetTournamentDetailResponse,
});

export const form = endpoint({
  id: 'tournaments.form',
  method: 'GET',
  path: '/cabinet/tournaments/:id/form',
  summary: 'The current values of a tournament and the seasons to choose from',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  response: TournamentEditFormResponse,
});

export const update = endpoint({
  id: 'tournaments.update',
  method: 'POST',
  path: '/cabinet/tournaments/:id/edit',
  summary: 'Changes a tournament (every field of the form)',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: TournamentBody,
  response: TournamentSavedResponse,
});

export const teams = endpoint({
  id: 'tournaments.teams',
  method: 'GET',
  path: '/cabinet/tournaments/:id/teams',
  summary: 'The teams of a tournament with their progress, and the teams that fit its age group (super_admin)',
  tag,
  access: 'tournamentDetail',
  params: TournamentIdParams,
  response: TournamentTeamsResponse,
});

export const addTeams = endpoint({
  id: 'tournaments.addTeams',
  method: 'PUT',
  path: '/cabinet/tournaments/:id/teams',
  summary: 'Adds teams as participants (their team application becomes submitted)',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: TeamIdsBody,
  response: IdsResponse,
});

export const removeTeams = endpoint({
  id: 'tournaments.removeTeams',
  method: 'DELETE',
  path: '/cabinet/tournaments/:id/teams',
  summary: 'Removes teams that have no matches and no sent applications in the tournament',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: IdsBody,
  response: IdsResponse,
});

export const activity = endpoint({
  id: 'tournaments.activity',
  method: 'PUT',
  path: '/cabinet/tournaments/:id/activity',
  summary: 'Switches a tournament on or off (only an active one takes applications)',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: ActivityBody,
  response: TournamentStateResponse,
});

export const main = endpoint({
  id: 'tournaments.main',
  method: 'PUT',
  path: '/cabinet/tournaments/:id/main',
  summary: 'Makes a tournament the main one (the previous main one stops being main, in one transaction)',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: MainBody,
  response: TournamentStateResponse,
});

export const finish = endpoint({
  id: 'tournaments.finish',
  method: 'PUT',
  path: '/cabinet/tournaments/:id/finish',
  summary: 'Finishes a tournament on end_date: it becomes read-only and takes no applications',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: FinishBody,
  response: TournamentStateResponse,
});

export const matches = endpoint({
  id: 'tournaments.matches',
  method: 'GET',
  path: '/cabinet/tournaments/:id/matches',
  summary: 'The tours and matches of a tournament (the calendar and the matches list)',
  tag,
  access: 'tournamentsRead',
  params: TournamentIdParams,
  response: TournamentMatchesResponse,
});

export const createMatch = endpoint({
  id: 'tournaments.createMatch',
  method: 'POST',
  path: '/cabinet/tournaments/:id/matches',
  summary:
    'Adds a match (Asia/Almaty date and time); a team or referee busy then is a field error, a busy stadium a warning',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: MatchCreateBody,
  response: MatchCreatedResponse,
});

export const editMatch = endpoint({
  id: 'tournaments.editMatch',
  method: 'PUT',
  path: '/cabinet/tournaments/:id/matches/:match_id',
  summary:
    "Changes a match: teams, stadium, Asia/Almaty date and time, tour, referee crew (replaced whole); the creation's clash rules, a played match keeps its teams",
  tag,
  access: 'superAdmin',
  params: TournamentMatchParams,
  body: MatchUpdateBody,
  response: MatchCreatedResponse,
});

export const deleteMatches = endpoint({
  id: 'tournaments.deleteMatches',
  method: 'DELETE',
  path: '/cabinet/tournaments/:id/matches',
  summary: 'Deletes matches that have not been played (no result, no events)',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: IdsBody,
  response: IdsResponse,
});

export const schedule = endpoint({
  id: 'tournaments.schedule',
  method: 'POST',
  path: '/cabinet/tournaments/:id/schedule',
  summary:
    'Round-robin calendar for the teams of a tournament: preview, or save (replace confirms deleting unplayed matches)',
  tag,
  access: 'superAdmin',
  params: TournamentIdParams,
  body: ScheduleBody,
  response: ScheduleResponse,
});

export const commandAdminList = endpoint({
  id: 'tournaments.commandAdminList',
  method: 'GET',
  path: '/cabinet/command-admin/tournaments',
  summary: "The tournaments the club's teams play in or may apply to",
  tag,
  access: 'commandAdmin',
  response: CommandAdminTournamentsResponse,
});
