// /clubs/:club_slug: a club with its city, home stadium, logo and teams.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { endpoints, useEndpointQuery, useLocale, type ClubDetail } from '@league/shared';
import { Page } from '../../ui/page';
import { Fact, joinDetails, PersonCard, ProfileCard, ProfileSection } from '../../ui/people';
import { DetailState, ProfileSkeleton } from '../../ui/detail-state';
import { paths } from '../../paths';
import { clubOrganization } from '../../ui/structured-data';

type Club = ClubDetail['club'];

function ClubFacts({ club }: { club: Club }) {
  const { t } = useTranslation('public');
  return (
    <dl className="pub-facts">
      {club.city && (
        <Fact term={t('clubs.city')}>{[club.city.title, club.city.country].filter(Boolean).join(', ')}</Fact>
      )}
      {club.stadium && (
        <Fact term={t('clubs.stadium')}>{[club.stadium.title, club.stadium.address].filter(Boolean).join(', ')}</Fact>
      )}
      {club.founded_year !== null && <Fact term={t('clubs.founded')}>{club.founded_year}</Fact>}
      {club.website && (
        <Fact term={t('clubs.website')}>
          <a href={club.website} rel="noopener noreferrer" target="_blank">
            {club.website.replace(/^https?:\/\//, '')}
          </a>
        </Fact>
      )}
    </dl>
  );
}

export default function ClubPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { club_slug: slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.clubs.bySlug, { params: { slug } });

  if (data.status !== 'success') return <DetailState data={data} loading={<ProfileSkeleton />} />;
  const { club, teams } = data.data.data;
  return (
    <Page
      title={club.title}
      description={club.description ?? t('clubs.clubDescription', { club: club.title })}
      share={{ kind: 'club', key: club.slug }}
      structuredData={[clubOrganization({ club, locale })]}
      crumbs={[
        { title: t('clubs.title'), slug: paths.clubs() },
        { title: club.title, slug: paths.club(club.slug) },
      ]}
    >
      <ProfileCard src={club.logo} name={club.title} size={120} kind="logo">
        <ClubFacts club={club} />
        {club.archived && <p className="lg-empty">{t('clubs.archivedNote')}</p>}
        {club.description && <p>{club.description}</p>}
      </ProfileCard>
      <ProfileSection id="club-teams" title={t('clubs.teams')}>
        {teams.length === 0 ? (
          <p className="lg-empty">{t('clubs.noTeams')}</p>
        ) : (
          <ul className="pub-person-list">
            {teams.map((team) => (
              <PersonCard
                key={team.id}
                name={team.title}
                to={paths.team(team.slug)}
                photo={team.logo ?? club.logo}
                size={48}
                kind="logo"
                about={joinDetails([
                  t('clubs.birthYear', { year: team.birth_year }),
                  team.is_woman_squad ? t('clubs.women') : null,
                  team.is_active ? null : t('clubs.inactive'),
                ])}
              />
            ))}
          </ul>
        )}
      </ProfileSection>
    </Page>
  );
}
