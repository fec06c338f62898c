// /cabinet/tournaments/{id}/matches/{match_id}: the referee's match protocol — the score from the
// events, the lifecycle (start, finish, lock; super_admin unlocks), events, squads link, crew,
// statistics, kits and spectators, additional information, the broadcast link and photos (media)
// and a preview of the events as the public match page shows them. Phone first. The media
// manager sees the match's heading, the broadcast link and the photos only (spec §6).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ENUM_NAMESPACE,
  LocaleLink,
  formatDate,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useLocalePath,
  usePageMeta,
  roleAtom,
  fieldErrors,
  isNotFound,
  NotFound,
  useStoreValue,
} from '@league/shared';
import {
  CabinetPage,
  StatusBadge,
  conflictOf,
  useConfirm,
  useNotify,
  endpoints,
  type CabinetProtocol,
  type ProtocolTransition,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { EventsSection } from './events/events-section';
import { PhotosSection } from './photos-section';
import { AdditionsSection, CrewSection, DetailsSection, Field, StatisticsSection } from './protocol-sections';
import './protocol.css';

function Lifecycle({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const patch = useEndpointMutation(endpoints.matches.patchProtocol, {
    invalidates: [endpoints.matches.cabinetProtocol, endpoints.matches.cabinetEvents, endpoints.matches.cabinetAdditions, endpoints.matches.eventsPreview, endpoints.cabinetLists.cabinetMatches],
  });
  const labels: Record<ProtocolTransition, { button: string; question: string }> = {
    start: { button: t('protocol.start'), question: t('protocol.confirmStart') },
    finish: { button: t('protocol.finish'), question: t('protocol.confirmFinish') },
    lock: { button: t('protocol.lock'), question: t('protocol.confirmLock') },
    unlock: { button: t('protocol.unlock'), question: t('protocol.confirmUnlock') },
  };
  const run = async (transition: ProtocolTransition) => {
    if (!(await confirm({ title: labels[transition].question, message: `${protocol.match.host.title} — ${protocol.match.guest.title}`, confirmLabel: labels[transition].button }))) return;
    try {
      await patch.mutateAsync({ params: { id: protocol.match.id }, body: { version: protocol.version, transition } });
      notify.success('protocolChanged');
    } catch (error) {
      // A stale version: the page reloads the protocol; the referee sees the new state and decides again.
      if (conflictOf(error)) await patch.reset();
      notify.error('protocolError');
    }
  };
  if (protocol.permissions.transitions.length === 0) return dialog;
  return (
    <div className="pr-actions">
      {dialog}
      {protocol.permissions.transitions.map((transition) => (
        <button key={transition} type="button" className="lg-button" disabled={patch.isPending} onClick={() => void run(transition)}>
          {labels[transition].button}
        </button>
      ))}
    </div>
  );
}

function Broadcast({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const [url, setUrl] = useState(protocol.match.broadcast_url ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useEndpointMutation(endpoints.matches.setBroadcast, { invalidates: [endpoints.matches.cabinetProtocol] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ params: { id: protocol.match.id }, body: { broadcast_url: url.trim() || null } });
      notify.success('protocolChanged');
    } catch (e) {
      setError(fieldErrors(e).broadcast_url);
      notify.error('protocolError');
    }
  };
  return (
    <section className="pr-card" aria-labelledby="pr-broadcast">
      <h2 id="pr-broadcast">{t('protocol.broadcast')}</h2>
      <form onSubmit={submit} className="pr-grid">
        <Field id="broadcast-url" label={t('protocol.broadcast')} error={error}>
          <input id="broadcast-url" type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <div className="pr-actions">
          <button type="submit" className="lg-button" disabled={save.isPending}>
            {t('protocol.saveBroadcast')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Preview({ matchId }: { matchId: number }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const preview = useEndpointQuery(endpoints.matches.eventsPreview, { params: { id: matchId } }, { staleTime: 0 });
  if (preview.status !== 'success') return null;
  const { events } = preview.data.data;
  return (
    <section className="pr-card" aria-labelledby="pr-preview">
      <h2 id="pr-preview">{t('protocol.preview')}</h2>
      {events.length === 0 ? (
        <p>{t('protocol.noEvents')}</p>
      ) : (
        <ol className="pr-events">
          {events.map((e, i) => (
            <li key={i} className={`pr-event pr-event--${e.team_type}`}>
              <span className="pr-event__minute">{e.label ?? ''}</span>
              <span className="pr-event__text">
                {e.kind === 'goal' && `${te(`goalMethod.${e.method ?? 'goal'}`)}: ${e.player?.name ?? ''}${e.assistant ? ` · ${e.assistant.name}` : ''}`}
                {e.kind === 'punishment' && `${e.card ? te(`cardType.${e.card}`) : ''}: ${e.player?.name ?? ''}`}
                {e.kind === 'replacement' && `${t('protocol.kinds.replacement')}: ${e.player?.name ?? ''} ↔ ${e.player_out?.name ?? ''}`}
                {e.kind === 'missed_penalty' && `${t('protocol.kinds.missed_penalty')}: ${e.player?.name ?? ''} · ${e.failure ? te(`penaltyFailure.${e.failure}`) : ''}`}
              </span>
              <span />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default function ProtocolPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const notify = useNotify();
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const params = useParams();
  const tournamentId = Number(params.id);
  const matchId = Number(params.match_id);
  const args = { params: { id: matchId } };
  // The media manager's match: heading, broadcast link and photos, nothing of the protocol.
  const mediaOnly = useStoreValue(roleAtom) === 'media_manager';
  const protocol = useEndpointQuery(endpoints.matches.cabinetProtocol, args, { staleTime: 0 });
  const events = useEndpointQuery(endpoints.matches.cabinetEvents, mediaOnly ? null : args, { staleTime: 0 });
  const additions = useEndpointQuery(endpoints.matches.cabinetAdditions, mediaOnly ? null : args, { staleTime: 0 });
  const remove = useEndpointMutation(endpoints.matches.deleteMatch, { invalidates: [endpoints.cabinetLists.cabinetMatches] });
  const p = protocol.status === 'success' ? protocol.data.data : null;
  const title = p ? `${p.match.host.title} — ${p.match.guest.title}` : t('protocol.title');
  usePageMeta({ title });
  // The media manager has no matches list of its own: its way back is the tournament's matches.
  const crumbs = mediaOnly
    ? [{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('protocol.matches'), to: `/cabinet/tournaments/${tournamentId}/matches` }, { title }]
    : [{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('protocol.matches'), to: paths.refereeMatches() }, { title }];

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

  const deleteMatch = async () => {
    if (!(await confirm({ title: t('protocol.confirmDeleteMatch'), message: title, confirmLabel: t('protocol.deleteMatch'), danger: true }))) return;
    try {
      await remove.mutateAsync(args);
      notify.success();
      navigate(lp(paths.refereeMatches()));
    } catch {
      notify.error();
    }
  };

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
      {dialog}
      <div className="pr-page pr-page--two">
        <div className="pr-page">
          <section className="pr-card pr-head" aria-label={t('protocol.score')}>
            <p className="pr-hint">
              {p.match.tournament.title}
              {p.match.tour_name ? ` · ${p.match.tour_name}` : ''}
              {p.match.date_time ? ` · ${formatDate(p.match.date_time, 'dayTime', locale)}` : ''}
              {p.match.stadium ? ` · ${p.match.stadium}` : ''}
            </p>
            <div className="pr-score">
              <span className="pr-score__team">{p.match.host.title}</span>
              <span className="pr-score__goals" aria-label={t('protocol.score')}>
                {p.score.host}:{p.score.guest}
              </span>
              <span className="pr-score__team">{p.match.guest.title}</span>
            </div>
            {p.shootout && <p className="pr-score">{t('protocol.shootout', { host: p.shootout.host, guest: p.shootout.guest })}</p>}
            <p>
              {t('protocol.lifecycle')}: <StatusBadge kind="match" status={p.match.lifecycle} />
            </p>
            {p.match.lifecycle === 'locked' && <p className="pr-hint">{t('protocol.locked')}</p>}
            {!p.permissions.edit && !mediaOnly && p.match.lifecycle !== 'locked' && <p className="pr-hint">{t('protocol.readOnly')}</p>}
            <Lifecycle protocol={p} />
          </section>
          {mediaOnly && <Broadcast protocol={p} />}
          {events.status === 'success' && (
            <EventsSection matchId={matchId} events={events.data.data} hostTitle={p.match.host.title} guestTitle={p.match.guest.title} live={p.match.status !== 'scheduled'} />
          )}
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
          {p.permissions.delete && (
            <div className="pr-actions">
              <button type="button" className="lg-button lg-button--danger" onClick={() => void deleteMatch()}>
                {t('protocol.deleteMatch')}
              </button>
            </div>
          )}
        </div>
      </div>
    </CabinetPage>
  );
}
