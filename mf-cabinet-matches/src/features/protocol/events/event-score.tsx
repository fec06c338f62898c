// The score of the match from its events, with the penalty shootout's when there was one.
import { useTranslation } from 'react-i18next';
import type { CabinetEvents } from '@league/shared/cabinet';

export function EventScore({ events }: { events: CabinetEvents }) {
  const { t } = useTranslation('cab-matches');
  return (
    <p className="pr-score" aria-live="polite">
      {t('protocol.score')}: {events.score.host}:{events.score.guest}
      {events.shootout
        ? ` (${t('protocol.shootout', { host: events.shootout.host, guest: events.shootout.guest })})`
        : ''}
    </p>
  );
}
