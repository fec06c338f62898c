// SQL of the live module: only whether a match exists (the stream of a missing match is a 404).
import type { Executor } from '../../db/database';

export async function matchExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('matches').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
