// The feedback inbox (super_admin, media_manager): the messages paged and filtered (unread, not
// handled, handled), read, handled and answered. Each change locks the message and names the
// version it was made from: a moved version is a 409 with the message as it is now, so two people
// never answer one parent twice without seeing the first answer. An answer is stored as due in the
// change's transaction and e-mailed by the outbox after commit (inbox.outbox.ts).
import type { FeedbackListQuery, FeedbackMessage, FeedbackReplyBody } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { CurrentUser } from '../auth/index';
import * as repository from './inbox.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function withReplies(db: Executor, rows: repository.MessageRow[]): Promise<FeedbackMessage[]> {
  const replies = await repository.repliesOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    phone: row.phone,
    email: row.email,
    text: row.text,
    created_at: iso(row.created_at)!,
    read_at: iso(row.read_at),
    handled_at: iso(row.handled_at),
    handled_by: row.handled_by ? { id: row.handled_by, name: row.handled_by_name ?? '' } : null,
    version: row.version,
    replies: replies
      .filter((reply) => reply.feedback_id === Number(row.id))
      .map((reply) => ({
        id: Number(reply.id),
        text: reply.text,
        author: reply.author_id ? { id: reply.author_id, name: reply.author_name ?? '' } : null,
        created_at: iso(reply.created_at)!,
        email_state: reply.email_state,
      })),
  }));
}

export function createFeedbackInbox({ db, clock }: { db: DB; clock: Clock }) {
  /** Locks the message, checks its version, applies `act`, answers the message as it is then. */
  const change = (
    id: number,
    version: number,
    label: string,
    act: (trx: Executor, row: repository.MessageRow) => Promise<void>,
  ) =>
    inTransaction(
      db,
      async (trx) => {
        const row = await repository.message(trx, id, { lock: true });
        if (!row) throw new AppError('not_found');
        if (row.version !== version)
          throw new AppError('feedback_changed', { data: { current: (await withReplies(trx, [row]))[0] } });
        await act(trx, row);
        return (await withReplies(trx, [(await repository.message(trx, id))!]))[0]!;
      },
      { label },
    );

  return {
    async list(query: FeedbackListQuery) {
      const window = pageWindow(query);
      const { total, rows } = await repository.page(db, query.state, window, query.sort !== 'created_at');
      return { data: await withReplies(db, rows), total, window };
    },

    counts: () => repository.counts(db),

    read: (id: number, version: number) =>
      change(id, version, 'feedback: read', async (trx, row) => {
        if (!row.read_at) await repository.change(trx, id, { read_at: clock() });
      }),

    handled: (user: CurrentUser, id: number, version: number, handled: boolean) =>
      change(id, version, 'feedback: handled', async (trx, row) => {
        const now = clock();
        await repository.change(trx, id, {
          read_at: row.read_at ?? now,
          handled_at: handled ? (row.handled_at ?? now) : null,
          handled_by: handled ? (row.handled_by ?? user.id) : null,
        });
      }),

    reply: (user: CurrentUser, id: number, body: FeedbackReplyBody) =>
      change(id, body.version, 'feedback: reply', async (trx, row) => {
        if (!row.email)
          throw new AppError('feedback_no_email', { data: { current: (await withReplies(trx, [row]))[0] } });
        const now = clock();
        await repository.insertReply(trx, { feedback_id: id, author_id: user.id, text: body.text.trim() });
        await repository.change(trx, id, {
          read_at: row.read_at ?? now,
          handled_at: row.handled_at ?? now,
          handled_by: row.handled_by ?? user.id,
        });
      }),
  };
}

export type FeedbackInbox = ReturnType<typeof createFeedbackInbox>;
