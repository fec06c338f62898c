// /teams/:slug/unsubmitted: players removed (withdrawn) from the team's application.
import { useTranslation } from 'react-i18next';
import { endpoints, formatDate, useEndpointQuery, useLocale, type TeamDetail } from '@league/shared';
import { PersonCard } from '../../ui/people';
import { TeamFrame } from './team-frame';
import { TeamPersonList } from './team-person-list';
import { paths } from '../../paths';

function Unsubmitted({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useEndpointQuery(endpoints.applications.unsubmitted, { query: { team_id: detail.team.id } });
  return (
    <TeamPersonList data={data} empty={t('team.noUnsubmitted')}>
      {(row) => (
        <PersonCard
          key={`${row.player.id}-${row.tournament.id}`}
          name={row.player.name}
          to={paths.player(row.player.slug)}
          photo={row.player.photo}
          about={[t(`enums:position.${row.player.position}`), row.tournament.title].join(' · ')}
        >
          <span className="pub-person__meta">
            {t('team.withdrawnOn', { date: formatDate(row.changed_at, 'long', locale) })}
          </span>
        </PersonCard>
      )}
    </TeamPersonList>
  );
}

export default function TeamUnsubmittedPage() {
  const { t } = useTranslation('public');
  return <TeamFrame section={t('team.tabs.unsubmitted')}>{(detail) => <Unsubmitted detail={detail} />}</TeamFrame>;
}
