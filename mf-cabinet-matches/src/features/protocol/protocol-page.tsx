// /cabinet/tournaments/{id}/matches/{match_id}: the referee's match protocol — the score from the
// events, the lifecycle (start, finish, lock; super_admin unlocks), events, squads link, crew,
// statistics, kits and spectators, additional information, the broadcast link and photos (media)
// and a preview of the events as the public match page shows them; before the match, who of the
// teams is suspended for it or one yellow card away. Phone first. The media
// manager sees the match's heading, the broadcast link and the photos only (spec §6).
import { useTranslation } from 'react-i18next';
import {
  LocaleLink,
  NotFound,
  isNotFound,
  roleAtom,
  useEndpointQuery,
  usePageMeta,
  useStoreValue,
} from '@league/shared';
import { CabinetPage, endpoints } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { useMatchParams } from './use-match-params';
import { MatchDayColumn } from './match-day-column';
import { RecordsColumn } from './records-column';
import { useKeepOffline } from './outbox/keep-offline';
import { useMatchSync } from './use-match-sync';
import './protocol.css';
import './match-day.css';

export default function ProtocolPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const { tournamentId, matchId, args } = useMatchParams();
  // The media manager's match: heading, broadcast link and photos, nothing of the protocol.
  const mediaOnly = useStoreValue(roleAtom) === 'media_manager';
  const protocol = useEndpointQuery(endpoints.matches.cabinetProtocol, args, { staleTime: 0 });
  const events = useEndpointQuery(endpoints.matches.cabinetEvents, mediaOnly ? null : args, { staleTime: 0 });
  const additions = useEndpointQuery(endpoints.matches.cabinetAdditions, mediaOnly ? null : args, { staleTime: 0 });
  const p = protocol.status === 'success' ? protocol.data.data : null;
  // Other devices' writes show within a moment while the match may be played (ADR 0210).
  const status = p?.match.status;
  useMatchSync(matchId, !mediaOnly && (status === 'scheduled' || status === 'live'));
  // What the protocol was shown with is kept by the service worker for a reload without network.
  useKeepOffline(p !== null && (mediaOnly || events.status === 'success'), `${matchId}:${status}`);
  // One score on the page: the events' (the list below it is the same answer).
  const e = events.status === 'success' ? events.data.data : null;
  const title = p ? `${p.match.host.title} — ${p.match.guest.title}` : t('protocol.title');
  usePageMeta({ title });
  // The media manager has no matches list of its own: its way back is the tournament's matches.
  const crumbs = mediaOnly
    ? [
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('protocol.matches'), to: `/cabinet/tournaments/${tournamentId}/matches` },
        { title },
      ]
    : [
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('protocol.matches'), to: paths.refereeMatches() },
        { title },
      ];

  // A match outside the user's matches (another club's, another crew's) is the API's 404.
  if (protocol.status === 'error' && isNotFound(protocol.error)) return <NotFound />;
  if (protocol.status === 'error') {
    return (
      <CabinetPage title={t('protocol.title')} breadcrumbs={crumbs}>
        <p role="alert">{tc('toast.error')}</p>
        <button type="button" className="lg-button" onClick={protocol.reload}>
          {t('protocol.retry')}
        </button>
      </CabinetPage>
    );
  }
  if (!p) return <CabinetPage title={t('protocol.title')} breadcrumbs={crumbs} />;

  return (
    <CabinetPage
      title={title}
      breadcrumbs={crumbs}
      actions={
        mediaOnly ? undefined : (
          <LocaleLink className="lg-button lg-button--ghost" to={paths.matchSquad(tournamentId, matchId)}>
            {t('protocol.openSquad')}
          </LocaleLink>
        )
      }
    >
      <div className="pr-page pr-page--two">
        <MatchDayColumn protocol={p} events={e} matchId={matchId} mediaOnly={mediaOnly} title={title} />
        <RecordsColumn
          protocol={p}
          additions={additions.status === 'success' ? additions.data.data : null}
          matchId={matchId}
          mediaOnly={mediaOnly}
          title={title}
        />
      </div>
    </CabinetPage>
  );
}
