// Fixtures that move (ADR 0177): a match is postponed (a new kick-off, or none while the date is
// to be set), cancelled with a reason in kk/ru/en (and a technical result when the league decides
// one), or reinstated. `postponed_from`: the kick-off it had before its first postponement.
// `fixture_revision`: grows with every move, so a calendar feed's SEQUENCE grows even when two
// moves fall in the same minute of updated_at.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table matches
      add column cancellation_reason_kk text,
      add column cancellation_reason_ru text,
      add column cancellation_reason_en text,
      add column postponed_from timestamptz,
      add column fixture_revision integer not null default 0 check (fixture_revision >= 0)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table matches
      drop column if exists fixture_revision,
      drop column if exists postponed_from,
      drop column if exists cancellation_reason_en,
      drop column if exists cancellation_reason_ru,
      drop column if exists cancellation_reason_kk`,
  ]);
}
