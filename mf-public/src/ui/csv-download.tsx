// "Download CSV": a tournament's list as a file for Excel (endpoint objects of
// @league/shared/endpoints: ical.tournamentFixturesCsv, standings.disqualificationsCsv), in the
// page's language; beside it "Print", the same list as an A4 sheet (PrintButton, @league/shared).
import { useTranslation } from 'react-i18next';
import { endpoints, PrintButton, useLocale, type Locale } from '@league/shared';

export type TournamentCsv = 'fixtures' | 'disqualifications';

const ENDPOINTS = {
  fixtures: endpoints.ical.tournamentFixturesCsv,
  disqualifications: endpoints.standings.disqualificationsCsv,
};

/** The address of one of a tournament's CSV files in a language. */
export function tournamentCsvUrl(list: TournamentCsv, id: number | string, locale: Locale): string {
  return `/api/v1${ENDPOINTS[list].path.replace(':id', encodeURIComponent(String(id)))}?lang=${locale}`;
}

export function TournamentCsvLink({ list, id }: { list: TournamentCsv; id: number }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <p className="pub-feed lg-no-print">
      <a href={tournamentCsvUrl(list, id, locale)} download>
        {t('leagueUi.downloadCsv')}
      </a>
      <PrintButton />
    </p>
  );
}
