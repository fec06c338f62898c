// SQL of people's documents: one document by owner and id, the clubs its person plays or works
// for now (an active place in a team), and the documents whose reminders are due (ADR 0167).
import type { DocumentOwner, DocumentType, StaffKind } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { PERSON_TABLES, type DocumentRow } from '../../db/person-tables';

export interface DocumentFileRow {
  id: number;
  type: DocumentType;
  /** The storage key (`private/…`). */
  file_path: string;
  mime: string;
  person_id: number;
}

export async function findDocument(
  db: Executor,
  owner: DocumentOwner,
  id: number,
): Promise<DocumentFileRow | undefined> {
  // Both kinds read the same columns; the casts name one kind's table for the type checker.
  const { documents, fk } = PERSON_TABLES[owner];
  return db
    .selectFrom(documents as 'player_documents')
    .select(['id', 'type', 'file_path', 'mime', `${fk} as person_id` as 'player_id as person_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Clubs whose teams the person is active in. */
export async function personClubIds(db: Executor, owner: DocumentOwner, personId: number): Promise<number[]> {
  const { members, fk } = PERSON_TABLES[owner];
  const rows = await db
    .selectFrom(`${members} as m` as 'team_players as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select('t.club_id')
    .distinct()
    .where(`m.${fk}` as 'm.player_id', '=', personId)
    .where('m.is_active', '=', true)
    .execute();
  return rows.map((row) => row.club_id);
}

export async function personExists(db: Executor, owner: DocumentOwner, personId: number): Promise<boolean> {
  const { people } = PERSON_TABLES[owner];
  const row = await db
    .selectFrom(people as 'players')
    .select('id')
    .where('id', '=', personId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewDocument {
  personId: number;
  type: DocumentType;
  filePath: string;
  originalName: string | null;
  size: number;
  mime: string;
  uploadedBy: number;
  expiresAt: string | null;
}

export async function insertDocument(db: Executor, owner: DocumentOwner, doc: NewDocument): Promise<DocumentRow> {
  const values = {
    type: doc.type,
    file_path: doc.filePath,
    original_name: doc.originalName,
    size_bytes: doc.size,
    mime: doc.mime,
    uploaded_by: doc.uploadedBy,
    expires_at: doc.expiresAt,
  };
  const columns = [
    'id',
    'type',
    'original_name',
    'size_bytes',
    'mime',
    'expires_at',
    'created_at',
    'file_path',
  ] as const;
  if (owner === 'player') {
    const row = await db
      .insertInto('player_documents')
      .values({ ...values, player_id: doc.personId })
      .returning([...columns, 'player_id as person_id'])
      .executeTakeFirstOrThrow();
    return row;
  }
  return db
    .insertInto('staff_documents')
    .values({ ...values, staff_id: doc.personId })
    .returning([...columns, 'staff_id as person_id'])
    .executeTakeFirstOrThrow();
}

export async function deleteDocument(db: Executor, owner: DocumentOwner, id: number): Promise<void> {
  await db
    .deleteFrom(PERSON_TABLES[owner].documents as 'player_documents')
    .where('id', '=', id)
    .execute();
}

// ── reminders of documents that expire (ADR 0167) ───────────────────────────

export interface ExpiringDocumentRow {
  document_id: number;
  person_id: number;
  type: DocumentType;
  /** 'YYYY-MM-DD'. */
  expires_at: string;
  slug: string;
  /** The staff member's kind (which documents they need); null for a player. */
  kind: StaffKind | null;
  last_name_kk: string;
  last_name_ru: string | null;
  last_name_en: string | null;
  first_name_kk: string;
  first_name_ru: string | null;
  first_name_en: string | null;
  club_id: number;
  team_id: number;
}

/**
 * Documents of active people with an active place in a team of a club that is not archived,
 * whose last valid day is between `from` and `to`, and which are the copy of their type that
 * lasts longest (no other copy of the type lasts longer or never expires: a person with a newer
 * copy needs no reminder). One row per team the person is in, by document then team.
 */
export async function expiringDocuments(
  db: Executor,
  owner: DocumentOwner,
  from: string,
  to: string,
): Promise<ExpiringDocumentRow[]> {
  const t = PERSON_TABLES[owner];
  const fk = (alias: string) => sql.ref(`${alias}.${t.fk}`);
  const result = await sql<ExpiringDocumentRow>`
    select d.id as document_id, ${fk('d')} as person_id, d.type, d.expires_at, p.slug, ${owner === 'staff' ? sql`p.kind` : sql`null`} as kind,
      p.last_name_kk, p.last_name_ru, p.last_name_en, p.first_name_kk, p.first_name_ru, p.first_name_en, t.club_id, t.id as team_id
    from ${sql.table(t.documents)} d
    join ${sql.table(t.people)} p on p.id = ${fk('d')}
    join ${sql.table(t.members)} m on ${fk('m')} = p.id and m.is_active
    join teams t on t.id = m.team_id
    join clubs c on c.id = t.club_id and c.archived_at is null
    where d.expires_at between ${from}::date and ${to}::date
      and p.status = 'active'
      and not exists (
        select 1 from ${sql.table(t.documents)} o
        where ${fk('o')} = ${fk('d')} and o.type = d.type and o.id <> d.id
          and (o.expires_at is null or o.expires_at > d.expires_at or (o.expires_at = d.expires_at and o.id > d.id))
      )
    order by d.id, t.id`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    document_id: Number(row.document_id),
    person_id: Number(row.person_id),
    club_id: Number(row.club_id),
    team_id: Number(row.team_id),
  }));
}

/** Records a reminder; false when this document's reminder for this threshold was sent already. */
export async function recordReminder(
  db: Executor,
  reminder: { owner: DocumentOwner; documentId: number; threshold: number; expiresAt: string; sentOn: string },
): Promise<boolean> {
  const row = await db
    .insertInto('document_reminders')
    .values({
      owner: reminder.owner,
      document_id: reminder.documentId,
      threshold: reminder.threshold,
      expires_at: reminder.expiresAt,
      sent_on: reminder.sentOn,
    })
    .onConflict((oc) => oc.columns(['owner', 'document_id', 'threshold']).doNothing())
    .returning('document_id')
    .executeTakeFirst();
  return row !== undefined;
}
