// The event writes of one match: add, change, delete. A new event carries an idempotency key that
// stays the same while the same event is retried and changes after a success or with another
// event, so a double tap or a retry never records a goal twice and an event changed after an
// unanswered save is not taken for that save (ADR 0139). A change or a delete names the events
// version; a stale one (409 over an open protocol) shows the events it carries and keeps the form
// as typed, and the next save names their version. The one place an event is posted (the form and
// the quick entry both save through it). Without network a new event goes to the outbox with its
// key, is shown as waiting to send, and is sent in order when the network returns (ADR 0178); a
// change or a delete, versioned, is not queued: it says it needs the network.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, useEndpointMutation } from '@league/shared';
import { isOffline, kindOf, pageOutbox, pending, type Outbox } from '../outbox/outbox';
import { useMatchOutbox, useOutboxResults } from '../outbox/send';
import {
  endpoints,
  eventKeys,
  type EventCreateBody,
  type CabinetEvent,
  type CabinetEvents,
} from '@league/shared/cabinet';
import { eventBody, type EventValues } from './event-values';
import { EVENT_INVALIDATES, useEventDelete } from './use-event-delete';
import { useEventRefusals } from './use-event-refusals';

/** A refusal made on the device before anything is sent, in the shape of the API's (422 on its fields). */
export function refusedHere(fields: Record<string, string>) {
  const message = Object.values(fields).join(' ');
  const errors = Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, [text]]));
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status: 422, data: { success: false, message, data: { errors } } },
  });
}

/** Queues a new event with its idempotency key, to be sent in order when the network returns. */
const queueEvent = (outbox: Outbox, matchId: number, body: EventCreateBody & { idempotency_key: string }) =>
  outbox.add({
    kind: 'event',
    url: `/cabinet/matches/${matchId}/events`,
    method: 'POST',
    body,
    idempotencyKey: body.idempotency_key,
    matchId,
    createdAt: Date.now(),
  });

export function useEventWrites(matchId: number, events: CabinetEvents) {
  const { t } = useTranslation('cab-matches');
  const create = useEndpointMutation(endpoints.matches.createEvent, { invalidates: EVENT_INVALIDATES });
  const update = useEndpointMutation(endpoints.matches.updateEvent, { invalidates: EVENT_INVALIDATES });
  // One key per event: the same key while the same event is retried, a new one for another.
  const keys = useRef(eventKeys());
  const refusals = useEventRefusals(matchId);
  const { setRefusal, refused } = refusals;

  const outbox = pageOutbox();
  // This match's queued writes (every kind, oldest first): the events among them are listed.
  const { items: queued, attention, flushing, flush } = useMatchOutbox(matchId);
  const waiting = queued.filter((item) => kindOf(item) === 'event');
  // A waiting event refused when it was sent (a closed protocol, a player no longer on the pitch):
  // shown as a save refused now — a 409 as the conflict notice, a rule broken with what it says.
  useOutboxResults(matchId, 'event', (result) => {
    if (result.outcome !== 'refused') return;
    const fields = Object.values(fieldErrors(result.error));
    if (fields.length) setRefusal(`${t('outbox.refused')} ${fields.join(' ')}`);
    else refused(result.error);
  });

  const queue = async (body: EventCreateBody & { idempotency_key: string }) => {
    await queueEvent(outbox, matchId, body);
    keys.current.recorded();
  };

  /**
   * Adds the event, or changes `editing` (at `version`, else the events' version as last read);
   * answers the events after the save; throws on failure (the form shows it).
   */
  const save = async (
    values: EventValues,
    editing: CabinetEvent | null,
    version = events.version,
  ): Promise<CabinetEvents> => {
    refusals.clear();
    const body = eventBody(values);
    const created: (EventCreateBody & { idempotency_key: string }) | null = editing
      ? null
      : { ...body, idempotency_key: keys.current.keyFor(body) };
    // Without network, or behind writes of the match still waiting (they go first): into the outbox.
    // A new event in play always has a minute: one is asked for here, never sent to be refused later.
    if (created && created.match_scope === 'regular' && created.minute === null)
      throw refusedHere({ minute: t('matchDay.minuteFirst') });
    if (created && (navigator.onLine === false || pending(await outbox.list(matchId)).length > 0)) {
      await queue(created);
      void flush();
      return events;
    }
    try {
      if (editing) {
        const answer = await update.mutateAsync({
          params: { id: matchId, kind: editing.kind, event_id: editing.id },
          body: { ...body, kind: editing.kind, version },
        });
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

  const del = useEventDelete(matchId, events, refusals);

  return {
    save,
    remove: del,
    notice: refusals.notice,
    refusal: refusals.refusal,
    waiting,
    queued: queued.length,
    attention,
    flushing,
    flush,
  };
}
