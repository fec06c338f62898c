// The match clock's face: the period and the time played, past the period's end as added time
// (45:00 +02:13), and whether it is paused.
import { useTranslation } from 'react-i18next';
import { clockFace, clockLabel, type MatchClock } from '@league/shared';
import { usePeriodName } from './period-name';

export function ClockFace({ state, now }: { state: MatchClock; now: number }) {
  const { t } = useTranslation('cab-matches');
  const name = usePeriodName();
  const over =
    state.elapsed_seconds + (state.started_at ? Math.floor((now - Date.parse(state.started_at)) / 1000) : 0) >
    state.period_minutes * 60;
  return (
    <p className="md-clock__face">
      <span className="md-clock__period">{name('period', state.period)}</span>
      <span
        className={`md-clock__time${over ? ' md-clock__time--added' : ''}`}
        aria-label={`${t('matchDay.minute')} ${clockLabel(state, now)}`}
        data-minute={clockLabel(state, now)}
      >
        {clockFace(state, now)}
      </span>
      {!state.running && <span className="md-clock__paused">{t('matchDay.paused')}</span>}
      {over && <span className="md-clock__paused">{t('matchDay.addedTime')}</span>}
    </p>
  );
}
