// The additional information in the outbox: a save queued without network (with the version it was
// based on), and the last one still waiting shown in the form.
import { useState } from 'react';
import type { CabinetAdditions, Section } from '@league/shared/cabinet';
import { pageOutbox } from '../outbox/outbox';
import { useMatchOutbox } from '../outbox/send';

type Additions = CabinetAdditions['additions'];

/** Queues a save of the additional information to be sent in order. */
export async function queueAdditions(matchId: number, body: { version: number; additions: Additions }) {
  await pageOutbox().add({
    kind: 'additions',
    part: 'additions',
    url: `/cabinet/matches/${matchId}/additions`,
    method: 'POST',
    body,
    matchId,
    createdAt: Date.now(),
  });
}

/** Whether a save of the additional information waits to send; the form shows what it will send. */
export function useQueuedAdditions(matchId: number, section: Section<Additions>): boolean {
  // The last save of this section still waiting to send: the form shows what it will send (also
  // when the page was opened again without network).
  const queued = useMatchOutbox(matchId)
    .items.filter((item) => item.part === 'additions')
    .at(-1);
  const waiting = queued !== undefined;
  const queuedId = queued?.id;
  const queuedValue = (queued?.body as { additions?: Additions } | undefined)?.additions;
  // Once per queued save, not on every keystroke (the state of a render adjusted as it renders).
  const [shownId, setShownId] = useState<number | undefined>(undefined);
  if (queuedId !== shownId) {
    setShownId(queuedId);
    if (queuedValue && !section.dirty) section.setValue(() => queuedValue);
  }
  return waiting;
}
