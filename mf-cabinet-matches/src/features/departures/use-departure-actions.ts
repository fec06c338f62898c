// What may be done on one departure's page: the provider's decision (agree and remove asked first)
// and the travel list's CSV download.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, showToast } from '@league/shared';
import { useConfirm } from '@league/shared/cabinet';
import { downloadTravelList } from './travel-csv';
import { useDecision } from './use-decision';

export function useDepartureActions(departureId: number) {
  const { t } = useTranslation('cab-matches');
  const { confirm, dialog } = useConfirm();
  const decision = useDecision(departureId);
  const [downloading, setDownloading] = useState(false);
  // A decision taken only once the provider confirms `question`.
  const askThen = (question: Parameters<typeof confirm>[0], decide: () => Promise<unknown>) => async () => {
    if (await confirm(question)) await decide();
  };
  const askAgree = askThen(
    {
      title: t('departures.agreeTitle'),
      message: t('departures.agreeText'),
      confirmLabel: t('departures.agree'),
    },
    () => decision.agree(),
  );
  const download = async () => {
    setDownloading(true);
    try {
      await downloadTravelList(departureId);
    } catch (error) {
      showToast(errorMessage(error) ?? t('departures.csvFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  };
  const askRemove = askThen(
    {
      title: t('departures.removeTitle'),
      message: t('departures.removeText'),
      confirmLabel: t('departures.remove'),
      danger: true,
    },
    () => decision.remove(),
  );
  return { dialog, decision, downloading, askAgree, download, askRemove };
}

export type DepartureActionsApi = ReturnType<typeof useDepartureActions>;
