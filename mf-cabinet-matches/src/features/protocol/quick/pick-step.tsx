// The quick entry's second step (ADR 0173, 0211): the minute (the match clock's at the first tap;
// without a running clock its last reading, or typed by the referee, who is told so), the
// variant chips of the event (a goal's kind, a red card's cause, the first chosen), and the players
// to tap — each side's on-pitch list, or the bench for the player coming on. A tap without a minute
// keeps the player and asks for the minute; "Save" then records the event.
import { useTranslation } from 'react-i18next';
import type { TeamType } from '@league/shared';
import type { CabinetPlayer } from '@league/shared/cabinet';
import { QUICK_VARIANTS, type QuickKind } from './pitch';
import { NumberKeypad } from './number-keypad';
import { PickHead } from './pick-head';
import { PlayerLists } from './player-lists';
import { VariantChips } from './variant-chips';

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
  const variants = step.out ? undefined : QUICK_VARIANTS[step.kind];
  const keypadSides = lists.filter((l) => l.players.length > 11);
  const chosen = step.waiting ? (step.waiting.playerIn ?? step.waiting.player).id : null;

  return (
    <div className="md-pick" role="group" aria-label={t(`matchDay.types.${step.kind}`)}>
      <PickHead step={step} onChange={onChange} busy={busy} onSaveWaiting={onSaveWaiting} />
      {problem && (
        <p className="pr-error" role="alert">
          {problem}
        </p>
      )}
      {variants && <VariantChips step={step} variants={variants} onChange={onChange} />}
      {keypadSides.length > 0 && (
        <NumberKeypad lists={keypadSides} disabled={busy} onPick={(side, player) => onPick(side, player)} />
      )}
      <PlayerLists lists={lists} booked={booked} busy={busy} onPick={onPick} chosen={chosen} waiting={!!step.waiting} />
      <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
        {t('matchDay.cancel')}
      </button>
    </div>
  );
}
