// The writes of one team's match squad: save and reset, each naming the side's version. A 409 over
// an open squad shows what was saved meanwhile and keeps the choices made here — unless what was
// saved is exactly what this save sent (the same save repeated after its answer was lost): then it
// is saved. Any other refusal is said on its rows or above them. A save without network (or behind
// writes of the match still waiting) goes to the outbox with the version it was based on and is
// sent in order when the network returns, answered the same way (ADR 0178); a reset needs the
// network.
import { useEndpointMutation, type TeamType } from '@league/shared';
import { endpoints, type CabinetSquads, type CabinetSquadSide, type Section } from '@league/shared/cabinet';
import { isOffline } from '../outbox/outbox';
import { flushOutbox, mustQueue, useOutboxResults } from '../outbox/send';
import { queueSquad, useQueuedSquad, type Body } from './squad-outbox';
import { picksOf, type SquadChoice } from './squad-values';
import { useSquadAnswers } from './use-squad-answers';

export function useSideWrites(
  matchId: number,
  side: CabinetSquadSide,
  teamType: TeamType,
  section: Section<SquadChoice>,
  onSaved: (squads: CabinetSquads) => void,
) {
  const { errors, message, done, refused, clear } = useSquadAnswers(teamType, section, onSaved);
  const save = useEndpointMutation(endpoints.matches.saveSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const reset = useEndpointMutation(endpoints.matches.resetSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const part = `squad:${teamType}`;
  const waiting = useQueuedSquad(matchId, part, section);

  // A queued save, sent when the network returned: saved (or already saved), or refused now.
  useOutboxResults(matchId, part, (result) => {
    if (result.outcome === 'sent') done(result.data as CabinetSquads);
    else {
      // What was sent is "yours" beside what the 409 brought, or where the 422 points.
      section.setValue(() => picksOf({ players: (result.item.body as Body).players } as unknown as CabinetSquadSide));
      refused(result.error);
    }
  });
  const queue = (body: Body & { team_id: number; version: number }) => queueSquad(matchId, part, body);

  const run = async (
    write: () => Promise<{ data: CabinetSquads }>,
    sent?: Body & { team_id: number; version: number },
  ) => {
    clear();
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
