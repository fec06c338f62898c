// The quick entry's second step (ADR 0173, 0211): the minute (the match clock's at the first tap;
// without a running clock its last reading, or typed by the referee, who is told so), the
// variant chips of the event (a goal's kind, a red card's cause, the first chosen), and the players
// to tap — each side's on-pitch list, or the bench for the player coming on. A tap without a minute
// keeps the player and asks for the minute; "Save" then records the event.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, type TeamType } from '@league/shared';
import type { CabinetPlayer } from '@league/shared/cabinet';
import { playerLabel } from '../events/event-values';
import { QUICK_VARIANTS, type QuickKind } from './pitch';
import { NumberKeypad } from './number-keypad';

export interface Step {
  kind: QuickKind;
  minute: string;
  added: string;
  /** Where the minute came from: the running clock, its last reading (paused), or nothing (typed). */
  source: 'running' | 'paused' | 'none';
  /** A goal's kind, a red card's cause. */
  variant?: string;
  /** A substitution's player going off, once tapped. */
  out?: { side: TeamType; player: CabinetPlayer };
  /** A player tapped before a minute was entered (a substitution: and the one coming on): saved with the minute. */
  waiting?: { side: TeamType; player: CabinetPlayer; playerIn?: CabinetPlayer };
}

export interface PickStepProps {
  step: Step;
  onChange: (step: Step) => void;
  /** The lists to pick from, per side shown. */
  lists: Array<{ side: TeamType; title: string; players: CabinetPlayer[]; empty: string }>;
  /** Players of a side with a yellow card already (marked). */
  booked: (side: TeamType) => Set<number>;
  busy: boolean;
  problem: string | null;
  onPick: (side: TeamType, player: CabinetPlayer) => void;
  onSaveWaiting: () => void;
  onCancel: () => void;
}

const variantLabel = (kind: QuickKind, variant: string, te: (key: string) => string) =>
  kind === 'red' ? te(`removalCause.${variant}`) : te(`goalMethod.${variant}`);

export function PickStep({
  step,
  onChange,
  lists,
  booked,
  busy,
  problem,
  onPick,
  onSaveWaiting,
  onCancel,
}: PickStepProps) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const minuteRef = useRef<HTMLInputElement>(null);
  const variants = step.out ? undefined : QUICK_VARIANTS[step.kind];
  // A player tapped without a minute: the minute field takes the focus.
  useEffect(() => {
    if (step.waiting) minuteRef.current?.focus();
  }, [step.waiting]);
  const keypadSides = lists.filter((l) => l.players.length > 11);
  const chosen = step.waiting ? (step.waiting.playerIn ?? step.waiting.player).id : null;

  return (
    <div className="md-pick" role="group" aria-label={t(`matchDay.types.${step.kind}`)}>
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
      {problem && (
        <p className="pr-error" role="alert">
          {problem}
        </p>
      )}
      {variants && (
        <div
          className="md-chips"
          role="group"
          aria-label={step.kind === 'red' ? t('protocol.cause') : t('protocol.method')}
        >
          {variants.map((v) => (
            <button
              key={v}
              type="button"
              className={`md-chip${step.variant === v ? ' md-chip--on' : ''}`}
              aria-pressed={step.variant === v}
              onClick={() => onChange({ ...step, variant: v })}
            >
              {variantLabel(step.kind, v, te)}
            </button>
          ))}
        </div>
      )}
      {keypadSides.length > 0 && (
        <NumberKeypad lists={keypadSides} disabled={busy} onPick={(side, player) => onPick(side, player)} />
      )}
      <div className="md-sides">
        {lists.map(({ side, title, players, empty }) => (
          <div key={side} className="md-side" role="group" aria-label={title}>
            <h4 className="md-side__title">{title}</h4>
            {players.length === 0 ? (
              <p className="pr-hint">{empty}</p>
            ) : (
              <div className="md-players">
                {players.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    className={`md-player${chosen === p.id ? ' md-player--chosen' : ''}`}
                    aria-pressed={step.waiting ? chosen === p.id : undefined}
                    disabled={busy}
                    onClick={() => onPick(side, p)}
                    aria-label={playerLabel(p)}
                  >
                    <span className="md-player__number">{p.number ?? '—'}</span>
                    <span className="md-player__name">{p.name}</span>
                    {booked(side).has(p.id) && <span className="md-player__booked" aria-hidden="true" />}
                  </button>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
      <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
        {t('matchDay.cancel')}
      </button>
    </div>
  );
}
