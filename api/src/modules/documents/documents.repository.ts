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
