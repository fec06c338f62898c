// The match page's statistics section: each metric for both sides with a bar of their shares.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, useEndpointQuery, type MatchMetric } from '@league/shared';
import { Section } from './match-sections';

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
