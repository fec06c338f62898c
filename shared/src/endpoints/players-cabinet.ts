// Players in the cabinet (spec §7 "Players"). Reads: super_admin, command_admin (its own club's
// players; another club's is 404) and provider (identity data only). Forms and writes:
// super_admin and the club's command_admin.
import {
  CabinetPlayerDetailResponse,
  CabinetPlayersQuery,
  CabinetPlayersResponse,
  PersonIdParams,
  PersonSavedResponse,
  PersonSlugParams,
  PersonStatusBody,
  PlayerCreateBody,
  PlayerEditBody,
  PlayerFormResponse,
  PlayerSwitchTeamBody,
  PlayerTeamsStatsResponse,
} from '../contracts/cabinet-people';
import { PhotoUploadBody, PhotoUploadResponse } from '../contracts/cabinet-documents';
import { endpoint } from './define';
import { teamImport } from './team-import';

const tag = 'players';

export const cabinetList = endpoint({
  id: 'players.cabinetList',
  method: 'GET',
  path: '/cabinet/players',
  summary:
    'Players, paged: search by name in any script, filters by club, team, position, birth year, status and missing documents',
  tag,
  access: 'peopleRead',
  query: CabinetPlayersQuery,
  response: CabinetPlayersResponse,
});

export const cabinetCreate = endpoint({
  id: 'players.create',
  method: 'POST',
  path: '/cabinet/players',
  summary:
    'Adds a player to a team (201). A likely duplicate (identity number, or name and birth date) is 409 with data.duplicate unless confirm_duplicate',
  tag,
  access: 'clubRegistry',
  body: PlayerCreateBody,
  response: PersonSavedResponse,
});

export const cabinetDetail = endpoint({
  id: 'players.cabinetDetail',
  method: 'GET',
  path: '/cabinet/players/:slug',
  summary:
    "A player's page: identity data, teams, documents with their expiry, transfer history (a provider: identity data only)",
  tag,
  access: 'peopleRead',
  params: PersonSlugParams,
  response: CabinetPlayerDetailResponse,
});

export const cabinetForm = endpoint({
  id: 'players.form',
  method: 'GET',
  path: '/cabinet/players/:slug/form',
  summary: "A player's current values and the options of the form's selects (never for a provider)",
  tag,
  access: 'clubRegistry',
  params: PersonSlugParams,
  response: PlayerFormResponse,
});

export const cabinetEdit = endpoint({
  id: 'players.edit',
  method: 'PUT',
  path: '/cabinet/players/:id/edit',
  summary: 'Saves every field of a player',
  tag,
  access: 'clubRegistry',
  params: PersonIdParams,
  body: PlayerEditBody,
  response: PersonSavedResponse,
});

export const cabinetStatus = endpoint({
  id: 'players.status',
  method: 'PUT',
  path: '/cabinet/players/:id',
  summary: "Changes a player's status (active / inactive)",
  tag,
  access: 'clubRegistry',
  params: PersonIdParams,
  body: PersonStatusBody,
  response: PersonSavedResponse,
});

export const cabinetTeamsStats = endpoint({
  id: 'players.teamsStats',
  method: 'GET',
  path: '/cabinet/players/:id/teams-stats',
  summary: "A player's statistics per team",
  tag,
  access: 'peopleRead',
  params: PersonIdParams,
  response: PlayerTeamsStatsResponse,
});

export const switchTeam = endpoint({
  id: 'players.switchTeam',
  method: 'POST',
  path: '/cabinet/players/switch-team',
  summary: 'Moves a player to another team, keeping the old place or not; recorded in the history, both clubs notified',
  tag,
  access: 'clubRegistry',
  body: PlayerSwitchTeamBody,
  response: PersonSavedResponse,
});

export const uploadPhoto = endpoint({
  id: 'players.photo',
  method: 'POST',
  path: '/cabinet/players/:id/photo',
  summary: "Replaces a player's photo (multipart `photo`: JPEG, PNG or WebP, at most 300 KB, type read from the bytes)",
  tag,
  access: 'clubRegistry',
  params: PersonIdParams,
  body: PhotoUploadBody,
  bodyKind: 'multipart',
  response: PhotoUploadResponse,
});

export const importPlayers = teamImport('players');
