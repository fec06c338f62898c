// What a backup archive holds (ADR 0273): one uncompressed tar with
//   manifest.json          what, when, from which database, and every table's row count;
//   database.pgdump        PostgreSQL: pg_dump's custom format (compressed by pg_dump), or
//   database/…             the embedded database: its data directory, copied with no writer;
//   uploads/…              the file store (public images, private documents, their modes kept).
// The counts are taken in the same snapshot as the dump, so a restore is checked against them.

export const MANIFEST = 'manifest.json';
export const PG_DUMP_ENTRY = 'database.pgdump';
export const PGLITE_ENTRY = 'database';
export const UPLOADS_ENTRY = 'uploads';
export const ARCHIVE_FORMAT = 1;

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  product: 'league';
  database: 'postgres' | 'pglite';
  createdAt: string;
  /** The newest migration applied to the database when it was saved. */
  migration: string | null;
  /** Rows of every table of the `public` schema. */
  counts: Record<string, number>;
  uploads: { files: number; bytes: number };
}

/** Runs one statement and answers its rows (a pg client's or PGlite's `query`). */
export type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the public schema and its row count, in name order. */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query(`select count(*)::int as n from ${quoted(String(name))}`);
    counts[String(name)] = Number(row.n);
  }
  return counts;
}

/** The newest migration applied (null on a database never migrated). */
export async function newestMigration(query: Query): Promise<string | null> {
  const [found] = await query("select to_regclass('public.kysely_migration') is not null as migrated");
  if (!found?.migrated) return null;
  const [row] = await query('select max(name) as name from kysely_migration');
  return (row?.name as string | null) ?? null;
}

/** The tables whose counts differ between two sets (a table missing on one side counts as -1). */
export function countDifferences(
  expected: Record<string, number>,
  found: Record<string, number>,
): Array<{ table: string; expected: number; found: number }> {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables
    .map((table) => ({ table, expected: expected[table] ?? -1, found: found[table] ?? -1 }))
    .filter((row) => row.expected !== row.found);
}
