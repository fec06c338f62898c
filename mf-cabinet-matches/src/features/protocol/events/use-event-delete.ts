// Deleting a recorded event, at the events version as last read (or the one given): it needs the
// network; a refusal is shown like a save's.
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@league/shared';
import { endpoints, useNotify, type CabinetEvent, type CabinetEvents } from '@league/shared/cabinet';
import { isOffline } from '../outbox/outbox';
import type { useEventRefusals } from './use-event-refusals';

/** What an event write makes stale: the events, their preview and the protocol (its score). */
export const EVENT_INVALIDATES = [
  endpoints.matches.cabinetEvents,
  endpoints.matches.eventsPreview,
  endpoints.matches.cabinetProtocol,
];

export function useEventDelete(
  matchId: number,
  events: CabinetEvents,
  { clear, setRefusal, refused }: ReturnType<typeof useEventRefusals>,
) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const remove = useEndpointMutation(endpoints.matches.deleteEvent, { invalidates: EVENT_INVALIDATES });

  /** Deletes the event (at `version`, else the events' version as last read); whether it was deleted. */
  return async (event: CabinetEvent, version = events.version): Promise<boolean> => {
    clear();
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
}
