// The provider's decision on a departure: agree, reject with a reason, remove, and undo the last
// one (until the travel date; the API refuses after it with the departure as it is). Each says
// its own success; a refusal says the server's reason and the page redraws from the server.
import { useTranslation } from 'react-i18next';
import { endpointKey, errorMessage, queryClient, showToast, useEndpointMutation } from '@league/shared';
import { endpoints, type DepartureDecision } from '@league/shared/cabinet';

const { departures } = endpoints;
const invalidates = [departures.departure, departures.squadForm, endpoints.cabinetLists.cabinetDepartures];

export function useDecision(departureId: number) {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const decide = useEndpointMutation(departures.decide, { invalidates });
  const undoDecision = useEndpointMutation(departures.undoDecision, { invalidates });
  /** Sends the decision; throws on failure (the reject form shows it). */
  const send = async (status: DepartureDecision, reason: string | null = null) => {
    await decide.mutateAsync({ params: { id: departureId }, body: { status, reason } });
  };
  /** A write by a button: its toast either way. */
  const press = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      showToast(done, 'success');
    } catch (error) {
      showToast(errorMessage(error) ?? tc('toast.error'), 'error');
      // A refusal (409) means the departure changed or the travel date came: redraw what may be done now.
      await queryClient.invalidateQueries({ queryKey: endpointKey(departures.departure) });
    }
  };
  return {
    send,
    agree: () => press(() => send('submitted'), t('departures.agreed')),
    remove: () => press(() => send('unsubmitted'), t('departures.removed')),
    undo: () => press(() => undoDecision.mutateAsync({ params: { id: departureId } }), t('departures.undone')),
    pending: decide.isPending || undoDecision.isPending,
  };
}
