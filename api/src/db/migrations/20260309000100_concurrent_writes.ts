// Writers at the same moment on PostgreSQL (ADR 0138, 0139):
//
// 1. The tally's recount (`match_tally_refresh`, migration 20260308000100_match_tally) locks the
//    matches it recounts `for no key update` instead of `for update`. That is the lock its own
//    UPDATE takes anyway, and unlike `for update` it does not wait for a foreign key's KEY SHARE
//    lock: two transactions that each inserted a row naming the match (an idempotency key, an
//    event) and then asked for `for update` waited on each other's KEY SHARE — a deadlock.
//    Recounts of one match still run one after the other (the lock conflicts with itself). The
//    function's text is taken from the database and only the lock clause changes, so the rules
//    stay written once, in the tally migration.
// 2. An event's idempotency key keeps the hash of the event it recorded (`body_hash`): the same
//    key with another event is refused (409) instead of answered as a retry with nothing
//    recorded. Keys stored before have no hash and stay retries.
import type { Kysely } from 'kysely';
import { run } from './ddl';

const lockClause = (from: string, to: string) => `do $$
  declare
    definition text := pg_get_functiondef('match_tally_refresh(integer[])'::regprocedure);
  begin
    if position('order by id ${from};' in definition) = 0 then
      raise exception 'match_tally_refresh: lock clause "${from}" not found';
    end if;
    execute replace(definition, 'order by id ${from};', 'order by id ${to};');
  end
$$`;

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    lockClause('for update', 'for no key update'),
    'alter table match_event_keys add column body_hash text',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    'alter table match_event_keys drop column if exists body_hash',
    lockClause('for no key update', 'for update'),
  ]);
}
