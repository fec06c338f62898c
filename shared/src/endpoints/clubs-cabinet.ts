// Clubs in the cabinet: a club page (super_admin, or the command_admin of that club) and the
// league's writes (super_admin): create, form, update, delete, archive. The list is
// `cabinetLists.cabinetClubs`.
import {
  ClubCreateBody,
  ClubFormResponse,
  ClubIdParams,
  ClubPatchBody,
  ClubSavedResponse,
  CabinetClubDetailResponse,
} from '../contracts/cabinet-clubs';
import { ImageSavedResponse, ImageUploadBody } from '../contracts/cabinet-teams';
import { DeletedResponse } from '../contracts/stadiums';
import { endpoint } from './define';

const tag = 'clubs';

export const createClub = endpoint({
  id: 'clubs.create',
  method: 'POST',
  path: '/cabinet/clubs',
  summary: 'Adds a club (its slug is made from the title)',
  tag,
  access: 'superAdmin',
  body: ClubCreateBody,
  response: ClubSavedResponse,
});

export const cabinetClub = endpoint({
  id: 'clubs.cabinetDetail',
  method: 'GET',
  path: '/cabinet/clubs/:id',
  summary: 'A club with its teams (a command_admin: only its own club, another one is 404)',
  tag,
  access: 'clubRegistry',
  params: ClubIdParams,
  response: CabinetClubDetailResponse,
});

export const clubForm = endpoint({
  id: 'clubs.form',
  method: 'GET',
  path: '/cabinet/clubs/:id/form',
  summary: 'The current values of a club and the options of its selects (cities, colours)',
  tag,
  access: 'superAdmin',
  params: ClubIdParams,
  response: ClubFormResponse,
});

export const updateClub = endpoint({
  id: 'clubs.update',
  method: 'PATCH',
  path: '/cabinet/clubs/:id',
  summary: 'Changes the fields sent (an archived club refuses with 409)',
  tag,
  access: 'superAdmin',
  params: ClubIdParams,
  body: ClubPatchBody,
  response: ClubSavedResponse,
});

export const deleteClub = endpoint({
  id: 'clubs.delete',
  method: 'DELETE',
  path: '/cabinet/clubs/:id',
  summary: 'Deletes a club that has no teams (409 otherwise)',
  tag,
  access: 'superAdmin',
  params: ClubIdParams,
  response: DeletedResponse,
});

export const archiveClub = endpoint({
  id: 'clubs.archive',
  method: 'POST',
  path: '/cabinet/clubs/:id/archive',
  summary: 'Archives a club: read-only from then on, its history stays public',
  tag,
  access: 'superAdmin',
  params: ClubIdParams,
  response: ClubSavedResponse,
});

export const uploadCrest = endpoint({
  id: 'clubs.uploadCrest',
  method: 'POST',
  path: '/cabinet/clubs/:id/crest',
  summary:
    "Replaces a club's crest: multipart field `logo`, an image ≤ 300 KB (JPEG, PNG, WebP; type read from the bytes); an archived club refuses",
  tag,
  access: 'superAdmin',
  params: ClubIdParams,
  body: ImageUploadBody,
  bodyKind: 'multipart',
  response: ImageSavedResponse,
});

export const deleteCrest = endpoint({
  id: 'clubs.deleteCrest',
  method: 'DELETE',
  path: '/cabinet/clubs/:id/crest',
  summary: "Removes a club's crest (an archived club refuses)",
  tag,
  access: 'superAdmin',
  params: ClubIdParams,
  response: ImageSavedResponse,
});
