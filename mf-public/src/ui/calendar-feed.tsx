// "Add to my calendar": a calendar feed (iCalendar) of a tournament's or a team's fixtures.
// The webcal:// link subscribes (the calendar app keeps it up to date when a match moves);
// the .ics link downloads it once.
import { useTranslation } from 'react-i18next';
import { callEndpointUrl } from './calendar-feed-url';
import { useLocale } from '@league/shared';

export function CalendarFeedLinks({ kind, id }: { kind: 'tournament' | 'team'; id: number | string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const https = callEndpointUrl(kind, id, locale);
  const webcal = https.replace(/^https?:/, 'webcal:');
  return (
    <p className="pub-feed">
      <a className="lg-button lg-button--ghost" href={webcal}>
        {t('leagueUi.feed.subscribe')}
      </a>
      <a href={https} download>
        {t('leagueUi.feed.download')}
      </a>
    </p>
  );
}
