// SQL of the public feedback form: one insert.
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { FeedbackTable } from './feedback.table';

/** The columns a message from the form fills; the others start empty or at their defaults. */
export type NewFeedback = Pick<
  Selectable<FeedbackTable>,
  'name' | 'phone' | 'email' | 'text' | 'ip' | 'user_agent' | 'language'
>;

export async function insertFeedback(db: Executor, row: NewFeedback): Promise<number> {
  const inserted = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
