// SQL of the feedback inbox: a page of messages with who handled them and their answers, one
// message locked for a change, the changes themselves, and the answers' outbox.
import { sql } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { claimDueMail } from '../../db/mail-claims';
import type { PageWindow } from '../../lib/pagination';
import type { ReplyEmailState } from './feedback.table';

export type InboxState = 'unread' | 'open' | 'handled' | undefined;

const messageColumns = [
  'f.id',
  'f.name',
  'f.phone',
  'f.email',
  'f.text',
  'f.language',
  'f.created_at',
  'f.read_at',
  'f.handled_at',
  'f.handled_by',
  'u.name as handled_by_name',
  'f.version',
] as const;

export async function page(db: Executor, state: InboxState, window: PageWindow, newestFirst: boolean) {
  let base = db.selectFrom('feedback as f');
  if (state === 'unread') base = base.where('f.read_at', 'is', null);
  if (state === 'open') base = base.where('f.handled_at', 'is', null);
  if (state === 'handled') base = base.where('f.handled_at', 'is not', null);
  const [total, rows] = await Promise.all([
    countRows(base),
    base
      .leftJoin('users as u', 'u.id', 'f.handled_by')
      .select(messageColumns)
      .orderBy('f.created_at', newestFirst ? 'desc' : 'asc')
      .orderBy('f.id', newestFirst ? 'desc' : 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total, rows };
}

export async function message(db: Executor, id: number, options: { lock?: boolean } = {}) {
  if (options.lock) await db.selectFrom('feedback').select('id').where('id', '=', id).forUpdate().execute();
  return db
    .selectFrom('feedback as f')
    .leftJoin('users as u', 'u.id', 'f.handled_by')
    .select(messageColumns)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export type MessageRow = NonNullable<Awaited<ReturnType<typeof message>>>;

export async function repliesOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('feedback_replies as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.feedback_id',
      'r.text',
      'r.author_id',
      'u.name as author_name',
      'r.created_at',
      'r.email_state',
    ])
    .where('r.feedback_id', 'in', ids)
    .orderBy('r.id')
    .execute();
}

export async function counts(db: Executor) {
  return db
    .selectFrom('feedback')
    .select([
      sql<number>`count(*) filter (where read_at is null)::int`.as('unread'),
      sql<number>`count(*) filter (where handled_at is null)::int`.as('open'),
    ])
    .executeTakeFirstOrThrow();
}

export interface MessageChange {
  read_at?: Date;
  handled_at?: Date | null;
  handled_by?: number | null;
}

export async function change(db: Executor, id: number, values: MessageChange): Promise<void> {
  await db
    .updateTable('feedback')
    .set({ ...values, version: (eb) => eb('version', '+', 1) })
    .where('id', '=', id)
    .execute();
}

export async function insertReply(db: Executor, row: { feedback_id: number; author_id: number; text: string }) {
  await db.insertInto('feedback_replies').values(row).execute();
}

/** Claims due answers (and those whose claim outlived the lease) for one mailer, rows locked while claimed. */
export async function claimDueReplies(db: Executor, limit: number, now: Date, staleBefore: Date) {
  const ids = await claimDueMail(db, 'feedback_replies', limit, now, staleBefore);
  if (ids.length === 0) return [];
  return db
    .selectFrom('feedback_replies as r')
    .innerJoin('feedback as f', 'f.id', 'r.feedback_id')
    .select(['r.id', 'r.text', 'r.email_tries', 'f.email', 'f.name', 'f.text as question', 'f.language'])
    .where('r.id', 'in', ids)
    .orderBy('r.id')
    .execute();
}

export async function setReplyState(db: Executor, id: number, state: ReplyEmailState, tries: number): Promise<void> {
  await db
    .updateTable('feedback_replies')
    .set({ email_state: state, email_tries: tries })
    .where('id', '=', id)
    .execute();
}
