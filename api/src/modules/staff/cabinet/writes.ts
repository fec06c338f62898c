// The cabinet's staff writes (super_admin, the club's command_admin), one transaction each:
// create, edit or patch, transfer (eligible for the new team's running tournaments) and photo.
import type {
  Language,
  StaffCreateBody,
  StaffEditBody,
  StaffPatchBody,
  StaffSwitchTeamBody,
} from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import type { AcceptedFile } from '../../../storage/upload';
import type { CurrentUser } from '../../auth/index';
import { ineligibleTeam } from '../../players/index';
import * as repository from '../staff.repository';
import { checkContacts, newStaffRow, staffColumns } from './columns';
import type { StaffCabinetDeps } from './deps';

export function createStaff(
  { person }: StaffCabinetDeps,
  language: Language,
  user: CurrentUser,
  body: StaffCreateBody,
): Promise<{ id: number; slug: string }> {
  checkContacts(body);
  return person.create(language, user, body, {
    insert: (trx, slug) => repository.insertStaff(trx, newStaffRow(body, slug)),
  });
}

/** PUT /{slug}/edit sends every field; PATCH /{slug} only those to change. */
export async function updateStaff(
  { db, clock, person }: StaffCabinetDeps,
  user: CurrentUser,
  slug: string,
  body: StaffEditBody | StaffPatchBody,
): Promise<{ id: number; slug: string }> {
  checkContacts(body);
  return inTransaction(db, async (trx) => {
    const staff = await person.writable(trx, user, { slug });
    await repository.updateStaff(trx, staff.id, staffColumns(body), clock());
    return staff;
  });
}

/** A transfer: the staff member eligible for the new team's running tournaments (documents, a coach's licence; ADR 0161). */
export function switchStaffTeam(
  { person, eligibility }: StaffCabinetDeps,
  language: Language,
  user: CurrentUser,
  body: StaffSwitchTeamBody,
): Promise<{ id: number; slug: string }> {
  return person.switchTeam(
    language,
    user,
    { ...body, personId: body.staff_id },
    {
      check: async (trx, move) => {
        const fields = ineligibleTeam(
          await eligibility(trx, language, {
            teamId: move.teamId,
            person: { kind: 'staff', id: move.personId },
            on: move.today,
          }),
        );
        if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
      },
    },
  );
}

export function setStaffPhoto(
  { person }: StaffCabinetDeps,
  user: CurrentUser,
  slug: string,
  file: AcceptedFile | null,
): Promise<{ id: number; slug: string; photo: string }> {
  return person.setPhoto(user, { slug }, file);
}
