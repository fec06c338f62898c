// Sections of the match page: events timeline, line-ups, statistics, officials, media, news,
// and the broadcast player.
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  EmptyState,
  endpoints,
  formatDate,
  LocaleLink,
  useEndpointQuery,
  useLocale,
  type MatchDetail,
  type MatchMetric,
  type PlayerRef,
  type ProtocolEvent,
  type SquadPlayer,
  type SquadSide,
} from '@league/shared';
import { PlayerOnRequest } from '../../ui/content';
import { PhotoGrid } from '../../ui/photo-viewer';
import { TeamName } from '../../ui/league';
import { SquadNumber } from '../../ui/people';
import { paths } from '../../paths';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="pub-match-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function PlayerLink({ player }: { player: PlayerRef | null }) {
  const { t } = useTranslation('public');
  if (!player) return <span>{t('match.event.unknown')}</span>;
  return player.slug ? (
    <LocaleLink to={paths.player(player.slug)}>{player.name}</LocaleLink>
  ) : (
    <span>{player.name}</span>
  );
}

/** A YouTube watch/short link becomes its privacy-friendly embed; other links are embedded as given. */
export function embedUrl(url: string): string {
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^www\./, '');
    let video: string | null = null;
    if (host === 'youtube.com' || host === 'm.youtube.com')
      video = u.searchParams.get('v') ?? /^\/(?:live|embed)\/([\w-]+)/.exec(u.pathname)?.[1] ?? null;
    if (host === 'youtu.be') video = u.pathname.slice(1) || null;
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : url;
  } catch {
    return url;
  }
}

/** The broadcast player's address once the visitor taps play: a YouTube embed starts at once. */
function broadcastSrc(url: string): string {
  const src = embedUrl(url);
  return src.startsWith('https://www.youtube-nocookie.com/') ? `${src}?autoplay=1` : src;
}

export function Broadcast({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('public');
  if (!match.broadcast_url) return null;
  const names = { host: match.host.title, guest: match.guest.title };
  return (
    <Section
      id="match-broadcast"
      title={t(
        match.status === 'live' ? 'match.broadcast' : match.status === 'finished' ? 'match.recording' : 'match.stream',
      )}
    >
      <div className="pub-broadcast">
        <PlayerOnRequest
          src={broadcastSrc(match.broadcast_url)}
          title={t('match.broadcastTitle', names)}
          playLabel={t('match.playBroadcast', names)}
          className="pub-video pub-broadcast__player"
        />
      </div>
      <p>
        <a href={match.broadcast_url} target="_blank" rel="noopener noreferrer">
          {t('match.openBroadcast')}
        </a>
      </p>
    </Section>
  );
}

const ICONS: Record<string, string> = { goal: '', substitution: '⇄', missed: '✕' };

function EventIcon({ event }: { event: ProtocolEvent }) {
  if (event.kind === 'punishment')
    return <span className={`pub-card-icon pub-card-icon--${event.card}`} aria-hidden="true" />;
  const key = event.kind === 'goal' ? 'goal' : event.kind === 'replacement' ? 'substitution' : 'missed';
  return (
    <span
      className={`pub-event-icon pub-event-icon--${key}${event.method === 'own_goal' ? ' pub-event-icon--own' : ''}`}
      aria-hidden="true"
    >
      {ICONS[key]}
    </span>
  );
}

/**
 * The score after each goal of the list, by the goal's index: regular-time goals count towards
 * the match score, shoot-out goals towards the shoot-out's own (an own goal counts for the
 * other side, as `counts_for` says).
 */
export function runningScores(events: readonly ProtocolEvent[]): Map<number, string> {
  const tally = { regular: { host: 0, guest: 0 }, after: { host: 0, guest: 0 } };
  const scores = new Map<number, string>();
  events.forEach((event, i) => {
    if (event.kind !== 'goal' || event.match_scope === 'before') return;
    const score = tally[event.match_scope];
    score[event.counts_for ?? event.team_type] += 1;
    scores.set(i, `${score.host}–${score.guest}`);
  });
  return scores;
}

function EventText({ event, score }: { event: ProtocolEvent; score?: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  switch (event.kind) {
    case 'goal':
      return (
        <>
          <strong>
            {event.match_scope === 'after' ? t('match.event.shootoutGoal') : t(`match.event.${event.method ?? 'goal'}`)}
          </strong>{' '}
          {score && (
            <>
              <span className="pub-timeline__score">
                <span className="lg-visually-hidden">{t('match.scoreAfter')} </span>
                {score}
              </span>{' '}
            </>
          )}
          <PlayerLink player={event.player} />
          {event.assistant && (
            <span className="pub-muted"> ({t('match.event.assist', { name: event.assistant.name })})</span>
          )}
        </>
      );
    case 'punishment':
      return (
        <>
          <strong>{t(`match.event.${event.card ?? 'yellow'}`)}</strong> <PlayerLink player={event.player} />
          {event.removal_cause && !(event.removal_cause === 'second_yellow' && event.card === 'second_yellow') && (
            <span className="pub-muted">
              {' '}
              ({t(`enums:removalCause.${event.removal_cause}`).toLocaleLowerCase(locale)})
            </span>
          )}
        </>
      );
    case 'replacement':
      return (
        <>
          <strong>{t('match.event.substitution')}</strong>{' '}
          {event.player && (
            <span className="pub-sub pub-sub--in">
              {t('match.event.in', { name: '' })}
              <PlayerLink player={event.player} />
            </span>
          )}{' '}
          {event.player_out && (
            <span className="pub-sub pub-sub--out">
              {t('match.event.out', { name: '' })}
              <PlayerLink player={event.player_out} />
            </span>
          )}
        </>
      );
    case 'missed_penalty':
      return (
        <>
          <strong>{t('match.event.missed')}</strong> <PlayerLink player={event.player} />
          {event.failure && <span className="pub-muted"> ({t(`match.event.${event.failure}`)})</span>}
        </>
      );
  }
}

export function Timeline({ id, match }: { id: number; match: MatchDetail }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.matches.protocol, { params: { id } });
  return (
    <Section id="match-events" title={t('match.events')}>
      <AsyncView
        data={data}
        isEmpty={(a) => a.data.events.length === 0}
        empty={<EmptyState>{t('match.noEvents')}</EmptyState>}
      >
        {(answer) => {
          const scopes = ['before', 'regular', 'after'] as const;
          const scores = runningScores(answer.data.events);
          const numbered = answer.data.events.map((event, index) => ({ event, index }));
          return scopes.map((scope) => {
            const events = numbered.filter(({ event: e }) => e.match_scope === scope);
            if (events.length === 0) return null;
            return (
              <div key={scope} className="pub-timeline-group">
                {scope !== 'regular' && <h3>{t(`match.${scope}`)}</h3>}
                {/* Host events on the left, guest events on the right, at every width. */}
                <p className="pub-timeline__sides" aria-hidden="true">
                  <TeamName team={match.host} size={20} link={false} />
                  <TeamName team={match.guest} size={20} link={false} />
                </p>
                <ol className="pub-timeline">
                  {events.map(({ event, index }) => (
                    <li key={event.id} className={`pub-timeline__item pub-timeline__item--${event.team_type}`}>
                      <span className="pub-timeline__minute">{event.label ? `${event.label}′` : ''}</span>
                      <EventIcon event={event} />
                      <span className="pub-timeline__text">
                        <span className="lg-visually-hidden">
                          {(event.team_type === 'host' ? match.host : match.guest).title}:{' '}
                        </span>
                        <EventText event={event} score={scores.get(index)} />
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            );
          });
        }}
      </AsyncView>
    </Section>
  );
}

function SquadList({ players }: { players: SquadPlayer[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="pub-squad">
      {players.map((p) => (
        <li key={p.player.id}>
          {p.number === null ? (
            <span className="pub-squad__number" />
          ) : (
            <SquadNumber value={p.number} className="pub-squad__number" />
          )}
          <PlayerLink player={p.player} />
          {p.is_captain && (
            <abbr className="pub-squad__captain" title={t('match.captain')}>
              C
            </abbr>
          )}
          {p.position && (
            <abbr className="pub-squad__position" title={t(`enums:position.${p.position}`)}>
              {t(`match.position.${p.position}`)}
            </abbr>
          )}
        </li>
      ))}
    </ul>
  );
}

function SquadColumn({ side }: { side: SquadSide }) {
  const { t } = useTranslation('public');
  return (
    <div className="pub-squad-side lg-card">
      <h3>
        <TeamName team={side.team} />
      </h3>
      {side.uniform && (
        <p className="pub-uniform">
          <span
            className="pub-uniform__swatch"
            style={{ background: side.uniform.hex ?? 'transparent' }}
            aria-hidden="true"
          />
          {t('match.uniform', { color: side.uniform.title })}
        </p>
      )}
      <h4>{t('match.main')}</h4>
      <SquadList players={side.main} />
      {side.substitutes.length > 0 && (
        <>
          <h4>{t('match.substitutes')}</h4>
          <SquadList players={side.substitutes} />
        </>
      )}
    </div>
  );
}

export function Squads({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.matches.squads, { params: { id } });
  const empty = (s: SquadSide) => s.main.length + s.substitutes.length === 0;
  return (
    <Section id="match-squads" title={t('match.squads')}>
      <AsyncView
        data={data}
        isEmpty={(a) => empty(a.data.host) && empty(a.data.guest)}
        empty={<EmptyState>{t('match.noSquads')}</EmptyState>}
      >
        {(answer) => (
          <div className="pub-squads">
            <SquadColumn side={answer.data.host} />
            <SquadColumn side={answer.data.guest} />
          </div>
        )}
      </AsyncView>
    </Section>
  );
}

/** Host and guest shares as whole percents that add up to 100. */
export function sharePercents(hostPercent: number): { host: number; guest: number } {
  const host = Math.min(100, Math.max(0, Math.round(hostPercent)));
  return { host, guest: 100 - host };
}

export function Statistics({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.matches.statistics, { params: { id } });
  // A time (possession) reads as each side's share, "55 %", with the time itself beside it;
  // a count reads as the count.
  const figure = (m: MatchMetric, side: 'host' | 'guest', share: number) =>
    m.unit === 'minutes' ? (
      <>
        {t('match.percent', { value: share })} <span className="pub-muted">{m[`${side}_value`]}</span>
      </>
    ) : m[side] === null ? (
      '—'
    ) : (
      String(m[side])
    );
  return (
    <Section id="match-statistics" title={t('match.statistics')}>
      <AsyncView
        data={data}
        isEmpty={(a) => a.data.length === 0}
        empty={<EmptyState>{t('match.noStatistics')}</EmptyState>}
      >
        {(answer) => (
          <dl className="pub-stats">
            {answer.data.map((m) => {
              const share = sharePercents(m.host_percent);
              return (
                <div key={m.metric} className="pub-stats__row">
                  <dt>{m.title}</dt>
                  <dd>
                    <span className="pub-stats__values">
                      <span>{figure(m, 'host', share.host)}</span>
                      <span>{figure(m, 'guest', share.guest)}</span>
                    </span>
                    <span className="pub-stats__bar" aria-hidden="true">
                      <span style={{ width: `${share.host}%` }} />
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </AsyncView>
    </Section>
  );
}

export function Officials({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('public');
  return (
    <Section id="match-referees" title={t('match.referees')}>
      {match.referees.length === 0 ? (
        <EmptyState>{t('match.noReferees')}</EmptyState>
      ) : (
        <dl className="pub-officials">
          {match.referees.map((r) => (
            <div key={r.role}>
              <dt>{t(`enums:refereeRole.${r.role}`)}</dt>
              <dd>
                {r.referee.slug ? (
                  <LocaleLink to={paths.referee(r.referee.slug)}>{r.referee.name}</LocaleLink>
                ) : (
                  r.referee.name
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

/** Thumbnails a match page shows per album; the viewer goes through the whole album. */
const MATCH_THUMBNAILS = 12;

export function Media({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.matches.media, { params: { id } });
  return (
    <Section id="match-media" title={t('match.media')}>
      <AsyncView
        data={data}
        isEmpty={(a) => a.data.albums.length + a.data.videos.length === 0}
        empty={<EmptyState>{t('match.noMedia')}</EmptyState>}
      >
        {(answer) => (
          <>
            {answer.data.albums.map((album) => (
              <div key={album.id} className="pub-album">
                <h3>
                  <LocaleLink to={paths.album(album.slug)}>{album.title}</LocaleLink>
                </h3>
                <PhotoGrid
                  label={t('match.photosOf', { album: album.title })}
                  shown={MATCH_THUMBNAILS}
                  photos={album.images.map((image, i) => ({
                    id: image.id,
                    src: image.path,
                    alt: image.caption ?? t('match.photoAlt', { album: album.title, n: i + 1 }),
                    caption: image.caption,
                  }))}
                />
                {album.images.length > MATCH_THUMBNAILS && (
                  <p className="pub-album__more">
                    <LocaleLink to={paths.album(album.slug)}>
                      {t('match.allPhotos', { count: album.images.length })}
                    </LocaleLink>
                  </p>
                )}
              </div>
            ))}
            {answer.data.videos.length > 0 && (
              <ul className="pub-videos">
                {answer.data.videos.map((video) => (
                  <li key={video.id}>
                    <a href={video.url} target="_blank" rel="noopener noreferrer">
                      {video.thumbnail && (
                        <img src={video.thumbnail} alt="" width={240} height={135} loading="lazy" decoding="async" />
                      )}
                      <span>{video.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </AsyncView>
    </Section>
  );
}

export function RelatedNews({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useEndpointQuery(endpoints.matches.news, { params: { id } });
  return (
    <Section id="match-news" title={t('match.news')}>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('match.noNews')}</EmptyState>}>
        {(answer) => (
          <ul className="pub-news-list">
            {answer.data.map((item) => (
              <li key={item.id} className="lg-card">
                <time dateTime={item.published_at}>{formatDate(item.published_at, 'long', locale)}</time>
                <h3>
                  <LocaleLink to={paths.newsItem(item.slug)}>{item.title}</LocaleLink>
                </h3>
                {item.lead && <p>{item.lead}</p>}
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}
