// A drain: batches of the notifications' e-mail until none is left or a batch sent nothing, then
// the same for each other outbox; answers how many were sent.
import { BATCH, type MailSendDeps } from './deps';
import { notificationBatch } from './notification-batch';
import { outboxBatch } from './outbox-batch';

const drainWith = async (step: () => Promise<{ taken: number; sent: number }>) => {
  let total = 0;
  for (;;) {
    const { taken, sent } = await step();
    total += sent;
    if (taken < BATCH || sent === 0) return total;
  }
};

export async function drain(deps: MailSendDeps): Promise<number> {
  let total = await drainWith(() => notificationBatch(deps));
  for (const outbox of deps.outboxes) total += await drainWith(() => outboxBatch(deps, outbox));
  return total;
}
