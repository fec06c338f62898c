// SQL of people's documents: one document by owner and id, and the clubs its person plays or
// works for now (an active place in a team).
import type { DocumentOwner, DocumentType } from '@league/shared/contracts';
import type { Executor } from '../../db/database';

export interface DocumentFileRow {
  id: number;
  type: DocumentType;
  /** The storage key (`private/…`). */
  file_path: string;
  mime: string;
  person_id: number;
}

export async function findDocument(db: Executor, owner: DocumentOwner, id: number): Promise<DocumentFileRow | undefined> {
  if (owner === 'player') {
    return db
      .selectFrom('player_documents')
      .select(['id', 'type', 'file_path', 'mime', 'player_id as person_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  return db.selectFrom('staff_documents').select(['id', 'type', 'file_path', 'mime', 'staff_id as person_id']).where('id', '=', id).executeTakeFirst();
}

/** Clubs whose teams the person is active in. */
export async function personClubIds(db: Executor, owner: DocumentOwner, personId: number): Promise<number[]> {
  const rows =
    owner === 'player'
      ? await db
          .selectFrom('team_players as m')
          .innerJoin('teams as t', 't.id', 'm.team_id')
          .select('t.club_id')
          .distinct()
          .where('m.player_id', '=', personId)
          .where('m.is_active', '=', true)
          .execute()
      : await db
          .selectFrom('team_staff as m')
          .innerJoin('teams as t', 't.id', 'm.team_id')
          .select('t.club_id')
          .distinct()
          .where('m.staff_id', '=', personId)
          .where('m.is_active', '=', true)
          .execute();
  return rows.map((row) => row.club_id);
}

export async function personExists(db: Executor, owner: DocumentOwner, personId: number): Promise<boolean> {
  const row =
    owner === 'player'
      ? await db.selectFrom('players').select('id').where('id', '=', personId).forUpdate().executeTakeFirst()
      : await db.selectFrom('staff').select('id').where('id', '=', personId).forUpdate().executeTakeFirst();
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

export interface DocumentRow {
  id: number;
  person_id: number;
  type: DocumentType;
  original_name: string | null;
  size_bytes: number;
  mime: string;
  expires_at: string | null;
  created_at: Date;
  file_path: string;
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
  const columns = ['id', 'type', 'original_name', 'size_bytes', 'mime', 'expires_at', 'created_at', 'file_path'] as const;
  if (owner === 'player') {
    const row = await db.insertInto('player_documents').values({ ...values, player_id: doc.personId }).returning([...columns, 'player_id as person_id']).executeTakeFirstOrThrow();
    return row;
  }
  return db.insertInto('staff_documents').values({ ...values, staff_id: doc.personId }).returning([...columns, 'staff_id as person_id']).executeTakeFirstOrThrow();
}

export async function deleteDocument(db: Executor, owner: DocumentOwner, id: number): Promise<void> {
  if (owner === 'player') await db.deleteFrom('player_documents').where('id', '=', id).execute();
  else await db.deleteFrom('staff_documents').where('id', '=', id).execute();
}
