// The protocol's head: tournament, round, kick-off and stadium, the score, the lifecycle and its
// buttons, the match clock, and why the protocol cannot be changed when it cannot.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import { StatusBadge, type CabinetProtocol } from '@league/shared/cabinet';
import { MatchClockPanel } from './clock/match-clock';
import { Lifecycle } from './lifecycle';

export function MatchHead({ protocol: p, mediaOnly }: { protocol: CabinetProtocol; mediaOnly: boolean }) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  return (
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
      {p.shootout && (
        <p className="pr-score">{t('protocol.shootout', { host: p.shootout.host, guest: p.shootout.guest })}</p>
      )}
      <p>
        {t('protocol.lifecycle')}: <StatusBadge kind="match" status={p.match.lifecycle} />
      </p>
      {p.match.lifecycle === 'locked' && <p className="pr-hint">{t('protocol.locked')}</p>}
      {!p.permissions.edit && !mediaOnly && p.match.lifecycle !== 'locked' && (
        <p className="pr-hint">{t('protocol.readOnly')}</p>
      )}
      {!mediaOnly && <MatchClockPanel protocol={p} />}
      <Lifecycle protocol={p} />
    </section>
  );
}
