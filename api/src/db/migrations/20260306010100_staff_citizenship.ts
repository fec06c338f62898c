// Staff travel with the team (departures): the provider needs their citizenship, as for players.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, ['alter table staff add column citizenship_country_id integer references countries (id)']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, ['alter table staff drop column if exists citizenship_country_id']);
}
