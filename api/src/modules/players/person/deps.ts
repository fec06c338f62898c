// What the person use cases (players and staff alike) work with: the database, the clock, the
// file storage, and the person's kind (its tables, how its rows are read, which documents it needs).
import type { DocumentOwner, DocumentType, IdentityKind, Language, PersonStatus } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import type * as people from '../../../db/person-tables';
import type { PersonNames } from '../../../db/types';
import { almatyDate, type Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';

/** The columns every cabinet row of a person has (names in every language, identity, photo, status). */
export interface PersonCabinetRow extends PersonNames, people.PersonHead {
  middle_name: string | null;
  identity_kind: IdentityKind | null;
  identity_number: string | null;
  /** ISO 3166-1 alpha-2 code. */
  citizenship: string | null;
  photo: string | null;
  status: PersonStatus;
}

export interface PersonKind<Row extends PersonCabinetRow> {
  /** The owner of its documents, the duplicate warning and the transfer notification. */
  owner: DocumentOwner;
  tables: people.PersonTables;
  /** The kind's cabinet rows by id or slug. */
  rows: (db: Executor, language: Language, where: { ids: number[] } | { slug: string }) => Promise<Row[]>;
  /** The document types the person needs. */
  required: (row: Row) => readonly DocumentType[];
  /** The document types the form offers. */
  documentTypes: readonly DocumentType[];
}

export interface PersonCabinetDeps<Row extends PersonCabinetRow> {
  db: DB;
  clock: Clock;
  storage: FileStorage;
  kind: PersonKind<Row>;
}

/** Today in Asia/Almaty, 'YYYY-MM-DD'. */
export const today = ({ clock }: { clock: Clock }) => almatyDate(clock());
