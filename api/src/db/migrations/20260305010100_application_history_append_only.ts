// The audit trail of application statuses is append-only: a row of `application_status_history`
// can never be changed, and never deleted by a statement of its own. Rows go only with their
// application (the foreign key's cascade, when a person or a tournament is removed), and a
// TRUNCATE (the demo seed's reset) is not a row delete.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function application_history_append_only() returns trigger language plpgsql as $$
    begin
      -- Depth 1: the statement is on this table itself; a cascade from the application runs deeper.
      if tg_op = 'UPDATE' or pg_trigger_depth() = 1 then
        raise exception 'application_status_history is append-only (% refused)', tg_op using errcode = 'restrict_violation';
      end if;
      return old;
    end
    $$`.execute(db);
  await sql`
    create trigger application_history_append_only
    before update or delete on application_status_history
    for each row execute function application_history_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists application_history_append_only on application_status_history`.execute(db);
  await sql`drop function if exists application_history_append_only()`.execute(db);
}
