// Tournaments list: current, upcoming and past, each card links to the tournament page.
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  EmptyState,
  endpoints,
  formatDate,
  LocaleLink,
  useEndpointQuery,
  useLocale,
  type TournamentListItem,
} from '@league/shared';
import { Page } from '../../ui/page';
import { paths } from '../../paths';
import './tournaments.css';

const BUCKETS = ['current', 'upcoming', 'past'] as const;

function TournamentCard({ item }: { item: TournamentListItem }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <li className="lg-card pub-tcard">
      <h3>
        <LocaleLink to={paths.tournament(item.id)}>{item.title}</LocaleLink>
      </h3>
      <p className="pub-tcard__tags">
        <span>{t('tournaments.season', { season: item.season.year })}</span>
        <span>{item.age_group_title}</span>
        {item.main && <span className="pub-tcard__main">{t('tournaments.main')}</span>}
      </p>
      <p>
        {t('tournaments.dates', {
          from: formatDate(item.start_date, 'short', locale) || '…',
          to: formatDate(item.end_date, 'short', locale) || '…',
        })}
      </p>
      <p>{t('tournaments.teams', { count: item.team_ids.length })}</p>
    </li>
  );
}

export default function TournamentsPage() {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.tournaments.list, {});

  return (
    <Page title={t('tournaments.title')} description={t('tournaments.description')}>
      <AsyncView data={data}>
        {(answer) => (
          <>
            {BUCKETS.map((bucket) => (
              <section key={bucket} aria-labelledby={`bucket-${bucket}`} className="pub-bucket">
                <h2 id={`bucket-${bucket}`}>{t(`tournaments.${bucket}`)}</h2>
                {answer.data[bucket].length === 0 ? (
                  <EmptyState>{t('tournaments.none')}</EmptyState>
                ) : (
                  <ul className="pub-cards">
                    {answer.data[bucket].map((item) => (
                      <TournamentCard key={item.id} item={item} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </AsyncView>
    </Page>
  );
}
