import type { IdentityKind, PersonStatus, StaffKind } from '@league/shared/contracts';
import type { PersonDocumentTable, PersonTransferTable } from '../../db/person-table-types';
import type { CreatedAt, DateOnly, Id, OptionalLocalized, PersonNames, WithDefault } from '../../db/types';

export interface StaffTable extends PersonNames, OptionalLocalized<'position'>, OptionalLocalized<'biography'> {
  id: Id;
  slug: string;
  kind: WithDefault<StaffKind>;
  birth_date: DateOnly | null;
  phone: string | null;
  email: string | null;
  identity_kind: IdentityKind | null;
  identity_number: string | null;
  /** ISO 3166-1 alpha-2 code. */
  citizenship: string | null;
  license_number: string | null;
  photo: string | null;
  /** 'inactive': no longer working in the league (kept for history). */
  status: WithDefault<PersonStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A move of a staff member between teams (cabinet `switch-team`); `kept`: the staff member stayed with the old team. */
export type StaffTransferTable = PersonTransferTable<'staff_id'>;

export type StaffDocumentTable = PersonDocumentTable<'staff_id'>;

export interface StaffTables {
  staff: StaffTable;
  staff_documents: StaffDocumentTable;
  staff_transfers: StaffTransferTable;
}
