// Staff in the cabinet (spec §7 "Staff"). Reads: super_admin, command_admin (its own club's
// staff; another club's is 404) and provider (identity data only). Forms and writes:
// super_admin and the club's command_admin.
import { PersonSavedResponse, PersonSlugParams } from '../contracts/cabinet-people';
import {
  CabinetStaffDetailResponse,
  CabinetStaffQuery,
  CabinetStaffResponse,
  StaffCreateBody,
  StaffEditBody,
  StaffFormResponse,
  StaffPatchBody,
  StaffSwitchTeamBody,
} from '../contracts/cabinet-staff';
import { PhotoUploadBody, PhotoUploadResponse } from '../contracts/cabinet-documents';
import { endpoint } from './define';
import { teamImport } from './team-import';

const tag = 'staff';

export const cabinetList = endpoint({
  id: 'staff.cabinetList',
  method: 'GET',
  path: '/cabinet/staff',
  summary: 'Staff, paged: search by name in any script, filters by club, team, kind, status and missing documents',
  tag,
  access: 'peopleRead',
  query: CabinetStaffQuery,
  response: CabinetStaffResponse,
});

export const cabinetCreate = endpoint({
  id: 'staff.create',
  method: 'POST',
  path: '/cabinet/staff',
  summary:
    'Adds a staff member to a team (201); a likely duplicate is 409 with data.duplicate unless confirm_duplicate',
  tag,
  access: 'clubRegistry',
  body: StaffCreateBody,
  response: PersonSavedResponse,
});

export const cabinetDetail = endpoint({
  id: 'staff.cabinetDetail',
  method: 'GET',
  path: '/cabinet/staff/:slug',
  summary: "A staff member's page: identity data, teams, documents, transfer history (a provider: identity data only)",
  tag,
  access: 'peopleRead',
  params: PersonSlugParams,
  response: CabinetStaffDetailResponse,
});

export const cabinetForm = endpoint({
  id: 'staff.form',
  method: 'GET',
  path: '/cabinet/staff/:slug/form',
  summary: "A staff member's current values and the options of the form's selects (never for a provider)",
  tag,
  access: 'clubRegistry',
  params: PersonSlugParams,
  response: StaffFormResponse,
});

export const cabinetEdit = endpoint({
  id: 'staff.edit',
  method: 'PUT',
  path: '/cabinet/staff/:slug/edit',
  summary: 'Saves every field of a staff member',
  tag,
  access: 'clubRegistry',
  params: PersonSlugParams,
  body: StaffEditBody,
  response: PersonSavedResponse,
});

export const cabinetPatch = endpoint({
  id: 'staff.patch',
  method: 'PATCH',
  path: '/cabinet/staff/:slug',
  summary: 'Changes the fields sent (the status among them)',
  tag,
  access: 'clubRegistry',
  params: PersonSlugParams,
  body: StaffPatchBody,
  response: PersonSavedResponse,
});

export const switchTeam = endpoint({
  id: 'staff.switchTeam',
  method: 'POST',
  path: '/cabinet/staff/switch-team',
  summary:
    'Moves a staff member to another team, keeping the old place or not; recorded in the history, both clubs notified',
  tag,
  access: 'clubRegistry',
  body: StaffSwitchTeamBody,
  response: PersonSavedResponse,
});

export const uploadPhoto = endpoint({
  id: 'staff.photo',
  method: 'POST',
  path: '/cabinet/staff/:slug/photo',
  summary: "Replaces a staff member's photo (multipart `photo`: JPEG, PNG or WebP, at most 300 KB)",
  tag,
  access: 'clubRegistry',
  params: PersonSlugParams,
  body: PhotoUploadBody,
  bodyKind: 'multipart',
  response: PhotoUploadResponse,
});

export const importStaff = teamImport('staff');
