import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, useEndpointQuery, usePageMeta } from '@league/shared';

export default function ClubsListPage() {
  const { t } = useTranslation('cab-clubs');
  usePageMeta({ title: t('clubs.title') });
  const data = useEndpointQuery(endpoints.cabinetLists.cabinetClubs, {});
  return (
    <section>
      <h1>{t('clubs.title')}</h1>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<p className="lg-empty">{t('clubs.empty')}</p>}>
        {(answer) => (
          <div className="lg-table-wrap">
            <table className="lg-table">
              <thead>
                <tr>
                  <th scope="col" className="lg-table__team">
                    {t('clubs.name')}
                  </th>
                  <th scope="col">{t('clubs.city')}</th>
                  <th scope="col">{t('clubs.teams')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.map((club) => (
                  <tr key={club.id}>
                    <th scope="row" className="lg-table__team">
                      {club.title}
                      {club.archived ? ` · ${t('clubs.archived')}` : ''}
                    </th>
                    <td>{club.city ?? '—'}</td>
                    <td>{club.teams_count}</td>
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
