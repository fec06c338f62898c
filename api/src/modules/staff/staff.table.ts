import type { DocumentType, IdentityKind, PersonStatus, StaffKind } from '@league/shared/contracts';
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
  citizenship_country_id: number | null;
  license_number: string | null;
  photo: string | null;
  /** 'inactive': no longer working in the league (kept for history). */
  status: WithDefault<PersonStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A move of a staff member between teams (cabinet `switch-team`). */
export interface StaffTransferTable {
  id: Id;
  staff_id: number;
  from_team_id: number | null;
  to_team_id: number;
  /** Whether the staff member stayed with the old team. */
  kept: boolean;
  by_user_id: number | null;
  created_at: CreatedAt;
}

export interface StaffDocumentTable {
  id: Id;
  staff_id: number;
  type: DocumentType;
  file_path: string;
  original_name: string | null;
  size_bytes: number;
  mime: string;
  uploaded_by: number | null;
  /** The last day the document is valid; null = it does not expire. */
  expires_at: DateOnly | null;
  created_at: CreatedAt;
}

export interface StaffTables {
  staff: StaffTable;
  staff_documents: StaffDocumentTable;
  staff_transfers: StaffTransferTable;
}
