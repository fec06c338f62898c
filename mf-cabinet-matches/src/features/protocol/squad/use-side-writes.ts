// The writes of one team's match squad: save and reset, each naming the side's version. A 409 over
// an open squad shows what was saved meanwhile and keeps the choices made here — unless what was
// saved is exactly what this save sent (the same save repeated after its answer was lost): then it
// is saved. Any other refusal is said on its rows or above them. A save without network (or behind
// writes of the match still waiting) goes to the outbox with the version it was based on and is
// sent in order when the network returns, answered the same way (ADR 0178); a reset needs the
// network.
import { useState } from 'react';
import { errorMessage, fieldErrors, useEndpointMutation, type TeamType } from '@league/shared';
import {
  endpoints,
  openConflictOf,
  useNotify,
  type CabinetSquads,
  type CabinetSquadSide,
  type Section,
} from '@league/shared/cabinet';
import { isOffline, pageOutbox } from '../outbox/outbox';
import { flushOutbox, mustQueue, useMatchOutbox, useOutboxResults } from '../outbox/send';
import { picksOf, sameSquad, type SquadBodyPlayer, type SquadChoice } from './squad-values';

type Body = { players: SquadBodyPlayer[] };

export function useSideWrites(
  matchId: number,
  side: CabinetSquadSide,
  teamType: TeamType,
  section: Section<SquadChoice>,
  onSaved: (squads: CabinetSquads) => void,
) {
  const notify = useNotify();
  const save = useEndpointMutation(endpoints.matches.saveSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const reset = useEndpointMutation(endpoints.matches.resetSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const part = `squad:${teamType}`;
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

  const done = (squads: CabinetSquads) => {
    const mine = squads[teamType]!;
    section.saved(picksOf(mine), mine.version);
    onSaved(squads);
    notify.success('squadsSaved');
  };
  const refused = (error: unknown, sent?: Body) => {
    const current = openConflictOf<CabinetSquads>(error, (squads) => squads.editable);
    const theirs = current?.[teamType];
    if (theirs && sent && sameSquad(theirs, sent)) {
      section.saved(picksOf(theirs), theirs.version);
      onSaved(current!);
      notify.success('squadsSaved');
      return;
    }
    if (theirs) section.conflicted(picksOf(theirs), theirs.version);
    else {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error));
    }
    notify.error('squadsError');
  };
  // A queued save, sent when the network returned: saved (or already saved), or refused now.
  useOutboxResults(matchId, part, (result) => {
    if (result.outcome === 'sent') done(result.data as CabinetSquads);
    else {
      // What was sent is "yours" beside what the 409 brought, or where the 422 points.
      section.setValue(() => picksOf({ players: (result.item.body as Body).players } as unknown as CabinetSquadSide));
      refused(result.error);
    }
  });
  const queue = async (body: Body & { team_id: number; version: number }) => {
    await pageOutbox().add({
      kind: 'squad',
      part,
      url: `/cabinet/matches/${matchId}/squad`,
      method: 'POST',
      body,
      matchId,
      createdAt: Date.now(),
    });
  };

  const run = async (
    write: () => Promise<{ data: CabinetSquads }>,
    sent?: Body & { team_id: number; version: number },
  ) => {
    setErrors({});
    setMessage(null);
    if (sent && (await mustQueue(matchId))) {
      // Behind older writes (sent first) or without network: queued; a flush sends it when it can.
      await queue(sent);
      return void flushOutbox();
    }
    try {
      done((await write()).data);
    } catch (error) {
      if (sent && isOffline(error)) return queue(sent);
      refused(error, sent);
    }
  };

  return {
    save: (body: Body) => {
      const sent = { team_id: side.team.id, version: section.version, ...body };
      return run(() => save.mutateAsync({ params: { id: matchId }, body: sent }), sent);
    },
    reset: () =>
      run(() =>
        reset.mutateAsync({ params: { id: matchId }, body: { team_id: side.team.id, version: section.version } }),
      ),
    errors,
    message,
    waiting,
    saving: save.isPending,
    resetting: reset.isPending,
  };
}
