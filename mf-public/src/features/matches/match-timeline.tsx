// The match page's events section: goals, cards, substitutions and missed penalties by minute,
// host on the left and guest on the right.
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  EmptyState,
  endpoints,
  useEndpointQuery,
  useLocale,
  type MatchDetail,
  type ProtocolEvent,
} from '@league/shared';
import { TeamName } from '../../ui/league';
import { PlayerLink, Section } from './match-sections';

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
