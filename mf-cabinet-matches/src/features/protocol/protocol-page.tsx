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
import { CabinetPage, HistoryPanel, endpoints } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { useMatchParams } from './use-match-params';
import { Broadcast } from './broadcast-section';
import { DeleteMatch } from './delete-match';
import { EventsSection } from './events/events-section';
import { MatchHead } from './match-head';
import { PhotosSection } from './photos-section';
import { Preview } from './preview-section';
import { AdditionsSection } from './sections/additions-section';
import { CrewSection } from './sections/crew-section';
import { DetailsSection } from './sections/details-section';
import { StatisticsSection } from './sections/statistics-section';
import { SuspensionsPanel } from './squad/suspensions-panel';
import { useKeepOffline } from './outbox/keep-offline';
import { useMatchSync } from './use-match-sync';
import { SheetPart } from './sheet/sheet-part';
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
        <div className="pr-page">
          <MatchHead protocol={e ? { ...p, score: e.score, shootout: e.shootout } : p} mediaOnly={mediaOnly} />
          {/* Before the match: who may not play in it and who is one yellow card away (ADR 0181). */}
          {!mediaOnly && p.match.status === 'scheduled' && <SuspensionsPanel matchId={matchId} />}
          {/* Identities before the final whistle (ADR 0212). */}
          {!mediaOnly && <SheetPart matchId={matchId} part="identity" teams={title} />}
          {mediaOnly && <Broadcast protocol={p} />}
          {events.status === 'success' && (
            <EventsSection
              matchId={matchId}
              events={events.data.data}
              hostTitle={p.match.host.title}
              guestTitle={p.match.guest.title}
              live={p.match.status !== 'scheduled'}
              clock={p.clock.clock}
            />
          )}
          {/* The sign-off after it (ADR 0212). */}
          {!mediaOnly && <SheetPart matchId={matchId} part="signoff" teams={title} />}
          {!mediaOnly && <Preview matchId={matchId} />}
        </div>
        <div className="pr-page">
          {!mediaOnly && (
            <>
              <CrewSection protocol={p} />
              <StatisticsSection protocol={p} />
              <DetailsSection protocol={p} />
            </>
          )}
          {additions.status === 'success' && <AdditionsSection matchId={matchId} additions={additions.data.data} />}
          {p.permissions.broadcast && !mediaOnly && <Broadcast protocol={p} />}
          {p.permissions.broadcast && <PhotosSection matchId={matchId} />}
          {p.permissions.delete && <DeleteMatch matchId={matchId} title={title} />}
          <HistoryPanel entity="match" id={matchId} />
        </div>
      </div>
    </CabinetPage>
  );
}
