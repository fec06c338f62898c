// /teams/:slug/staff/:staff_slug: one representative of the team. An unknown representative is
// the not-found page (status 404 on the server), not a line inside the team's frame.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  endpoints,
  ErrorState,
  LocaleLink,
  NotFound,
  Skeleton,
  formatDate,
  useEndpointQuery,
  useLocale,
} from '@league/shared';
import { Fact, PersonPhoto } from '../../ui/people';
import { isMissing } from '../../ui/detail-state';
import { TeamFrame } from './team-frame';
import { paths } from '../../paths';

function useStaffMember() {
  const { staff_slug: slug = '' } = useParams();
  return useEndpointQuery(endpoints.staff.bySlug, { params: { slug } });
}

function StaffMember() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useStaffMember();
  if (data.status === 'loading') return <Skeleton lines={5} />;
  if (data.status === 'error') return <ErrorState onRetry={data.reload} />;
  const { staff, birth_date, age, biography, teams } = data.data.data;
  return (
    <article className="pub-profile" aria-labelledby="staff-name">
      <PersonPhoto src={staff.photo} name={staff.name} size={160} eager />
      <div className="pub-profile__body">
        <h2 id="staff-name">{staff.name}</h2>
        <dl className="pub-facts">
          <Fact term={t('team.staffPosition')}>{staff.position ?? t(`enums:staffKind.${staff.kind}`)}</Fact>
          {birth_date && <Fact term={t('people.field.birthDate')}>{formatDate(birth_date, 'long', locale)}</Fact>}
          {age !== null && <Fact term={t('people.field.age')}>{t('people.unit.years', { value: age })}</Fact>}
          {teams.length > 0 && (
            <Fact term={t('people.field.team')}>
              {teams.map((item, i) => (
                <span key={item.team.id}>
                  {i > 0 && ', '}
                  <LocaleLink to={paths.team(item.team.slug)}>{item.team.title}</LocaleLink>
                </span>
              ))}
            </Fact>
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
  const data = useStaffMember();
  if (!slug || (data.status === 'error' && isMissing(data.error))) return <NotFound />;
  // The page is named after the person once known (the document title and the h1).
  const name = data.status === 'success' ? data.data.data.staff.name : t('team.tabs.staff');
  return <TeamFrame section={name}>{() => <StaffMember />}</TeamFrame>;
}
