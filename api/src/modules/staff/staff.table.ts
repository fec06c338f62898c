import type { StaffKind } from '@league/shared/contracts';
import type { PersonDocumentTable, PersonTable, PersonTransferTable } from '../../db/person-table-types';
import type { DateOnly, OptionalLocalized, WithDefault } from '../../db/types';

export interface StaffTable extends PersonTable, OptionalLocalized<'position'>, OptionalLocalized<'biography'> {
  kind: WithDefault<StaffKind>;
  birth_date: DateOnly | null;
  phone: string | null;
  email: string | null;
  license_number: string | null;
}

/** A move of a staff member between teams (cabinet `switch-team`); `kept`: the staff member stayed with the old team. */
export type StaffTransferTable = PersonTransferTable<'staff_id'>;

export type StaffDocumentTable = PersonDocumentTable<'staff_id'>;

export interface StaffTables {
  staff: StaffTable;
  staff_documents: StaffDocumentTable;
  staff_transfers: StaffTransferTable;
}
