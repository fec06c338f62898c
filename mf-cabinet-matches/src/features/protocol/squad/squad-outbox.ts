// One team's squad in the outbox: its save queued without network (with the version it was based
// on), and the last one still waiting shown in the form.
import { useState } from 'react';
import type { CabinetSquadSide, Section } from '@league/shared/cabinet';
import { pageOutbox } from '../outbox/outbox';
import { useMatchOutbox } from '../outbox/send';
import { picksOf, type SquadBodyPlayer, type SquadChoice } from './squad-values';

export type Body = { players: SquadBodyPlayer[] };

/** Queues a save of the side (`part`: `squad:host`, `squad:guest`) to be sent in order. */
export async function queueSquad(matchId: number, part: string, body: Body & { team_id: number; version: number }) {
  await pageOutbox().add({
    kind: 'squad',
    part,
    url: `/cabinet/matches/${matchId}/squad`,
    method: 'POST',
    body,
    matchId,
    createdAt: Date.now(),
  });
}

/** Whether a save of the side waits to send; the form shows what it will send. */
export function useQueuedSquad(matchId: number, part: string, section: Section<SquadChoice>): boolean {
  // The last save of this side still waiting to send: the form shows what it will send (also
  // when the page was opened again without network).
  const queued = useMatchOutbox(matchId)
    .items.filter((item) => item.part === part)
    .at(-1);
  const waiting = queued !== undefined;
  const queuedId = queued?.id;
  const queuedPlayers = (queued?.body as Body | undefined)?.players;
  // Once per queued save, not on every tap (the state of a render adjusted as it renders).
  const [shownId, setShownId] = useState<number | undefined>(undefined);
  if (queuedId !== shownId) {
    setShownId(queuedId);
    if (queuedPlayers && !section.dirty)
      section.setValue(() => picksOf({ players: queuedPlayers } as unknown as CabinetSquadSide));
  }
  return waiting;
}
