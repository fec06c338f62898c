// The head of the quick entry's second step: what to tap, the minute and added minute (the minute
// field takes the focus when a player was tapped without one), and where the minute came from.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLabel } from '../events/event-values';
import type { Step } from './pick-step';

export interface PickHeadProps {
  step: Step;
  onChange: (step: Step) => void;
  busy: boolean;
  onSaveWaiting: () => void;
}

export function PickHead({ step, onChange, busy, onSaveWaiting }: PickHeadProps) {
  const { t } = useTranslation('cab-matches');
  const minuteRef = useRef<HTMLInputElement>(null);
  // A player tapped without a minute: the minute field takes the focus.
  useEffect(() => {
    if (step.waiting) minuteRef.current?.focus();
  }, [step.waiting]);
  return (
    <>
      <div className="md-pick__head">
        <h3>
          {step.out ? t('matchDay.comingOn', { name: playerLabel(step.out.player) }) : t(`matchDay.pick.${step.kind}`)}
        </h3>
        <label className={`md-minute${step.source === 'none' && !step.minute ? ' md-minute--needed' : ''}`}>
          {t('matchDay.minute')}
          <input
            ref={minuteRef}
            inputMode="numeric"
            value={step.minute}
            onChange={(e) => onChange({ ...step, minute: e.target.value })}
          />
        </label>
        <label className="md-minute">
          +
          <input
            inputMode="numeric"
            aria-label={t('matchDay.added')}
            value={step.added}
            onChange={(e) => onChange({ ...step, added: e.target.value })}
          />
        </label>
        {step.waiting && (
          <button type="button" className="lg-button md-minute__save" disabled={busy} onClick={onSaveWaiting}>
            {t('matchDay.saveWithMinute')}
          </button>
        )}
      </div>
      {step.source !== 'running' && (
        <p className="pr-hint md-minute__hint">
          {step.source === 'paused' ? t('matchDay.clockPausedAt') : t('matchDay.clockNotRunning')}
        </p>
      )}
    </>
  );
}
