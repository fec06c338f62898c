// The buttons of one departure's page, as the API allows them: the squad page, agree, reject,
// remove, undo; print and CSV when anyone travels.
import type { ReactNode } from 'react';
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

/** A button that decides the departure's fate: off while a decision is being saved. */
function DecisionButton({
  tone,
  pending,
  expanded,
  onClick,
  children,
}: {
  tone?: 'danger' | 'ghost';
  pending: boolean;
  expanded?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={tone ? `lg-button lg-button--${tone}` : 'lg-button'}
      disabled={pending}
      onClick={onClick}
      aria-expanded={expanded}
    >
      {children}
    </button>
  );
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
        <DecisionButton pending={decision.pending} onClick={() => void askAgree()}>
          {t('departures.agree')}
        </DecisionButton>
      )}
      {can('reject') && (
        <DecisionButton tone="danger" pending={decision.pending} expanded={rejecting} onClick={onReject}>
          {t('departures.reject')}
        </DecisionButton>
      )}
      {can('remove') && (
        <DecisionButton tone="danger" pending={decision.pending} onClick={() => void askRemove()}>
          {t('departures.remove')}
        </DecisionButton>
      )}
      {can('undo') && (
        <DecisionButton tone="ghost" pending={decision.pending} onClick={() => void decision.undo()}>
          {t('departures.undo')}
        </DecisionButton>
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
