// The tables both person aggregates have, by the person's column (`player_id`, `staff_id`): the
// people, their team places, moves between teams, private documents and tournament applications.
// `PERSON_TABLES` names them once for each kind; their shared SQL is in person-tables.ts.
import type { DocumentType, IdentityKind, PersonStatus } from '@league/shared/contracts';
import type { CreatedAt, DateOnly, Id, PersonNames, WithDefault } from './types';

/** The tables of one person aggregate, which the shared person SQL (person-tables.ts) is given. */
export interface PersonTables {
  people: 'players' | 'staff';
  members: 'team_players' | 'team_staff';
  fk: 'player_id' | 'staff_id';
  documents: 'player_documents' | 'staff_documents';
  transfers: 'player_transfers' | 'staff_transfers';
  applications: 'player_applications' | 'staff_applications';
}

/** The two person aggregates. */
export type PersonKind = 'player' | 'staff';

/** Each person aggregate's tables: the one place that names them. */
export const PERSON_TABLES = {
  player: {
    people: 'players',
    members: 'team_players',
    fk: 'player_id',
    documents: 'player_documents',
    transfers: 'player_transfers',
    applications: 'player_applications',
  },
  staff: {
    people: 'staff',
    members: 'team_staff',
    fk: 'staff_id',
    documents: 'staff_documents',
    transfers: 'staff_transfers',
    applications: 'staff_applications',
  },
} as const satisfies Record<PersonKind, PersonTables>;

/** The columns a person table (`players`, `staff`) has beside those of its kind. */
export interface PersonTable extends PersonNames {
  id: Id;
  slug: string;
  identity_kind: IdentityKind | null;
  identity_number: string | null;
  /** ISO 3166-1 alpha-2 code. */
  citizenship: string | null;
  photo: string | null;
  /** 'inactive': no longer playing or working in the league (kept for history). */
  status: WithDefault<PersonStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A move of a person between teams (cabinet `switch-team`); `Fk` is the person's column. */
export type PersonTransferTable<Fk extends string> = Record<Fk, number> & {
  id: Id;
  from_team_id: number | null;
  to_team_id: number;
  /** Whether the person stayed listed with the old team. */
  kept: boolean;
  by_user_id: number | null;
  created_at: CreatedAt;
};

/** A private document of a person; `Fk` is the person's column. */
export type PersonDocumentTable<Fk extends string> = Record<Fk, number> & {
  id: Id;
  type: DocumentType;
  /** Storage key under the upload directory (a generated name). */
  file_path: string;
  original_name: string | null;
  size_bytes: number;
  mime: string;
  uploaded_by: number | null;
  /** The last day the document is valid; null = it does not expire. */
  expires_at: DateOnly | null;
  created_at: CreatedAt;
};
