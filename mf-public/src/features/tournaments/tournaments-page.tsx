import { useTranslation } from 'react-i18next';
import { AsyncView, formatDate, getJson, useApiData, useLocale, usePageMeta, TournamentsListResponse, type TournamentListItem } from '@league/shared';

const BUCKETS = ['current', 'upcoming', 'past'] as const;

export default function TournamentsPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  usePageMeta({ title: t('tournaments.title'), description: t('tournaments.description') });
  const data = useApiData(`tournaments-list:${locale}`, (signal) => getJson('/tournaments-list', TournamentsListResponse, { signal }));

  return (
    <div className="lg-container">
      <h1>{t('tournaments.title')}</h1>
      <AsyncView data={data}>
        {(answer) => (
          <>
            {BUCKETS.map((bucket) => (
              <section key={bucket} aria-labelledby={`bucket-${bucket}`} className="pub-bucket">
                <h2 id={`bucket-${bucket}`}>{t(`tournaments.${bucket}`)}</h2>
                {answer.data[bucket].length === 0 ? (
                  <p className="lg-empty">{t('tournaments.none')}</p>
                ) : (
                  <ul className="pub-cards">
                    {answer.data[bucket].map((item: TournamentListItem) => (
                      <li key={item.id} className="lg-card">
                        <h3>{item.title}</h3>
                        <p>{t("tournaments.season", { season: item.season.year })}</p>
                        <p>
                          {t('tournaments.dates', {
                            from: formatDate(item.start_date, 'short', locale),
                            to: formatDate(item.end_date, 'short', locale) || '…',
                          })}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </AsyncView>
    </div>
  );
}
