// Structured parts of static pages (the general-partner page: group services, stats and
// reliability items) per language, next to the staff-written HTML body.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table pages add column blocks_kk jsonb, add column blocks_ru jsonb, add column blocks_en jsonb`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table pages drop column if exists blocks_kk, drop column if exists blocks_ru, drop column if exists blocks_en`,
  ]);
}
