// /clubs/:club_slug: a club with its city, home stadium, logo and teams.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { endpoints, LocaleLink, useEndpointQuery, useLocale } from '@league/shared';
import { Page } from '../../ui/page';
import { PersonPhoto } from '../../ui/people';
import { DetailState, ProfileSkeleton } from '../../ui/detail-state';
import { paths } from '../../paths';
import { clubOrganization } from '../../ui/structured-data';

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
      <div className="lg-card pub-profile">
        <PersonPhoto src={club.logo} name={club.title} size={120} kind="logo" eager />
        <div className="pub-profile__body">
          <dl className="pub-facts">
            {club.city && (
              <div>
                <dt>{t('clubs.city')}</dt>
                <dd>{[club.city.title, club.city.country].filter(Boolean).join(', ')}</dd>
              </div>
            )}
            {club.stadium && (
              <div>
                <dt>{t('clubs.stadium')}</dt>
                <dd>{[club.stadium.title, club.stadium.address].filter(Boolean).join(', ')}</dd>
              </div>
            )}
            {club.founded_year !== null && (
              <div>
                <dt>{t('clubs.founded')}</dt>
                <dd>{club.founded_year}</dd>
              </div>
            )}
            {club.website && (
              <div>
                <dt>{t('clubs.website')}</dt>
                <dd>
                  <a href={club.website} rel="noopener noreferrer" target="_blank">
                    {club.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {club.archived && <p className="lg-empty">{t('clubs.archivedNote')}</p>}
          {club.description && <p>{club.description}</p>}
        </div>
      </div>
      <section className="pub-section" aria-labelledby="club-teams">
        <h2 id="club-teams">{t('clubs.teams')}</h2>
        {teams.length === 0 ? (
          <p className="lg-empty">{t('clubs.noTeams')}</p>
        ) : (
          <ul className="pub-person-list">
            {teams.map((team) => (
              <li key={team.id} className="lg-card pub-person">
                <PersonPhoto src={team.logo ?? club.logo} name={team.title} size={48} kind="logo" />
                <div className="pub-person__body">
                  <LocaleLink className="pub-person__name" to={paths.team(team.slug)}>
                    {team.title}
                  </LocaleLink>
                  <span className="pub-person__meta">
                    {[
                      t('clubs.birthYear', { year: team.birth_year }),
                      team.is_woman_squad ? t('clubs.women') : null,
                      team.is_active ? null : t('clubs.inactive'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
