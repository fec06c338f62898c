// The league's disqualification of a player's or staff member's application (ADR 0181): its
// reason, its length in matches (null = until further notice) and when it was decided (the
// team's matches kicking off later serve it). Applications disqualified before this: reason
// unknown (null), length until further notice, decided at their last change to `disqualified`
// in the audit trail (else their last update).
import type { Kysely } from 'kysely';
import { run } from './ddl';

const TABLES = [
  ['player_applications', 'player_application_id'],
  ['staff_applications', 'staff_application_id'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await run(
    db,
    TABLES.flatMap(([table, key]) => [
      `alter table ${table} add column disqualification_reason text`,
      `alter table ${table} add column disqualification_matches smallint check (disqualification_matches between 1 and 99)`,
      `alter table ${table} add column disqualified_at timestamptz`,
      `update ${table} a set disqualified_at = coalesce(
         (select max(h.changed_at) from application_status_history h where h.${key} = a.id and h.to_status = 'disqualified'),
         a.updated_at)
       where a.status = 'disqualified'`,
    ]),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(
    db,
    TABLES.flatMap(([table]) => [
      `alter table ${table} drop column if exists disqualified_at`,
      `alter table ${table} drop column if exists disqualification_matches`,
      `alter table ${table} drop column if exists disqualification_reason`,
    ]),
  );
}
