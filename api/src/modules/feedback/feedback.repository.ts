// SQL of the public feedback form: one insert.
import type { Executor } from '../../db/database';

export interface NewFeedback {
  name: string;
  phone: string;
  email: string | null;
  text: string;
  ip: string | null;
  user_agent: string | null;
  language: 'kk' | 'ru' | 'en';
}

export async function insertFeedback(db: Executor, row: NewFeedback): Promise<number> {
  const inserted = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
