// SQL of an application's status: the rows locked for a change, the status, shirt number and new
// applications written, and the audit trail (appended, read in order).
import type { ApplicationStatus } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { PERSON_TABLES } from '../../db/person-tables';
import { type ApplicationKind, iso, T3, type Texts, texts } from './applications.shared.repository';

/** What a status change needs to know about an application: locked for the write. */
export interface LockedApplication {
  id: number;
  status: ApplicationStatus;
  tournament_id: number;
  team_id: number;
  club_id: number;
  person_id: number;
  person: Texts;
  team: Texts;
  tournament: Texts;
}

export async function lockApplications(
  trx: Executor,
  kind: ApplicationKind,
  ids: number[],
): Promise<LockedApplication[]> {
  if (ids.length === 0) return [];
  const table = PERSON_TABLES[kind].applications;
  // Lock the application rows first (in id order, so two bulk writes never deadlock), then read.
  await trx.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const personTable = PERSON_TABLES[kind].people;
  const personColumn = PERSON_TABLES[kind].fk;
  const rows = await trx
    .selectFrom(`${table} as a` as 'player_applications as a')
    .innerJoin(`${personTable} as p` as 'players as p', 'p.id', `a.${personColumn}` as 'a.player_id')
    .innerJoin('teams as tm', 'tm.id', 'a.team_id')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select(['a.id', 'a.status', 'a.tournament_id', 'a.team_id', 'tm.club_id', 'p.id as person_id'])
    .select([...T3('p.first_name'), ...T3('p.last_name')].map((c) => sql.ref(c).as(c.replace('.', '_'))) as never)
    .select([...T3('tm.title'), ...T3('t.title')].map((c) => sql.ref(c).as(c.replace('.', '_'))) as never)
    .where('a.id', 'in', ids)
    .execute();
  return rows.map((r) => {
    const raw = r as unknown as Record<string, unknown>;
    const first = texts(raw, 'p_first_name');
    const last = texts(raw, 'p_last_name');
    return {
      id: r.id,
      status: r.status,
      tournament_id: r.tournament_id,
      team_id: r.team_id,
      club_id: r.club_id,
      person_id: r.person_id,
      person: { kk: `${last.kk} ${first.kk}`, ru: `${last.ru} ${first.ru}`, en: `${last.en} ${first.en}` },
      team: texts(raw, 'tm_title'),
      tournament: texts(raw, 't_title'),
    };
  });
}

export async function setStatus(
  trx: Executor,
  kind: ApplicationKind,
  ids: number[],
  change: {
    status: ApplicationStatus;
    reason: string | null;
    at: Date;
    disqualification?: { reason: string | null; matches: number | null };
  },
): Promise<void> {
  if (ids.length === 0) return;
  const table = PERSON_TABLES[kind].applications;
  const disqualified = change.status === 'disqualified';
  await trx
    .updateTable(table)
    .set({
      status: change.status,
      reject_reason: change.status === 'rejected' ? change.reason : null,
      updated_at: change.at,
      ...(change.status === 'submitted' ? { submitted_at: change.at } : {}),
      disqualification_reason: disqualified ? (change.disqualification?.reason ?? null) : null,
      disqualification_matches: disqualified ? (change.disqualification?.matches ?? null) : null,
      disqualified_at: disqualified ? change.at : null,
    })
    .where('id', 'in', ids)
    .execute();
}

export async function setNumber(trx: Executor, id: number, number: number | null, at: Date): Promise<void> {
  await trx.updateTable('player_applications').set({ number, updated_at: at }).where('id', '=', id).execute();
}

export async function insertApplications(
  trx: Executor,
  kind: ApplicationKind,
  rows: Array<{ tournament_id: number; team_id: number; person_id: number; number?: number | null }>,
  at: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  // One insert for both kinds, the person in its kind's column; a staff application has no shirt number.
  const table = PERSON_TABLES[kind].applications;
  const inserted = await trx
    .insertInto(table as 'player_applications')
    .values(
      rows.map((r) => ({
        tournament_id: r.tournament_id,
        team_id: r.team_id,
        ...(kind === 'player' ? { player_id: r.person_id, number: r.number ?? null } : { staff_id: r.person_id }),
        status: 'pending' as const,
        created_at: at,
        updated_at: at,
      })) as never,
    )
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

/** Appends to the audit trail (never updated, never deleted by the application). */
export async function recordHistory(
  trx: Executor,
  kind: ApplicationKind,
  entries: Array<{ id: number; from: ApplicationStatus | null; to: ApplicationStatus; reason: string | null }>,
  by: number,
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('application_status_history')
    .values(
      entries.map((e) => ({
        player_application_id: kind === 'player' ? e.id : null,
        staff_application_id: kind === 'staff' ? e.id : null,
        from_status: e.from,
        to_status: e.to,
        reason: e.reason,
        changed_by: by,
        changed_at: at,
      })),
    )
    .execute();
}

export async function history(db: Executor, kind: ApplicationKind, id: number) {
  const column = kind === 'player' ? 'h.player_application_id' : 'h.staff_application_id';
  const rows = await db
    .selectFrom('application_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select([
      'h.id',
      'h.from_status',
      'h.to_status',
      'h.reason',
      'h.changed_at',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .where(column, '=', id)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    from_status: r.from_status,
    to_status: r.to_status,
    reason: r.reason,
    changed_at: iso(r.changed_at)!,
    changed_by: r.user_id !== null && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
  }));
}
