// The live match page (modules/live): every change of a match's events (insert, update, delete
// of goals, punishments, replacements, missed penalties) and every change of the match row
// (status, result, time …) sends `NOTIFY match_live, '{"match_id":…,"source":…,"op":…}'` when its
// transaction commits. Each API process LISTENs once and tells its open SSE connections, so it
// works with any number of API processes and whoever writes the row (the API, a script, psql).
// A new table of match events gets the same trigger: `live_notify_match_event()`.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export const LIVE_CHANNEL = 'match_live';
const EVENT_TABLES = ['goals', 'punishments', 'replacements', 'missed_penalties'];

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create or replace function live_notify_match_event() returns trigger language plpgsql as $$
    declare
      row_match integer;
    begin
      if tg_op = 'DELETE' then row_match := old.match_id; else row_match := new.match_id; end if;
      perform pg_notify('${LIVE_CHANNEL}', json_build_object('match_id', row_match, 'source', tg_table_name, 'op', lower(tg_op))::text);
      if tg_op = 'UPDATE' and old.match_id is distinct from new.match_id then
        perform pg_notify('${LIVE_CHANNEL}', json_build_object('match_id', old.match_id, 'source', tg_table_name, 'op', 'delete')::text);
      end if;
      return null;
    end
    $$`,
    `create or replace function live_notify_match() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${LIVE_CHANNEL}', json_build_object('match_id', new.id, 'source', 'matches', 'op', 'update')::text);
      return null;
    end
    $$`,
    ...EVENT_TABLES.map(
      (table) =>
        `create trigger ${table}_live_notify after insert or update or delete on ${table} for each row execute function live_notify_match_event()`,
    ),
    // Only a real change: a save that writes the same values tells nobody.
    `create trigger matches_live_notify after update on matches for each row when (old.* is distinct from new.*) execute function live_notify_match()`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    'drop trigger if exists matches_live_notify on matches',
    ...EVENT_TABLES.map((table) => `drop trigger if exists ${table}_live_notify on ${table}`),
    'drop function if exists live_notify_match()',
    'drop function if exists live_notify_match_event()',
  ]);
}
