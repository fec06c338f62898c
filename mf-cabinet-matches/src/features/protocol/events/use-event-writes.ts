// The event writes of one match: add, change, delete. A new event carries an idempotency key that
// stays the same while the same event is retried and changes after a success or with another
// event, so a double tap or a retry never records a goal twice and an event changed after an
// unanswered save is not taken for that save (ADR 0139). A change or a delete names the events
// version; a stale one (409 over an open protocol) shows the events it carries and keeps the form
// as typed, and the next save names their version. The one place an event is posted (the form and
// the quick entry both save through it). Without network a new event goes to the outbox with its
// key, is shown as waiting to send, and is sent in order when the network returns (ADR 0178); a
// change or a delete, versioned, is not queued: it says it needs the network.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey, errorMessage, fieldErrors, queryClient, queryKeyFor, useEndpointMutation, useLocale } from '@league/shared';
import { isOffline, pageOutbox, type OutboxItem, type SendOutcome } from '../outbox/outbox';
import { endpoints, eventKeys, type EventCreateBody, openConflictOf, useNotify, type CabinetEvent, type CabinetEvents } from '@league/shared/cabinet';
import { eventBody, type EventBody, type EventValues } from './event-values';

export function useEventWrites(matchId: number, events: CabinetEvents) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const invalidates = [endpoints.matches.cabinetEvents, endpoints.matches.eventsPreview, endpoints.matches.cabinetProtocol];
  const create = useEndpointMutation(endpoints.matches.createEvent, { invalidates });
  const update = useEndpointMutation(endpoints.matches.updateEvent, { invalidates });
  const remove = useEndpointMutation(endpoints.matches.deleteEvent, { invalidates });
  // One key per event: the same key while the same event is retried, a new one for another.
  const keys = useRef(eventKeys());
  /** Someone else changed the events meanwhile (the list is fresh again). */
  const [notice, setNotice] = useState<string | null>(null);
  /** A refusal about no field: its reason. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const locale = useLocale();
  // The events a 409 brought back are the list from now on (and their version the next save's).
  const store = (current: CabinetEvents) =>
    queryClient.setQueryData(queryKeyFor(endpointKey(endpoints.matches.cabinetEvents, { params: { id: matchId } }), locale), { success: true, data: current });

  const refused = (error: unknown) => {
    const current = openConflictOf<CabinetEvents>(error, (saved) => saved.editable);
    if (current) {
      store(current);
      setNotice(t('protocol.eventsChanged'));
    }
    else if (Object.keys(fieldErrors(error)).length === 0) setRefusal(errorMessage(error) ?? '');
  };

  /**
   * Adds the event, or changes `editing` (at `version`, else the events' version as last read);
   * answers the events after the save; throws on failure (the form shows it).
   */
  const outbox = pageOutbox();
  /** This match's events waiting in the outbox, oldest first. */
  const [waiting, setWaiting] = useState<OutboxItem[]>([]);
  const [flushing, setFlushing] = useState(false);
  // What a flush started by an event (not a render) uses: the latest of each.
  const latest = useRef({ refused, t, create: create.mutateAsync });
  useEffect(() => {
    latest.current = { refused, t, create: create.mutateAsync };
  });

  const flush = useCallback(async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    await outbox.flush(async (item): Promise<SendOutcome> => {
      try {
        await latest.current.create({ params: { id: item.matchId }, body: { ...(item.body as EventBody), idempotency_key: item.idempotencyKey } });
        return 'sent';
      } catch (error) {
        if (isOffline(error)) return 'offline';
        // Refused (a closed protocol, a player no longer on the pitch): shown as a save refused
        // now — a 409 as the conflict notice, a rule broken with what it says.
        if (item.matchId === matchId) {
          const fields = Object.values(fieldErrors(error));
          if (fields.length) setRefusal(`${latest.current.t('outbox.refused')} ${fields.join(' ')}`);
          else latest.current.refused(error);
        }
        return 'refused';
      }
    });
  }, [outbox, matchId]);

  useEffect(() => {
    let live = true;
    const read = () =>
      void outbox.list(matchId).then((items) => {
        if (!live) return;
        setWaiting(items);
        setFlushing(outbox.isFlushing());
      });
    const unsubscribe = outbox.subscribe(read);
    read();
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('online', online);
    };
  }, [outbox, matchId, flush]);

  const queue = async (body: EventCreateBody & { idempotency_key: string }) => {
    await outbox.add({ url: `/cabinet/matches/${matchId}/events`, method: 'POST', body, idempotencyKey: body.idempotency_key, matchId, createdAt: Date.now() });
    keys.current.recorded();
  };

  const save = async (values: EventValues, editing: CabinetEvent | null, version = events.version): Promise<CabinetEvents> => {
    setNotice(null);
    setRefusal(null);
    const body = eventBody(values);
    const created: (EventCreateBody & { idempotency_key: string }) | null = editing ? null : { ...body, idempotency_key: keys.current.keyFor(body) };
    // Without network, or behind events still waiting (they go first): into the outbox.
    if (created && (navigator.onLine === false || (await outbox.list(matchId)).length > 0)) {
      await queue(created);
      void flush();
      return events;
    }
    try {
      if (editing) {
        const answer = await update.mutateAsync({ params: { id: matchId, kind: editing.kind, event_id: editing.id }, body: { ...body, kind: editing.kind, version } });
        return answer.data;
      }
      const answer = await create.mutateAsync({ params: { id: matchId }, body: created ?? body });
      keys.current.recorded();
      return answer.data;
    } catch (error) {
      if (created && isOffline(error)) {
        await queue(created);
        return events;
      }
      if (isOffline(error)) setRefusal(t('outbox.needsNetwork'));
      else refused(error);
      throw error;
    }
  };

  /** Deletes the event (at `version`, else the events' version as last read); whether it was deleted. */
  const del = async (event: CabinetEvent, version = events.version): Promise<boolean> => {
    setNotice(null);
    setRefusal(null);
    try {
      await remove.mutateAsync({ params: { id: matchId, kind: event.kind, event_id: event.id }, query: { version } });
      notify.success('eventsSaved');
      return true;
    } catch (error) {
      if (isOffline(error)) setRefusal(t('outbox.needsNetwork'));
      else refused(error);
      notify.error('eventsError');
      return false;
    }
  };

  return { save, remove: del, notice, refusal, waiting, flushing, flush };
}
