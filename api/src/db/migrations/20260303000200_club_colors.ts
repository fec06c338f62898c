// Club colours: keys of the colours handbook (handbook/colors), in the club's order.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [`alter table clubs add column colors jsonb not null default '[]'`]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [`alter table clubs drop column if exists colors`]);
}
