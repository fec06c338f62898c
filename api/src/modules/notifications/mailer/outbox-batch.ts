// One batch of another outbox (the feedback answers): due rows claimed in a short transaction,
// each sent outside any transaction, then each outcome recorded through the outbox.
import { inTransaction } from '../../../db/transaction';
import type { Outbox } from '../notifications.outbox';
import { BATCH, CLAIM_LEASE_MS, MAX_TRIES, type MailSendDeps, sender } from './deps';

export async function outboxBatch(deps: MailSendDeps, outbox: Outbox): Promise<{ taken: number; sent: number }> {
  const { db, clock, log, transport } = deps;
  const now = clock();
  const rows = await inTransaction(
    db,
    (trx) => outbox.claim(trx, BATCH, now, new Date(now.getTime() - CLAIM_LEASE_MS)),
    { label: `${outbox.label}: claim` },
  );
  const outcomes: Array<{ id: number; state: 'sent' | 'due' | 'failed' | 'off'; tries: number }> = [];
  for (const row of rows) {
    if (!row.mail) {
      outcomes.push({ id: row.id, state: 'off', tries: row.tries });
      continue;
    }
    const tries = row.tries + 1;
    try {
      const { to, subject, text, language } = row.mail;
      await transport.sendMail({ from: await sender(deps, language), to, subject, text });
      outcomes.push({ id: row.id, state: 'sent', tries });
    } catch (error) {
      log.warn({ err: error, outbox: outbox.label, id: row.id, tries }, `${outbox.label}: e-mail failed`);
      outcomes.push({ id: row.id, state: tries >= MAX_TRIES ? 'failed' : 'due', tries });
    }
  }
  if (outcomes.length > 0)
    await inTransaction(
      db,
      async (trx) => {
        for (const o of outcomes) await outbox.record(trx, o.id, o.state, o.tries);
      },
      { label: `${outbox.label}: record` },
    );
  return { taken: rows.length, sent: outcomes.filter((o) => o.state === 'sent').length };
}
