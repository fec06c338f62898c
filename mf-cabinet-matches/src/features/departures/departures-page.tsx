import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, formatDate, useEndpointQuery, useLocale, usePageMeta } from '@league/shared';

export default function DeparturesPage() {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  usePageMeta({ title: t('departures.title') });
  const data = useEndpointQuery(endpoints.cabinetLists.cabinetDepartures, {});
  return (
    <section>
      <h1>{t('departures.title')}</h1>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<p className="lg-empty">{t('departures.empty')}</p>}>
        {(answer) => (
          <div className="lg-table-wrap">
            <table className="lg-table">
              <thead>
                <tr>
                  <th scope="col" className="lg-table__team">
                    {t('departures.team')}
                  </th>
                  <th scope="col">{t('departures.match')}</th>
                  <th scope="col">{t('departures.date')}</th>
                  <th scope="col">{t('departures.people')}</th>
                  <th scope="col">{t('departures.status')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.map((d) => (
                  <tr key={d.id}>
                    <th scope="row" className="lg-table__team">
                      {d.team.title}
                    </th>
                    <td>
                      {d.match.host.title} — {d.match.guest.title}
                    </td>
                    <td>{formatDate(d.match.date_time, 'dayTime', locale)}</td>
                    <td>{d.people_count ?? '—'}</td>
                    <td>{t(`status.${d.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AsyncView>
    </section>
  );
}
