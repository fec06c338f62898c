// The version of the public data, shared by every API process on one PostgreSQL database
// (lib/public-version.ts, ADR 0143): a process that committed a change visitors see takes the
// next value before it answers; every process reads the value before it answers a public request
// from memory, and forgets what it kept when the value moved. A sequence, not a row: taking a value
// is not transactional (no lock, no dead row per write) and reading it costs one tiny query.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, ['create sequence public_data_version']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, ['drop sequence if exists public_data_version']);
}
