// /referees/:slug: a referee with statistics (cards and penalties as main referee, matches by
// role) and the matches refereed.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  endpoints,
  REFEREE_ROLES,
  useEndpointQuery,
  useLocale,
  type RefereeDetail,
  type RefereeStatistics,
} from '@league/shared';
import { Page } from '../../ui/page';
import { Fact, MatchList, ProfileCard, ProfileSection } from '../../ui/people';
import { DetailState, ProfileSkeleton } from '../../ui/detail-state';
import { paths } from '../../paths';
import { person } from '../../ui/structured-data';

function Statistics({ statistics }: { statistics: RefereeStatistics }) {
  const { t } = useTranslation('public');
  const totals = [
    ['matches', statistics.matches],
    ['yellow', statistics.yellow_cards],
    ['red', statistics.red_cards],
    ['cardsPerMatch', statistics.cards_per_match.toFixed(2)],
    ['penalties', statistics.penalties_awarded],
  ] as const;
  return (
    <ProfileSection id="referee-statistics" title={t('referees.statistics')}>
      <dl className="pub-facts lg-card">
        {totals.map(([key, value]) => (
          <Fact key={key} term={t(`referees.stat.${key}`)}>
            {value}
          </Fact>
        ))}
      </dl>
      <h3>{t('referees.byRole')}</h3>
      <dl className="pub-facts">
        {REFEREE_ROLES.map((role) => (
          <Fact key={role} term={t(`enums:refereeRole.${role}`)}>
            {statistics.matches_by_role[role] ?? 0}
          </Fact>
        ))}
      </dl>
      <p className="pub-person__meta">{t('referees.mainOnly')}</p>
    </ProfileSection>
  );
}

function Matches({ matches, total }: { matches: RefereeDetail['matches']; total: number }) {
  const { t } = useTranslation('public');
  return (
    <ProfileSection id="referee-matches" title={t('referees.matches')}>
      {matches.length === 0 ? (
        <p className="lg-empty">{t('referees.noMatches')}</p>
      ) : (
        <>
          {total > matches.length && (
            <p className="pub-person__meta">{t('referees.latest', { n: matches.length, total })}</p>
          )}
          <MatchList matches={matches.map((m) => m.match)} label={t('referees.matches')} />
        </>
      )}
    </ProfileSection>
  );
}

export default function RefereePage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.referees.detail, { params: { id: slug } });

  if (data.status !== 'success') return <DetailState data={data} loading={<ProfileSkeleton />} />;
  const { referee, age, statistics, matches, matches_total } = data.data.data;
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
      <ProfileCard src={referee.photo} name={referee.name} size={140}>
        <dl className="pub-facts">
          {referee.category && <Fact term={t('referees.category')}>{referee.category}</Fact>}
          {referee.city && <Fact term={t('referees.city')}>{referee.city}</Fact>}
          {age !== null && <Fact term={t('people.field.age')}>{t('people.unit.years', { value: age })}</Fact>}
        </dl>
      </ProfileCard>
      <Statistics statistics={statistics} />
      <Matches matches={matches} total={matches_total} />
    </Page>
  );
}
