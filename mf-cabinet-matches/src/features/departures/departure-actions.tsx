// The buttons of one departure's page, as the API allows them: the squad page, agree, reject,
// remove, undo; print and CSV when anyone travels.
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';
import type { DepartureDetail } from '@league/shared/cabinet';
import { paths } from '../../paths';
import type { DepartureActionsApi } from './use-departure-actions';

export interface DepartureActionsProps {
  departure: DepartureDetail['departure'];
  /** How many travel (players and staff). */
  travellers: number;
  rejecting: boolean;
  onReject: () => void;
  actions: DepartureActionsApi;
}

export function DepartureActions({
  departure,
  travellers,
  rejecting,
  onReject,
  actions: { decision, downloading, askAgree, download, askRemove },
}: DepartureActionsProps) {
  const { t } = useTranslation('cab-matches');
  const can = (action: string) => departure.actions.includes(action as never);
  return (
    <>
      {(can('count') || can('squad')) && (
        <LocaleLink className="lg-button" to={paths.departureSquad(departure.tournament.id, departure.id)}>
          {t('departures.squadLink')}
        </LocaleLink>
      )}
      {can('agree') && (
        <button type="button" className="lg-button" disabled={decision.pending} onClick={() => void askAgree()}>
          {t('departures.agree')}
        </button>
      )}
      {can('reject') && (
        <button
          type="button"
          className="lg-button lg-button--danger"
          disabled={decision.pending}
          onClick={onReject}
          aria-expanded={rejecting}
        >
          {t('departures.reject')}
        </button>
      )}
      {can('remove') && (
        <button
          type="button"
          className="lg-button lg-button--danger"
          disabled={decision.pending}
          onClick={() => void askRemove()}
        >
          {t('departures.remove')}
        </button>
      )}
      {can('undo') && (
        <button
          type="button"
          className="lg-button lg-button--ghost"
          disabled={decision.pending}
          onClick={() => void decision.undo()}
        >
          {t('departures.undo')}
        </button>
      )}
      {travellers > 0 && (
        <button type="button" className="lg-button lg-button--ghost" onClick={() => window.print()}>
          {t('departures.print')}
        </button>
      )}
      {travellers > 0 && (
        <button
          type="button"
          className="lg-button lg-button--ghost"
          disabled={downloading}
          aria-busy={downloading || undefined}
          onClick={() => void download()}
        >
          {t('departures.csv')}
        </button>
      )}
    </>
  );
}
