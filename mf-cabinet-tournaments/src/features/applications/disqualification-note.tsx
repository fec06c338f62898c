// A disqualified application's decision as the application pages show it: when, why (or that the
// reason is unknown, for one decided before reasons were recorded) and for how long.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import type { ApplicationDisqualification } from '@league/shared/cabinet';

export function DisqualificationNote({
  decision,
  className,
}: {
  decision: ApplicationDisqualification | null;
  className?: string;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  if (!decision) return null;
  return (
    <p role="note" className={['ca-disqualified', className].filter(Boolean).join(' ')}>
      <span>{t('disqualification.decided', { date: formatDate(decision.decided_at, 'short', locale) })}</span>
      {' · '}
      <span>
        {decision.reason
          ? t('disqualification.reasonIs', { reason: decision.reason })
          : t('disqualification.reasonUnknown')}
      </span>
      {' · '}
      <span>
        {decision.matches === null
          ? t('disqualification.untilNotice')
          : t('disqualification.forMatches', { count: decision.matches })}
      </span>
    </p>
  );
}
