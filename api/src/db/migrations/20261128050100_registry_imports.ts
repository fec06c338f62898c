// The registry's imports from a spreadsheet (ADR 0250): one row per imported file and place
// (the whole registry, or one team's players or staff), so the same file imported again changes
// nothing: `source` is the file's SHA-256 with its place, unique. Imports queue on one advisory
// lock (two files naming one new club must not both create it); the first of a source finds it free.
import type { Kysely } from 'kysely';
import { createdAt, dropTables, id, run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table registry_imports (
      ${id},
      source text not null unique,
      file_name text not null,
      created_by integer references users (id) on delete set null,
      clubs integer not null default 0,
      teams integer not null default 0,
      players integer not null default 0,
      staff integer not null default 0,
      skipped integer not null default 0,
      ${createdAt}
    )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['registry_imports']);
}
