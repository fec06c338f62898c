// SQL of the account mail outbox. Every function takes `db` or a `trx` first.
import type { Executor } from '../../db/database';
import type { AccountMail } from './accounts.table';

export async function insertMail(trx: Executor, mail: AccountMail, now: Date): Promise<void> {
  await trx
    .insertInto('account_mail')
    .values({ ...mail, created_at: now })
    .execute();
}

/** Due rows, and rows whose claim is older than `staleBefore`, locked (`skip locked`) and marked as sending. */
export async function claimDue(trx: Executor, limit: number, now: Date, staleBefore: Date) {
  const rows = await trx
    .selectFrom('account_mail')
    .selectAll()
    .where((eb) =>
      eb.or([eb('state', '=', 'due'), eb.and([eb('state', '=', 'sending'), eb('claimed_at', '<', staleBefore)])]),
    )
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  if (rows.length > 0)
    await trx
      .updateTable('account_mail')
      .set({ state: 'sending', claimed_at: now })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  return rows;
}

/** Records an attempt; a sent or abandoned mail forgets its link. */
export async function recordAttempt(
  db: Executor,
  id: number,
  state: 'sent' | 'due' | 'failed',
  tries: number,
): Promise<void> {
  await db
    .updateTable('account_mail')
    .set({ state, tries, ...(state === 'due' ? {} : { link: null }) })
    .where('id', '=', id)
    .execute();
}
