// /teams/:slug/staff: the team's representatives (coaches, doctor, administrator).
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery, type TeamDetail } from '@league/shared';
import { PersonCard } from '../../ui/people';
import { TeamFrame } from './team-frame';
import { TeamPersonList } from './team-person-list';
import { paths } from '../../paths';

function StaffList({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.staff.ofTeam, { query: { team_id: detail.team.id } });
  return (
    <TeamPersonList data={data} empty={t('team.noStaff')}>
      {(person) => (
        <PersonCard
          key={person.id}
          name={person.name}
          to={paths.staff(detail.team.slug, person.slug)}
          photo={person.photo}
          about={person.position ?? t(`enums:staffKind.${person.kind}`)}
        />
      )}
    </TeamPersonList>
  );
}

export default function TeamStaffPage() {
  const { t } = useTranslation('public');
  return <TeamFrame section={t('team.tabs.staff')}>{(detail) => <StaffList detail={detail} />}</TeamFrame>;
}
