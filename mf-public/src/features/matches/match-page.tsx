// The public match sheet: header with the score (and shoot-out), broadcast, events, line-ups,
// statistics, officials, media and related news.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  clockLabel,
  endpoints,
  isApiError,
  ErrorState,
  formatDate,
  formatKickOff,
  LocaleLink,
  NotFound,
  positiveId,
  PrintHeader,
  PrintSignatures,
  Skeleton,
  useEndpointQuery,
  useHydrated,
  useLocale,
  type MatchClock,
  type MatchDetail,
} from '@league/shared';
import { Page, type Crumb } from '../../ui/page';
import { FixtureNote, scoreText, StatusBadge, TeamName } from '../../ui/league';
import { sportsEvent } from '../../ui/structured-data';
import { useLiveMatch } from './use-live-match';
import { Broadcast } from './match-broadcast';
import { Media } from './match-media';
import { RelatedNews } from './match-news';
import { Officials } from './match-officials';
import { Squads } from './match-squads';
import { Statistics } from './match-statistics';
import { Timeline } from './match-timeline';
import './matches.css';
import { paths } from '../../paths';

/**
 * The match minute from the server's clock (ADR 0172), reckoned here from `started_at` and the
 * seconds played before it, again every second while it runs ('23′', '45+2′' in added time). The
 * visible figure is hidden from screen readers; they read a sentence that changes once a minute
 * and is no live region, so nothing is announced as it ticks.
 */
export function MatchMinute({ clock }: { clock: MatchClock }) {
  const { t } = useTranslation('public');
  const [now, setNow] = useState(() => Date.now());
  // The texts rendered on the server are replaced once hydrated (a new key), so the browser's
  // minute shows at once rather than when the minute next changes.
  const hydrated = useHydrated() ? 'client' : 'server';
  useEffect(() => {
    if (!clock.running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  const label = clockLabel(clock, now);
  // The server's minute and the browser's may differ by the time the page took to arrive: the
  // texts that tick say so to React (no hydration error) and are corrected at once.
  return (
    <p className="pub-match-head__minute">
      <span aria-hidden="true">
        <span key={hydrated} suppressHydrationWarning>{`${label}′`}</span>
        {!clock.running && <span className="pub-match-head__paused"> · {t('match.clockPaused')}</span>}
      </span>
      <span key={hydrated} className="lg-visually-hidden" suppressHydrationWarning>
        {`${t('match.minuteNow', { minute: label })}${!clock.running ? `, ${t('match.clockPaused')}` : ''}`}
      </span>
    </p>
  );
}

function Header({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const winner =
    match.technical_result === 'host_win' ? match.host : match.technical_result === 'guest_win' ? match.guest : null;
  return (
    <div className="pub-match-head lg-card">
      <p className="pub-match-head__meta">
        <LocaleLink to={paths.tournament(match.tournament.id)}>{match.tournament.title}</LocaleLink>
        {match.tour && <span>{match.tour.title}</span>}
        {match.date_time && <time dateTime={match.date_time}>{formatDate(match.date_time, 'dayTime', locale)}</time>}
        <StatusBadge status={match.status} />
      </p>
      <div className="pub-match-head__teams">
        <TeamName team={match.host} size={56} />
        {/* The score and, while the match is played, the minute under it. */}
        <div className="pub-match-head__centre">
          <p className="pub-match-head__score">
            {/* The score is visible text; the word before it is for screen readers. */}
            <span className="lg-visually-hidden">{t('match.score')} </span>
            <span>{scoreText(match.score, match.shootout, t)}</span>
          </p>
          {match.status === 'live' && match.clock && <MatchMinute clock={match.clock} />}
        </div>
        <TeamName team={match.guest} size={56} />
      </div>
      <FixtureNote match={match} className="pub-match-head__note" />
      {winner && <p className="pub-match-head__note">{t('match.technical', { winner: winner.title })}</p>}
      {match.stadium && (
        <p className="pub-match-head__meta">
          <span>
            {t('match.stadium')}: {match.stadium.title}
            {match.stadium.city ? `, ${match.stadium.city}` : ''}
          </span>
          {match.spectators !== null && <span>{t('match.spectators', { count: match.spectators })}</span>}
        </p>
      )}
    </div>
  );
}

export default function MatchPage() {
  const { t } = useTranslation('public');
  // The route admits only an id here (routes.ts).
  const id = positiveId(useParams().id)!;
  const data = useEndpointQuery(endpoints.matches.detail, { params: { id } });
  useLiveMatch(id, data.status === 'success' ? data.data.data : undefined);
  const crumbs = [{ title: t('match.crumb'), slug: paths.matches() }];

  if (data.status === 'error' && isApiError(data.error) && data.error.response?.status === 404) return <NotFound />;
  if (data.status !== 'success') {
    return (
      <Page title={t('match.crumb')} crumbs={crumbs}>
        {data.status === 'loading' ? (
          <div className="pub-match-loading">
            <Skeleton lines={6} />
          </div>
        ) : (
          <ErrorState onRetry={data.reload} />
        )}
      </Page>
    );
  }
  return <MatchSheet id={id} match={data.data.data} crumbs={crumbs} />;
}

/** The page of a loaded match: its title, description, share image and structured data around the sheet. */
function MatchSheet({ id, match, crumbs }: { id: number; match: MatchDetail; crumbs: Crumb[] }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const title = t('match.title', { host: match.host.title, guest: match.guest.title });
  return (
    <Page
      title={title}
      description={t('match.description', {
        tournament: match.tournament.title,
        tour: match.tour?.title ?? '',
        host: match.host.title,
        guest: match.guest.title,
        date: formatDate(match.date_time, 'long', locale),
      })}
      share={{
        kind: 'match',
        key: match.id,
        version: [match.status, match.score && `${match.score.host}-${match.score.guest}`, match.date_time]
          .filter(Boolean)
          .join('_'),
      }}
      crumbs={[...crumbs, { title: match.tournament.title, slug: paths.tournament(match.tournament.id) }]}
      wide
      // A match that is or may go live updates itself (useLiveMatch): its page starts the
      // scripts at once. A played match's page waits for the visitor's first intent.
      scriptsAtLoad={match.status === 'live' || match.status === 'scheduled'}
      structuredData={[
        sportsEvent({
          match,
          name: title,
          locale,
          scoreLine: match.score
            ? `${match.host.title} ${scoreText(match.score, match.shootout, t)} ${match.guest.title}`
            : null,
        }),
      ]}
    >
      <MatchSheetBody id={id} match={match} />
    </Page>
  );
}

/** The match sheet itself: the lead (header, events, broadcast), the sections and what prints with it. */
function MatchSheetBody({ id, match }: { id: number; match: MatchDetail }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <>
      {/* The broadcast leads only while the match is being played, on a wide screen; on a phone
          the score, the minute and the events come first and the video below them (markup order;
          a wide screen moves a live stream up with CSS order), and so do they for a match not live. */}
      {/* On paper: the league (name and logo), the match and the day printed (print.css of @league/shared). */}
      <PrintHeader
        subject={t('match.printSubject', {
          host: match.host.title,
          guest: match.guest.title,
          tournament: match.tournament.title,
          date: match.date_time ? formatKickOff(match.date_time, locale) : '',
        })}
      />
      <div className={`pub-match-lead${match.status === 'live' ? ' pub-match-lead--live' : ''}`}>
        <Header match={match} />
        <div className="pub-match-lead__timeline">
          <Timeline id={id} match={match} />
        </div>
        <div className="pub-match-lead__broadcast">
          <Broadcast match={match} />
        </div>
      </div>
      <Squads id={id} />
      <Statistics id={id} />
      <Officials match={match} />
      {/* Printing the sheet is for the few; it follows the sheet instead of leading it. */}
      <p className="pub-match-print">
        <button type="button" className="lg-button lg-button--ghost" onClick={() => window.print()}>
          {t('match.print')}
        </button>
      </p>
      {/* On paper: the official sheet's signature lines (the referee by name, each team's official). */}
      <PrintSignatures
        lines={[
          {
            role: t('match.signReferee'),
            name: match.referees.find((r) => r.role === 'main_referee')?.referee.name,
          },
          { role: t('match.signTeam', { team: match.host.title }) },
          { role: t('match.signTeam', { team: match.guest.title }) },
        ]}
      />
      <Media id={id} />
      <RelatedNews id={id} />
    </>
  );
}
