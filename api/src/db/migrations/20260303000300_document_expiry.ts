// Documents with a validity period (a medical examination, a licence) carry the date they expire;
// null = the document does not expire. The eligibility rules read it (modules/eligibility).
import type { Kysely } from 'kysely';
import { run } from './ddl';

const TABLES = ['player_documents', 'staff_documents'];

export async function up(db: Kysely<any>): Promise<void> {
  await run(
    db,
    TABLES.map((table) => `alter table ${table} add column expires_at date`),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(
    db,
    TABLES.map((table) => `alter table ${table} drop column if exists expires_at`),
  );
}
