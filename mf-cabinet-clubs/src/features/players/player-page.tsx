// /cabinet/players/:slug: a player's identity data, teams, documents (missing or expired ones
// flagged), statistics by team and transfer history. Who may change the player also gets the
// edit link, document upload / delete and the transfer form; a provider reads identity data
// only; another club's player is the API's 404 (the not-found page).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDate, useEndpointQuery, useLocale } from '@league/shared';
import { endpoints, HistoryPanel, PLAYER_DOCUMENT_TYPES, type CabinetPlayerDetail } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { PersonAsync } from '../../ui/person-parts';
import { PersonFact, PersonPage } from '../../ui/person-page';

export default function PlayerPage() {
  const { slug = '' } = useParams();
  const detail = useEndpointQuery(endpoints.playersCabinet.cabinetDetail, { params: { slug } });
  return (
    <PersonAsync data={detail}>{(answer) => <PlayerView detail={answer.data} reload={detail.reload} />}</PersonAsync>
  );
}

function PlayerView({ detail, reload }: { detail: CabinetPlayerDetail; reload: () => void }) {
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  const { player, teams } = detail;
  const current = teams.find((m) => m.is_active);
  const form = useEndpointQuery(
    endpoints.playersCabinet.cabinetForm,
    detail.may_edit ? { params: { slug: player.slug } } : null,
  );
  const stats = useEndpointQuery(endpoints.playersCabinet.cabinetTeamsStats, { params: { id: player.id } });
  const badges = [
    player.is_pupil && t('players.pupil'),
    player.is_captain && t('players.captain'),
    player.is_joker && t('players.joker'),
    player.is_woman_squad && t('players.womanSquad'),
  ].filter(Boolean);
  return (
    <PersonPage
      owner="player"
      person={player}
      detail={detail}
      trail={[{ title: t('players.title'), to: paths.players() }]}
      editTo={current ? paths.teamPlayerEdit(current.team.club_id, current.team.id, player.slug) : null}
      cardLabel={t('players.details')}
      facts={
        <>
          <PersonFact label={t('person.birthDate')} value={formatDate(player.birth_date, 'long', locale)} />
          <PersonFact label={t('players.age')} value={t('players.years', { count: player.age })} />
          <PersonFact label={t('players.position')} value={te(`position.${player.position}`)} />
          <PersonFact label={t('players.number')} value={player.number} />
          <PersonFact label={t('players.height')} value={player.height_cm} />
          <PersonFact label={t('players.weight')} value={player.weight_kg} />
          <PersonFact label={t('players.badges')} value={badges.join(', ')} />
        </>
      }
      documentTypes={PLAYER_DOCUMENT_TYPES}
      transferTeams={form.status === 'success' ? form.data.data.options.teams : null}
      transferPlayer={{ number: player.number, is_captain: player.is_captain }}
      reload={reload}
    >
      {stats.status === 'success' && stats.data.data.length > 0 && (
        <section className="cc-panel" aria-labelledby="player-stats">
          <h2 id="player-stats">{t('players.stats')}</h2>
          <ul className="pp-places">
            {stats.data.data.map((s) => (
              <li key={s.team.id}>
                {t('players.statsLine', {
                  team: s.team.title,
                  matches: s.matches,
                  goals: s.goals,
                  assists: s.assists,
                  yellow: s.yellow_cards,
                  red: s.red_cards,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <HistoryPanel entity="player" id={player.id} />
    </PersonPage>
  );
}
