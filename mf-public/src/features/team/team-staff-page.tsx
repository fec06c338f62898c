// /teams/:slug/staff: the team's representatives (coaches, doctor, administrator).
import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, LocaleLink, Skeleton, useEndpointQuery, type TeamDetail } from '@league/shared';
import { PersonPhoto } from '../../ui/people';
import { TeamFrame } from './team-frame';
import { paths } from '../../paths';

function StaffList({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.staff.ofTeam, { query: { team_id: detail.team.id } });
  return (
    <AsyncView
      data={data}
      loading={<Skeleton lines={4} height={40} />}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="lg-empty">{t('team.noStaff')}</p>}
    >
      {({ data: staff }) => (
        <ul className="pub-person-list">
          {staff.map((person) => (
            <li key={person.id} className="lg-card pub-person">
              <PersonPhoto src={person.photo} name={person.name} size={56} />
              <div className="pub-person__body">
                <LocaleLink className="pub-person__name" to={paths.staff(detail.team.slug, person.slug)}>
                  {person.name}
                </LocaleLink>
                <span className="pub-person__meta">{person.position ?? t(`enums:staffKind.${person.kind}`)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}

export default function TeamStaffPage() {
  const { t } = useTranslation('public');
  return <TeamFrame section={t('team.tabs.staff')}>{(detail) => <StaffList detail={detail} />}</TeamFrame>;
}
