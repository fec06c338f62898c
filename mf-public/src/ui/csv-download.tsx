// "Download CSV": a tournament's list as a file for Excel (endpoint objects of
// @league/shared/endpoints, ical.tournamentFixturesCsv), in the page's language.
import { useTranslation } from 'react-i18next';
import { endpoints, useLocale, type Locale } from '@league/shared';

/** The address of a tournament's fixtures CSV in a language. */
export function fixturesCsvUrl(id: number | string, locale: Locale): string {
  return `/api/v1${endpoints.ical.tournamentFixturesCsv.path.replace(':id', encodeURIComponent(String(id)))}?lang=${locale}`;
}

export function FixturesCsvLink({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <p className="pub-feed">
      <a href={fixturesCsvUrl(id, locale)} download>
        {t('leagueUi.downloadCsv')}
      </a>
    </p>
  );
}
