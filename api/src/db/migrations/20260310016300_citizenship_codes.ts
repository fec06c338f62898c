// Citizenship as an ISO 3166-1 alpha-2 code on players and staff (ADR 0163): any country a
// traveller can hold a passport of, not only the four the geography handbook lists. The codes
// the old reference column pointed at are carried over; the reference column goes.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  const statements: string[] = [];
  for (const table of ['players', 'staff']) {
    statements.push(
      `alter table ${table} add column citizenship char(2) check (citizenship ~ '^[A-Z]{2}$')`,
      `update ${table} set citizenship = (select upper(c.code) from countries c where c.id = ${table}.citizenship_country_id) where citizenship_country_id is not null`,
      `alter table ${table} drop column citizenship_country_id`,
    );
  }
  await run(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  const statements: string[] = [];
  for (const table of ['players', 'staff']) {
    statements.push(
      `alter table ${table} add column citizenship_country_id integer references countries (id)`,
      `update ${table} set citizenship_country_id = (select c.id from countries c where c.code = ${table}.citizenship) where citizenship is not null`,
      `alter table ${table} drop column citizenship`,
    );
  }
  await run(db, statements);
}
