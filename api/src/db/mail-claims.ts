// The claim step of the tables that carry their own e-mail outbox columns (`email_state`,
// `email_claimed_at`): the feedback answers and the notifications. The account mail outbox has
// its own column names (accounts/account-mail.repository.ts).
import type { Executor } from './database';

export type MailOutboxTable = 'feedback_replies' | 'notifications';

/**
 * Claims up to `limit` rows whose e-mail is due (or whose claim is older than `staleBefore`: its
 * mailer is gone) as 'sending' at `now`, and answers their ids in order. The rows are locked while
 * claimed (`skip locked`: a second mailer takes others), so one mail is sent by one mailer; the
 * sending itself happens outside any transaction.
 */
export async function claimDueMail(
  db: Executor,
  table: MailOutboxTable,
  limit: number,
  now: Date,
  staleBefore: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email_state', '=', 'due'),
        eb.and([eb('email_state', '=', 'sending'), eb('email_claimed_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  const ids = rows.map((r) => Number(r.id));
  if (ids.length > 0)
    await db.updateTable(table).set({ email_state: 'sending', email_claimed_at: now }).where('id', 'in', ids).execute();
  return ids;
}
