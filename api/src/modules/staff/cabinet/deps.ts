// What the staff cabinet's use cases work with: the database, the clock, the storage, the
// transfer eligibility (passed in by the composition root) and the person use cases for staff.
import { requiredStaffDocuments, STAFF_DOCUMENT_TYPES } from '@league/shared/contracts';
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';
import { createPersonCabinet, type TransferEligibility } from '../../players/index';
import * as repository from '../staff.repository';

export interface StaffCabinetInput {
  db: DB;
  clock: Clock;
  storage: FileStorage;
  eligibility: TransferEligibility;
}

/** The person use cases (scope, list, page, form, create, transfer, photo) of the staff kind. */
const staffPerson = ({ db, clock, storage }: StaffCabinetInput) =>
  createPersonCabinet(
    { db, clock, storage },
    {
      owner: 'staff',
      tables: repository.STAFF_TABLES,
      rows: repository.cabinetStaff,
      required: (row) => requiredStaffDocuments(row.kind),
      documentTypes: STAFF_DOCUMENT_TYPES,
    },
  );

export interface StaffCabinetDeps extends StaffCabinetInput {
  person: ReturnType<typeof staffPerson>;
}

/** The use cases' dependencies: the input and the person use cases built once for staff. */
export function staffCabinetDeps(input: StaffCabinetInput): StaffCabinetDeps {
  return { ...input, person: staffPerson(input) };
}
