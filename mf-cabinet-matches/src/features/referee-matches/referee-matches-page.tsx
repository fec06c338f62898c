import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, formatDate, useEndpointQuery, useLocale, usePageMeta } from '@league/shared';

export default function RefereeMatchesPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  usePageMeta({ title: t('matches.title') });
  const data = useEndpointQuery(endpoints.cabinetLists.cabinetMatches, {});
  return (
    <section>
      <h1>{t('matches.title')}</h1>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<p className="lg-empty">{t('matches.empty')}</p>}>
        {(answer) => (
          <div className="lg-table-wrap">
            <table className="lg-table">
              <thead>
                <tr>
                  <th scope="col">{t('matches.date')}</th>
                  <th scope="col" className="lg-table__team">
                    {t('matches.match')}
                  </th>
                  <th scope="col">{t('matches.tournament')}</th>
                  <th scope="col">{t('matches.role')}</th>
                  <th scope="col">{t('matches.status')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.map((m) => (
                  <tr key={m.id}>
                    <td>{formatDate(m.date_time, 'dayTime', locale)}</td>
                    <th scope="row" className="lg-table__team">
                      {m.host.title} — {m.guest.title}
                    </th>
                    <td>{m.tournament.title}</td>
                    <td>{tc(`referee.${m.referee_role}`, { defaultValue: m.referee_role })}</td>
                    <td>{t(`status.${m.status}`)}</td>
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
