// Reminders of documents that expire (ADR 0167). `job_runs`: one row per daily job and day, taken
// in the transaction that does the day's work, so one process only does it (a second one waits
// on the key, then finds the day done). `document_reminders`: one row per document and threshold
// (30, 14, 3 days before it expires), so a restart, a second process or a second run never tells
// anybody twice. No foreign key: the document may be a player's or a staff member's (`owner`),
// and a deleted document's ids are never reused.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table job_runs (
      job text not null,
      day date not null,
      started_at timestamptz not null default now(),
      done integer not null default 0,
      primary key (job, day)
    )`,
    `create table document_reminders (
      owner text not null check (owner in ('player', 'staff')),
      document_id integer not null,
      threshold smallint not null check (threshold > 0),
      expires_at date not null,
      sent_on date not null,
      created_at timestamptz not null default now(),
      primary key (owner, document_id, threshold)
    )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, ['drop table if exists document_reminders', 'drop table if exists job_runs']);
}
