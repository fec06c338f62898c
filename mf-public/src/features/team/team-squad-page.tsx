// /teams/:slug/squad: players grouped by position (GK, DF, MF, FW), sorted by number, with
// badges pupil / captain / joker as text, age in years, height in cm and weight in kg.
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  endpoints,
  Skeleton,
  useEndpointQuery,
  type PeopleSquadPlayer,
  type TeamDetail,
} from '@league/shared';
import { PlayerListCard, ProfileSection } from '../../ui/people';
import { TeamFrame } from './team-frame';

function SquadCard({ player }: { player: PeopleSquadPlayer }) {
  const { t } = useTranslation('public');
  const facts = [
    t('people.unit.years', { value: player.age }),
    player.height_cm !== null ? t('people.unit.cm', { value: player.height_cm }) : null,
    player.weight_kg !== null ? t('people.unit.kg', { value: player.weight_kg }) : null,
  ];
  return <PlayerListCard player={player} about={facts} />;
}

function Squad({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.teams.squad, { params: { id: String(detail.team.id) } });
  return (
    <AsyncView
      data={data}
      loading={<Skeleton lines={8} height={40} />}
      isEmpty={(answer) => answer.data.players.length === 0}
      empty={<p className="lg-empty">{t('team.noPlayers')}</p>}
    >
      {({ data: squad }) => (
        <>
          {squad.is_woman_squad && <p className="pub-team-note">{t('team.womenNote')}</p>}
          {squad.players.map((group) => (
            <ProfileSection
              key={group.position}
              id={`squad-${group.position}`}
              title={t(`people.position.${group.position}`)}
            >
              <ul className="pub-person-list" aria-label={t(`people.position.${group.position}`)}>
                {group.players.map((player) => (
                  <SquadCard key={player.id} player={player} />
                ))}
              </ul>
            </ProfileSection>
          ))}
        </>
      )}
    </AsyncView>
  );
}

export default function TeamSquadPage() {
  const { t } = useTranslation('public');
  return <TeamFrame section={t('team.tabs.squad')}>{(detail) => <Squad detail={detail} />}</TeamFrame>;
}
