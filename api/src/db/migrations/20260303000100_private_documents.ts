// Players' and staff's documents (identity, medical, consent) live in the private area of the
// file store: their `file_path` is the whole storage key `private/…`, never a path served at
// /uploads/, and a check keeps it so. Files already on disk are moved at start-up
// (storage/legacy-layout.ts).
import type { Kysely } from 'kysely';
import { run } from './ddl';

const TABLES = ['player_documents', 'staff_documents'];

export async function up(db: Kysely<any>): Promise<void> {
  await run(
    db,
    TABLES.flatMap((table) => [
      `update ${table} set file_path = 'private/' || ltrim(file_path, '/') where file_path not like 'private/%'`,
      `alter table ${table} add constraint ${table}_private_file check (file_path like 'private/%')`,
    ]),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(
    db,
    TABLES.flatMap((table) => [
      `alter table ${table} drop constraint if exists ${table}_private_file`,
      `update ${table} set file_path = substr(file_path, 9) where file_path like 'private/%'`,
    ]),
  );
}
