// The match page's broadcast section: the stream or recording, played on request.
import { useTranslation } from 'react-i18next';
import { type MatchDetail } from '@league/shared';
import { PlayerOnRequest } from '../../ui/content';
import { Section } from './match-sections';

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
