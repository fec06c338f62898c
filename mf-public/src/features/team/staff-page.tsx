// /teams/:slug/staff/:staff_slug: one representative of the team.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { endpoints, ErrorState, LocaleLink, NotFound, Skeleton, formatDate, useEndpointQuery, useLocale } from '@league/shared';
import { isNotFoundError, PersonPhoto } from '../../ui/people';
import { TeamFrame } from './team-frame';
import { paths } from '../../paths';

function StaffMember() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { staff_slug: slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.staff.bySlug, { params: { slug } });
  if (data.status === 'loading') return <Skeleton lines={5} />;
  if (data.status === 'error') return isNotFoundError(data.error) ? <p className="lg-empty">{t('team.staffNotFound')}</p> : <ErrorState onRetry={data.reload} />;
  const { staff, birth_date, age, biography, teams } = data.data.data;
  return (
    <article className="pub-profile" aria-labelledby="staff-name">
      <PersonPhoto src={staff.photo} name={staff.name} size={160} eager />
      <div className="pub-profile__body">
        <h2 id="staff-name">{staff.name}</h2>
        <dl className="pub-facts">
          <div>
            <dt>{t('team.staffPosition')}</dt>
            <dd>{staff.position ?? t(`enums:staffKind.${staff.kind}`)}</dd>
          </div>
          {birth_date && (
            <div>
              <dt>{t('people.field.birthDate')}</dt>
              <dd>{formatDate(birth_date, 'long', locale)}</dd>
            </div>
          )}
          {age !== null && (
            <div>
              <dt>{t('people.field.age')}</dt>
              <dd>{t('people.unit.years', { value: age })}</dd>
            </div>
          )}
          {teams.length > 0 && (
            <div>
              <dt>{t('people.field.team')}</dt>
              <dd>
                {teams.map((item, i) => (
                  <span key={item.team.id}>
                    {i > 0 && ', '}
                    <LocaleLink to={paths.team(item.team.slug)}>{item.team.title}</LocaleLink>
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
        {biography && <p className="pub-team-bio">{biography}</p>}
      </div>
    </article>
  );
}

export default function StaffPage() {
  const { t } = useTranslation('public');
  const { staff_slug: slug } = useParams();
  if (!slug) return <NotFound />;
  return <TeamFrame section={t('team.tabs.staff')}>{() => <StaffMember />}</TeamFrame>;
}
