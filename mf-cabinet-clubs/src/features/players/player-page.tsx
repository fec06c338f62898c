// /cabinet/players/:slug: a player's identity data, teams, documents (missing or expired ones
// flagged), statistics by team and transfer history. Who may change the player also gets the
// edit link, document upload / delete and the transfer form; a provider reads identity data
// only; another club's player is the API's 404 (the not-found page).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  CabinetPage,
  endpoints,
  formatDate,
  LocaleLink,
  PLAYER_DOCUMENT_TYPES,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  type CabinetPlayerDetail,
} from '@league/shared';
import { paths } from '../../paths';
import { DocumentsPanel, HistoryList, PersonAsync, PlacesList, StatusButton, TransferForm } from '../../ui/person-parts';
import '../../ui/registry.css';

export default function PlayerPage() {
  const { slug = '' } = useParams();
  const detail = useEndpointQuery(endpoints.playersCabinet.cabinetDetail, { params: { slug } });
  return <PersonAsync data={detail}>{(answer) => <PlayerView detail={answer.data} reload={detail.reload} />}</PersonAsync>;
}

function PlayerView({ detail, reload }: { detail: CabinetPlayerDetail; reload: () => void }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  const { player, teams } = detail;
  usePageMeta({ title: player.name });
  const current = teams.find((m) => m.is_active);
  const form = useEndpointQuery(endpoints.playersCabinet.cabinetForm, detail.may_edit ? { params: { slug: player.slug } } : null);
  const stats = useEndpointQuery(endpoints.playersCabinet.cabinetTeamsStats, { params: { id: player.id } });
  const badges = [player.is_pupil && t('players.pupil'), player.is_captain && t('players.captain'), player.is_joker && t('players.joker'), player.is_woman_squad && t('players.womanSquad')].filter(Boolean);
  const fact = (label: string, value: string | number | null | undefined) => (
    <div>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </div>
  );
  return (
    <CabinetPage
      title={player.name}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('players.title'), to: paths.players() }, { title: player.name }]}
      actions={
        detail.may_edit && (
          <>
            <StatusButton owner="player" person={player} status={player.status} onDone={reload} />
            {current && (
              <LocaleLink className="lg-button" to={paths.teamPlayerEdit(current.team.club_id, current.team.id, player.slug)}>
                {t('person.edit')}
              </LocaleLink>
            )}
          </>
        )
      }
    >
      <section className="cc-panel pp-card" aria-label={t('players.details')}>
        {player.photo ? <img src={player.photo} alt="" /> : <div className="pp-photo-placeholder" aria-hidden="true" />}
        <dl className="pp-facts">
          {fact(t('person.birthDate'), formatDate(player.birth_date, 'long', locale))}
          {fact(t('players.age'), t('players.years', { count: player.age }))}
          {fact(t('players.position'), te(`position.${player.position}`))}
          {fact(t('players.number'), player.number)}
          {fact(t('players.height'), player.height_cm)}
          {fact(t('players.weight'), player.weight_kg)}
          {fact(t('players.badges'), badges.join(', '))}
          {fact(t('person.identityKind'), player.identity_kind ? te(`identityKind.${player.identity_kind}`) : null)}
          {fact(t('person.identityNumber'), player.identity_number)}
          {fact(t('person.status'), player.status === 'active' ? t('person.statusActive') : t('person.statusInactive'))}
        </dl>
      </section>
      <section className="cc-panel" aria-labelledby="player-teams">
        <h2 id="player-teams">{t('person.teams')}</h2>
        <PlacesList places={teams} teamHref={(team) => paths.team(team.club_id, team.id)} />
      </section>
      {detail.documents && (
        <DocumentsPanel
          owner="player"
          personId={player.id}
          documents={detail.documents}
          missing={detail.missing_documents}
          expired={detail.expired_documents}
          types={PLAYER_DOCUMENT_TYPES}
          mayEdit={detail.may_edit}
          onChanged={reload}
        />
      )}
      {stats.status === 'success' && stats.data.data.length > 0 && (
        <section className="cc-panel" aria-labelledby="player-stats">
          <h2 id="player-stats">{t('players.stats')}</h2>
          <ul className="pp-places">
            {stats.data.data.map((s) => (
              <li key={s.team.id}>{t('players.statsLine', { team: s.team.title, matches: s.matches, goals: s.goals, assists: s.assists, yellow: s.yellow_cards, red: s.red_cards })}</li>
            ))}
          </ul>
        </section>
      )}
      {detail.may_edit && form.status === 'success' && (
        <TransferForm owner="player" personId={player.id} teams={form.data.data.options.teams} currentTeamIds={teams.filter((m) => m.is_active).map((m) => m.team.id)} onDone={reload} />
      )}
      {detail.history && <HistoryList history={detail.history} />}
    </CabinetPage>
  );
}
