// The provider's decision on a departure: agree, reject with a reason, remove. Each says its own
// success; a refusal says the server's reason.
import { useTranslation } from 'react-i18next';
import { errorMessage, showToast, useEndpointMutation } from '@league/shared';
import { endpoints, type DepartureDecision } from '@league/shared/cabinet';

const { departures } = endpoints;

export function useDecision(departureId: number) {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const decide = useEndpointMutation(departures.decide, { invalidates: [departures.departure, departures.squadForm, endpoints.cabinetLists.cabinetDepartures] });
  /** Sends the decision; throws on failure (the reject form shows it). */
  const send = async (status: DepartureDecision, reason: string | null = null) => {
    await decide.mutateAsync({ params: { id: departureId }, body: { status, reason } });
  };
  /** A decision by a button: its toast either way. */
  const press = async (status: DepartureDecision, done: string) => {
    try {
      await send(status);
      showToast(done, 'success');
    } catch (error) {
      showToast(errorMessage(error) ?? tc('toast.error'), 'error');
    }
  };
  return { send, agree: () => press('submitted', t('departures.agreed')), remove: () => press('unsubmitted', t('departures.removed')), pending: decide.isPending };
}
