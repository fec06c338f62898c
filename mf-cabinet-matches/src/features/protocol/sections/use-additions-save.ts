// The save of the additional information: sent at its version, or queued without network (or
// behind writes of the match still waiting) and sent in order when the network returns; a 409
// shows the conflict panel with what was saved meanwhile, a 422 lands on its fields.
import { useState, type FormEvent } from 'react';
import {
  endpointKey,
  errorMessage,
  fieldErrors,
  queryClient,
  queryKeyFor,
  useEndpointMutation,
  useLocale,
} from '@league/shared';
import { endpoints, openConflictOf, useNotify, type CabinetAdditions, type Section } from '@league/shared/cabinet';
import { isOffline } from '../outbox/outbox';
import { flushOutbox, mustQueue, useOutboxResults } from '../outbox/send';
import { queueAdditions, useQueuedAdditions } from './additions-outbox';

export function useAdditionsSave(matchId: number, section: Section<CabinetAdditions['additions']>) {
  const notify = useNotify();
  const locale = useLocale();
  const save = useEndpointMutation(endpoints.matches.saveAdditions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const waiting = useQueuedAdditions(matchId, section);
  const store = (data: CabinetAdditions) =>
    queryClient.setQueryData(
      queryKeyFor(endpointKey(endpoints.matches.cabinetAdditions, { params: { id: matchId } }), locale),
      { success: true, data },
    );
  const refused = (error: unknown) => {
    const current = openConflictOf<CabinetAdditions>(error, (saved) => saved.editable);
    if (current) {
      section.conflicted(current.additions, current.version);
      store(current);
    } else {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(errorMessage(error));
    }
    notify.error('additionsError');
  };
  // A queued save, sent when the network returned: saved, or refused as a save refused now.
  useOutboxResults(matchId, 'additions', (result) => {
    if (result.outcome === 'sent') {
      const data = result.data as CabinetAdditions;
      section.saved(data.additions, data.version);
      store(data);
      notify.success('additionsSaved');
    } else {
      const sent = (result.item.body as { additions?: CabinetAdditions['additions'] }).additions;
      if (sent) section.setValue(() => sent);
      refused(result.error);
    }
  });
  const queue = (body: { version: number; additions: CabinetAdditions['additions'] }) => queueAdditions(matchId, body);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    const body = { version: section.version, additions: section.value };
    if (await mustQueue(matchId)) {
      // Behind older writes (sent first) or without network: queued; a flush sends it when it can.
      await queue(body);
      return void flushOutbox();
    }
    try {
      const saved = await save.mutateAsync({ params: { id: matchId }, body });
      section.saved(saved.data.additions, saved.data.version);
      store(saved.data);
      notify.success('additionsSaved');
    } catch (error) {
      if (isOffline(error)) return queue(body);
      refused(error);
    }
  };
  return { errors, message, waiting, submit, saving: save.isPending };
}
