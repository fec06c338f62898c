// A team's title is unique within its club (case-insensitive, the Kazakh title every team has):
// the service answers a taken title with a field error, this index keeps two concurrent saves
// from both succeeding.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [`create unique index teams_club_title_kk_unique on teams (club_id, lower(title_kk))`]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [`drop index if exists teams_club_title_kk_unique`]);
}
