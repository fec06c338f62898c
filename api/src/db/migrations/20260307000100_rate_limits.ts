// Rate-limit counters shared by every API process on one PostgreSQL database: one row per key
// (`login:pair:…`, `login:ip:…`, `feedback:ip:…`), counted with a single
// `insert … on conflict … returning` so parallel requests can never all pass the check.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table rate_limit_counters (
      key text primary key,
      count integer not null,
      reset_at timestamptz not null
    )`,
    `create index rate_limit_counters_reset_at_idx on rate_limit_counters (reset_at)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, ['drop table if exists rate_limit_counters']);
}
