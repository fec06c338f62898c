// Staff (team representatives) in the cabinet, with the players' rules (players/person-cabinet.rules):
// super_admin and provider read everyone, a command_admin only its club's staff (any other is
// 404); a provider reads identity data only (no contacts, documents or history). Writes
// (super_admin, the club's command_admin) in one transaction each: create (duplicate warning),
// edit, patch (the status among the fields), transfer (history + both clubs notified; eligible for
// the new team's running tournaments, ADR 0161), photo. The use cases are in cabinet/; this is
// the service the routes call.
import type {
  CabinetStaffQuery,
  Language,
  StaffCreateBody,
  StaffEditBody,
  StaffPatchBody,
  StaffSwitchTeamBody,
} from '@league/shared/contracts';
import type { AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import { staffCabinetDeps, type StaffCabinetInput } from './cabinet/deps';
import * as reads from './cabinet/reads';
import * as writes from './cabinet/writes';

export { contactIssues, newStaffRow } from './cabinet/columns';

export function createStaffCabinetService(input: StaffCabinetInput) {
  const deps = staffCabinetDeps(input);
  return {
    list: (language: Language, user: CurrentUser, query: CabinetStaffQuery) =>
      reads.listStaff(deps, language, user, query),
    detail: (language: Language, user: CurrentUser, slug: string) => reads.staffDetail(deps, language, user, slug),
    form: (language: Language, user: CurrentUser, slug: string) => reads.staffForm(deps, language, user, slug),
    create: (language: Language, user: CurrentUser, body: StaffCreateBody) =>
      writes.createStaff(deps, language, user, body),
    /** PUT /{slug}/edit sends every field; PATCH /{slug} only those to change. */
    update: (user: CurrentUser, slug: string, body: StaffEditBody | StaffPatchBody) =>
      writes.updateStaff(deps, user, slug, body),
    /** A transfer: the staff member eligible for the new team's running tournaments (documents, a coach's licence; ADR 0161). */
    switchTeam: (language: Language, user: CurrentUser, body: StaffSwitchTeamBody) =>
      writes.switchStaffTeam(deps, language, user, body),
    setPhoto: (user: CurrentUser, slug: string, file: AcceptedFile | null) =>
      writes.setStaffPhoto(deps, user, slug, file),
  };
}

export type StaffCabinetService = ReturnType<typeof createStaffCabinetService>;
