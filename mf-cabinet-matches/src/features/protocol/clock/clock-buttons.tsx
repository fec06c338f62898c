// The match clock's buttons for the current state: start the first period; pause a running one or
// end it (not the last); resume a paused one or end it; start the next period.
import { useTranslation } from 'react-i18next';
import type { ClockAction, MatchClock } from '@league/shared';
import { usePeriodName } from './period-name';

export interface ClockButtonsProps {
  state: MatchClock | null;
  /** How many periods the match has. */
  periods: number;
  disabled: boolean;
  onPress: (action: ClockAction) => void;
}

export function ClockButtons({ state, periods, disabled, onPress }: ClockButtonsProps) {
  const { t } = useTranslation('cab-matches');
  const name = usePeriodName();
  const button = (action: ClockAction, label: string, primary = false) => (
    <button
      key={action + label}
      type="button"
      className={`lg-button${primary ? '' : ' lg-button--ghost'} md-clock__button`}
      disabled={disabled}
      onClick={() => onPress(action)}
    >
      {label}
    </button>
  );
  const buttons = !state
    ? [button('start', name('start', 1), true)]
    : state.running
      ? [
          button('pause', t('matchDay.pause'), true),
          ...(state.period < periods ? [button('end_period', name('end', state.period))] : []),
        ]
      : state.elapsed_seconds === 0
        ? [button('start', name('start', state.period), true)]
        : [
            button('start', t('matchDay.resume'), true),
            ...(state.period < periods ? [button('end_period', name('end', state.period))] : []),
          ];
  return <div className="md-clock__buttons">{buttons}</div>;
}
