// /referees/:slug: a referee with statistics (cards and penalties as main referee, matches by
// role) and the matches refereed.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { endpoints, REFEREE_ROLES, useEndpointQuery, useLocale } from '@league/shared';
import { Page } from '../../ui/page';
import { MatchList, PersonPhoto } from '../../ui/people';
import { DetailState, ProfileSkeleton } from '../../ui/detail-state';
import { paths } from '../../paths';
import { person } from '../../ui/structured-data';

export default function RefereePage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.referees.detail, { params: { id: slug } });

  if (data.status !== 'success') return <DetailState data={data} loading={<ProfileSkeleton />} />;
  const { referee, age, statistics, matches, matches_total } = data.data.data;
  const totals = [
    ['matches', statistics.matches],
    ['yellow', statistics.yellow_cards],
    ['red', statistics.red_cards],
    ['cardsPerMatch', statistics.cards_per_match.toFixed(2)],
    ['penalties', statistics.penalties_awarded],
  ] as const;
  return (
    <Page
      title={referee.name}
      description={t('referees.profileDescription', { name: referee.name })}
      share={{ kind: 'referee', key: referee.slug }}
      structuredData={[person({ name: referee.name, path: paths.referee(referee.slug), locale })]}
      crumbs={[
        { title: t('referees.title'), slug: paths.referees() },
        { title: referee.name, slug: paths.referee(referee.slug) },
      ]}
    >
      <div className="lg-card pub-profile">
        <PersonPhoto src={referee.photo} name={referee.name} size={140} eager />
        <div className="pub-profile__body">
          <dl className="pub-facts">
            {referee.category && (
              <div>
                <dt>{t('referees.category')}</dt>
                <dd>{referee.category}</dd>
              </div>
            )}
            {referee.city && (
              <div>
                <dt>{t('referees.city')}</dt>
                <dd>{referee.city}</dd>
              </div>
            )}
            {age !== null && (
              <div>
                <dt>{t('people.field.age')}</dt>
                <dd>{t('people.unit.years', { value: age })}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <section className="pub-section" aria-labelledby="referee-statistics">
        <h2 id="referee-statistics">{t('referees.statistics')}</h2>
        <dl className="pub-facts lg-card">
          {totals.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`referees.stat.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h3>{t('referees.byRole')}</h3>
        <dl className="pub-facts">
          {REFEREE_ROLES.map((role) => (
            <div key={role}>
              <dt>{t(`enums:refereeRole.${role}`)}</dt>
              <dd>{statistics.matches_by_role[role] ?? 0}</dd>
            </div>
          ))}
        </dl>
        <p className="pub-person__meta">{t('referees.mainOnly')}</p>
      </section>
      <section className="pub-section" aria-labelledby="referee-matches">
        <h2 id="referee-matches">{t('referees.matches')}</h2>
        {matches.length === 0 ? (
          <p className="lg-empty">{t('referees.noMatches')}</p>
        ) : (
          <>
            {matches_total > matches.length && (
              <p className="pub-person__meta">{t('referees.latest', { n: matches.length, total: matches_total })}</p>
            )}
            <MatchList matches={matches.map((m) => m.match)} label={t('referees.matches')} />
          </>
        )}
      </section>
    </Page>
  );
}
