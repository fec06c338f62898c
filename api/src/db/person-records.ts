// SQL of what a person has beside their row (players and staff alike, see person-tables.ts):
// their places in teams, their private documents, their transfer history and the clubs they
// play or work for now.
import type { DocumentType } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from './database';
import type { PersonTables } from './person-table-types';

const raw = (name: string) => sql.raw(name);

export interface MembershipRow {
  person_id: number;
  team_id: number;
  number: number | null;
  is_active: boolean;
  joined_at: string | null;
  left_at: string | null;
}

/** Places in teams of the people, active first, newest first. */
export async function memberships(db: Executor, d: PersonTables, personIds: number[]): Promise<MembershipRow[]> {
  if (personIds.length === 0) return [];
  const { rows } =
    await sql<MembershipRow>`select m.${raw(d.fk)} as person_id, m.team_id, ${d.fk === 'player_id' ? sql`m.number` : sql`null::smallint`} as number,
      m.is_active, m.joined_at::text as joined_at, m.left_at::text as left_at
    from ${raw(d.members)} m where m.${raw(d.fk)} in (${sql.join(personIds)})
    order by m.is_active desc, m.joined_at desc nulls last, m.id desc`.execute(db);
  return rows;
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

export async function documents(db: Executor, d: PersonTables, personIds: number[]): Promise<DocumentRow[]> {
  if (personIds.length === 0) return [];
  const { rows } =
    await sql<DocumentRow>`select doc.id, doc.${raw(d.fk)} as person_id, doc.type, doc.original_name, doc.size_bytes, doc.mime,
      doc.expires_at::text as expires_at, doc.created_at, doc.file_path
    from ${raw(d.documents)} doc where doc.${raw(d.fk)} in (${sql.join(personIds)}) order by doc.type, doc.created_at desc, doc.id desc`.execute(
      db,
    );
  return rows;
}

export interface TransferRow {
  id: number;
  from_team_id: number | null;
  to_team_id: number;
  kept: boolean;
  by_name: string | null;
  created_at: Date;
}

export async function transfers(db: Executor, d: PersonTables, personId: number): Promise<TransferRow[]> {
  const { rows } =
    await sql<TransferRow>`select tr.id, tr.from_team_id, tr.to_team_id, tr.kept, u.name as by_name, tr.created_at
    from ${raw(d.transfers)} tr left join users u on u.id = tr.by_user_id where tr.${raw(d.fk)} = ${personId} order by tr.created_at desc, tr.id desc`.execute(
      db,
    );
  return rows;
}

/** Clubs whose teams the person has an active place in. */
export async function activeClubIds(db: Executor, d: PersonTables, personId: number): Promise<number[]> {
  const { rows } = await sql<{
    club_id: number;
  }>`select distinct t.club_id from ${raw(d.members)} m join teams t on t.id = m.team_id
    where m.${raw(d.fk)} = ${personId} and m.is_active`.execute(db);
  return rows.map((r) => r.club_id);
}
