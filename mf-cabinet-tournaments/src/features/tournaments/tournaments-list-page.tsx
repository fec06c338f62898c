import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, useEndpointQuery, usePageMeta } from '@league/shared';

export default function TournamentsListPage() {
  const { t } = useTranslation('cab-tournaments');
  usePageMeta({ title: t('list.title') });
  const data = useEndpointQuery(endpoints.cabinetLists.cabinetTournaments, {});
  return (
    <section>
      <h1>{t('list.title')}</h1>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<p className="lg-empty">{t('list.empty')}</p>}>
        {(answer) => (
          <div className="lg-table-wrap">
            <table className="lg-table">
              <thead>
                <tr>
                  <th scope="col" className="lg-table__team">
                    {t('list.name')}
                  </th>
                  <th scope="col">{t('list.season')}</th>
                  <th scope="col">{t('list.teams')}</th>
                  <th scope="col">{t('list.status')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.map((item) => (
                  <tr key={item.id}>
                    <th scope="row" className="lg-table__team">
                      {item.title}
                      {item.main ? ` · ${t('list.main')}` : ''}
                    </th>
                    <td>{item.season}</td>
                    <td>{item.teams_count}</td>
                    <td>{item.end_date ? t('list.finished') : item.active ? t('list.active') : t('list.inactive')}</td>
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
