// /teams/:slug/staff: the team's representatives (coaches, doctor, administrator).
import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, Skeleton, useEndpointQuery, type TeamDetail } from '@league/shared';
import { PersonCard } from '../../ui/people';
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
            <PersonCard
              key={person.id}
              name={person.name}
              to={paths.staff(detail.team.slug, person.slug)}
              photo={person.photo}
              about={person.position ?? t(`enums:staffKind.${person.kind}`)}
            />
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
