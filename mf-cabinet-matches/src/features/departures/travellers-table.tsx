// The travellers of a departure as the provider needs them: name, birth date, identity document
// and citizenship (read-only). Also what the printed travel list shows.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, formatDate, useLocale } from '@league/shared';
import { type DepartureTraveller } from '@league/shared/cabinet';

export function TravellersTable<T extends DepartureTraveller>({
  caption,
  rows,
  first,
  firstHeader,
}: {
  caption: string;
  rows: T[];
  /** The first column: a player's number, a staff member's role. */
  first: (row: T) => string | number;
  firstHeader: string;
}) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  if (rows.length === 0) return null;
  return (
    <div className="dep-table-wrap">
      <table className="dep-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstHeader}</th>
            <th scope="col">{t('departures.name')}</th>
            <th scope="col">{t('departures.birthDate')}</th>
            <th scope="col">{t('departures.document')}</th>
            <th scope="col">{t('departures.documentNumber')}</th>
            <th scope="col">{t('departures.citizenship')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={firstHeader}>{first(row)}</td>
              <th scope="row">{row.name}</th>
              <td data-label={t('departures.birthDate')}>
                {row.birth_date ? formatDate(row.birth_date, 'short', locale) : '—'}
              </td>
              <td data-label={t('departures.document')}>
                {row.identity_kind ? te(`identityKind.${row.identity_kind}`) : '—'}
              </td>
              <td data-label={t('departures.documentNumber')} className="dep-mono">
                {row.identity_number ?? '—'}
              </td>
              <td data-label={t('departures.citizenship')}>{row.citizenship ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
