// Before a match (ADR 0181): for each side the reader may see, who is suspended for it (why, and
// which of the suspension's matches this is) and who is one yellow card away from a suspension,
// with their yellows. A team's administrator sees its own team only (the API answers that side).
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '@league/shared';
import { endpoints, type MatchSuspensionSide } from '@league/shared/cabinet';
import './suspensions.css';

export function SuspensionsPanel({ matchId }: { matchId: number }) {
  const { t } = useTranslation('cab-matches');
  const answer = useEndpointQuery(endpoints.matches.matchSuspensions, { params: { id: matchId } }, { staleTime: 0 });
  if (answer.status === 'loading') return <p className="su-note">{t('suspensions.loading')}</p>;
  // A side panel: its failure is said in place, without taking over the page's alerts.
  if (answer.status !== 'success') return <p className="su-note">{t('suspensions.failed')}</p>;
  const { host, guest, yellow_threshold: threshold } = answer.data.data;
  const sides = [host, guest].filter((side): side is MatchSuspensionSide => side !== null);
  if (sides.length === 0) return null;
  return (
    <section className="su-panel" aria-labelledby="suspensions-title">
      <h2 id="suspensions-title" className="su-panel__title">
        {t('suspensions.title')}
      </h2>
      <div className="su-sides">
        {sides.map((side) => (
          <Side key={side.team_type} side={side} threshold={threshold} showTeam={sides.length > 1} />
        ))}
      </div>
    </section>
  );
}

function Side({ side, threshold, showTeam }: { side: MatchSuspensionSide; threshold: number; showTeam: boolean }) {
  const { t } = useTranslation('cab-matches');
  const name = (p: { name: string; number: number | null }) => (p.number === null ? p.name : `${p.number}. ${p.name}`);
  return (
    <div className="su-side">
      {showTeam && <h3 className="su-side__team">{side.team.title}</h3>}
      <h4 className="su-side__heading">{t('suspensions.suspended')}</h4>
      {side.suspended.length === 0 ? (
        <p className="su-note">{t('suspensions.noneSuspended')}</p>
      ) : (
        <ul className="su-list" aria-label={`${side.team.title}: ${t('suspensions.suspended')}`}>
          {side.suspended.map((s) => (
            <li key={`${s.player.id}-${s.cause}-${s.match_number}`} className="su-item su-item--out">
              <span className="su-item__name">{name(s.player)}</span>
              <span className="su-item__why">
                {t(`suspensions.cause.${s.cause}`)}
                {s.reason ? `: ${s.reason}` : ''}
                {' · '}
                {s.matches === null
                  ? t('suspensions.matchOfIndefinite', { number: s.match_number })
                  : t('suspensions.matchOf', { number: s.match_number, count: s.matches })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4 className="su-side__heading">{t('suspensions.oneAway')}</h4>
      {side.one_yellow_away.length === 0 ? (
        <p className="su-note">{t('suspensions.noneAway')}</p>
      ) : (
        <>
          <p className="su-note">{t('suspensions.oneAwayHint', { threshold })}</p>
          <ul className="su-list" aria-label={`${side.team.title}: ${t('suspensions.oneAway')}`}>
            {side.one_yellow_away.map((f) => (
              <li key={f.player.id} className="su-item su-item--warn">
                <span className="su-item__name">{name(f.player)}</span>
                <span className="su-item__why">{t('suspensions.yellows', { count: f.yellows })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
