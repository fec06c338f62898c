// The match clock (ADR 0172), kept on the match so every device and the public page read the same
// minute: the period being played (null before the first kick-off of the clock), when its running
// stretch started (null while paused), the seconds of the period played before that stretch, and
// the clock's own version (a start or pause names the version it read; a stale one is a 409).
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table matches
      add column clock_period smallint check (clock_period between 1 and 9),
      add column clock_started_at timestamptz,
      add column clock_elapsed_seconds integer not null default 0 check (clock_elapsed_seconds >= 0),
      add column clock_version integer not null default 1`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table matches
      drop column if exists clock_version,
      drop column if exists clock_elapsed_seconds,
      drop column if exists clock_started_at,
      drop column if exists clock_period`,
  ]);
}
