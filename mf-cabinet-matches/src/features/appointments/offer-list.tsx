// The official's offers (ADR 0213): each coming match with its role, when and where; an open offer
// is accepted with one tap or declined with a reason.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, formatDate, useLocale } from '@league/shared';
import { useReasonDialog, type Appointment } from '@league/shared/cabinet';

export interface OfferListProps {
  offers: Appointment[];
  busy: boolean;
  onAnswer: (offer: Appointment, decision: 'accept' | 'decline', reason?: string) => Promise<unknown>;
}

export function OfferList({ offers, busy, onAnswer }: OfferListProps) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  const reason = useReasonDialog();
  if (offers.length === 0) return <p className="pr-hint">{t('appointments.empty')}</p>;
  return (
    <ul className="ap-offers">
      {reason.dialog}
      {offers.map((o) => {
        const teams = `${o.match.host} — ${o.match.guest}`;
        return (
          <li key={`${o.match.id}-${o.role}`} className={`ap-offer ap-offer--${o.status}`}>
            <p className="ap-offer__teams">
              <strong>{teams}</strong>
            </p>
            <p className="pr-hint">
              {o.match.date_time ? formatDate(o.match.date_time, 'dayTime', locale) : t('appointments.noDate')}
              {o.match.stadium ? ` · ${o.match.stadium}` : ''}
            </p>
            <p>
              {te(`refereeRole.${o.role}`)} ·{' '}
              <span className="ap-offer__status">{t(`appointments.status.${o.status}`)}</span>
              {o.decline_reason ? ` — «${o.decline_reason}»` : ''}
            </p>
            {o.status === 'offered' && (
              <div className="pr-actions" role="group" aria-label={teams}>
                <button type="button" className="lg-button" disabled={busy} onClick={() => void onAnswer(o, 'accept')}>
                  {t('appointments.accept')}
                </button>
                <button
                  type="button"
                  className="lg-button lg-button--ghost"
                  disabled={busy}
                  onClick={() =>
                    void reason.ask(
                      {
                        title: t('appointments.declineTitle'),
                        text: `${teams} · ${te(`refereeRole.${o.role}`)}`,
                        reasonLabel: t('appointments.declineReason'),
                        submitLabel: t('appointments.decline'),
                        maxLength: 1000,
                        required: true,
                      },
                      (text) => onAnswer(o, 'decline', text),
                    )
                  }
                >
                  {t('appointments.decline')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
