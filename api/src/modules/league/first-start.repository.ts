// SQL of the first-start checklist: one statement counting what a working league has.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

const count = sql<number>`count(*)::int`.as('n');

export async function firstStartCounts(db: Executor) {
  return db
    .selectNoFrom((eb) => [
      eb.selectFrom('league_settings').select('version').where('id', '=', 1).as('identity'),
      eb.selectFrom('users').select(count).as('users'),
      eb.selectFrom('referees').select(count).as('referees'),
      eb.selectFrom('players').select(count).as('players'),
      eb.selectFrom('seasons').select(count).where('current', '=', true).as('seasons'),
      eb.selectFrom('tournaments').select(count).as('tournaments'),
    ])
    .executeTakeFirstOrThrow();
}
