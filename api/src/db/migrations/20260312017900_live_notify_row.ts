// The live message names its event (ADR 0179): the events' trigger of migration 20260306010200
// now also sends the row's id, `{"match_id":…,"source":…,"op":…,"id":…}`, so each API process can
// read that one event back and tell its pages what changed. Still a few dozen bytes, far below
// NOTIFY's 8000-byte payload limit: the message itself is built by each process from the database.
import type { Kysely } from 'kysely';
import { run } from './ddl';

const LIVE_CHANNEL = 'match_live';

const withId = `create or replace function live_notify_match_event() returns trigger language plpgsql as $$
    declare
      row_match integer;
      row_id integer;
    begin
      if tg_op = 'DELETE' then row_match := old.match_id; row_id := old.id; else row_match := new.match_id; row_id := new.id; end if;
      perform pg_notify('${LIVE_CHANNEL}', json_build_object('match_id', row_match, 'source', tg_table_name, 'op', lower(tg_op), 'id', row_id)::text);
      if tg_op = 'UPDATE' and old.match_id is distinct from new.match_id then
        perform pg_notify('${LIVE_CHANNEL}', json_build_object('match_id', old.match_id, 'source', tg_table_name, 'op', 'delete', 'id', old.id)::text);
      end if;
      return null;
    end
    $$`;

const withoutId = `create or replace function live_notify_match_event() returns trigger language plpgsql as $$
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
    $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [withId]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [withoutId]);
}
