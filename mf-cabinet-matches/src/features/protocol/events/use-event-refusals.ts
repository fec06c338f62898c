// How a refused event write is shown: a stale events version (409 over an open protocol) makes the
// events it carries the list and says someone changed them; a refusal about no field gives its reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey, errorMessage, fieldErrors, queryClient, queryKeyFor, useLocale } from '@league/shared';
import { endpoints, openConflictOf, type CabinetEvents } from '@league/shared/cabinet';

export function useEventRefusals(matchId: number) {
  const { t } = useTranslation('cab-matches');
  /** Someone else changed the events meanwhile (the list is fresh again). */
  const [notice, setNotice] = useState<string | null>(null);
  /** A refusal about no field: its reason. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const locale = useLocale();
  // The events a 409 brought back are the list from now on (and their version the next save's).
  const store = (current: CabinetEvents) =>
    queryClient.setQueryData(
      queryKeyFor(endpointKey(endpoints.matches.cabinetEvents, { params: { id: matchId } }), locale),
      { success: true, data: current },
    );

  const refused = (error: unknown) => {
    const current = openConflictOf<CabinetEvents>(error, (saved) => saved.editable);
    if (current) {
      store(current);
      setNotice(t('protocol.eventsChanged'));
    } else if (Object.keys(fieldErrors(error)).length === 0) setRefusal(errorMessage(error) ?? '');
  };

  /** A new write: what was said about the last one is gone. */
  const clear = () => {
    setNotice(null);
    setRefusal(null);
  };

  return { notice, refusal, setRefusal, refused, clear };
}
