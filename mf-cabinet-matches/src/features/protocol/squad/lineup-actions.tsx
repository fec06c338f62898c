// The actions of the chosen lineup row: its role (starter, substitute, not named), captain, in goal
// and the shirt number.
import { useTranslation } from 'react-i18next';
import type { PlayerPosition, SquadKind } from '@league/shared';
import type { SquadCandidate } from '@league/shared/cabinet';
import type { Pick } from './squad-values';

const KINDS: Array<SquadKind | ''> = ['main', 'substitute', ''];

/** A role's label: starter, substitute, not named. */
export function useKindLabel() {
  const { t } = useTranslation('cab-matches');
  return (k: SquadKind | '') =>
    k === 'main' ? t('lineup.starter') : k === 'substitute' ? t('lineup.substitute') : t('lineup.out');
}

export interface LineupActionsProps {
  candidate: SquadCandidate;
  /** The row's id (its number field's id is derived from it). */
  id: string;
  pick: Pick | undefined;
  kind: SquadKind | '';
  position: PlayerPosition | null | undefined;
  captain: boolean;
  /** The player may not play (only "not named" is open to him). */
  off: boolean;
  onPick: (next: Partial<Pick>) => void;
  onCaptain: () => void;
  onGoalkeeper: () => void;
}

export function LineupActions({
  candidate: c,
  id,
  pick,
  kind,
  position,
  captain,
  off,
  onPick,
  onCaptain,
  onGoalkeeper,
}: LineupActionsProps) {
  const { t } = useTranslation('cab-matches');
  const kindLabel = useKindLabel();
  return (
    <div className="sq-actions" role="group" aria-label={t('lineup.actions', { name: c.name })}>
      {KINDS.map((k) => (
        <button
          key={k || 'out'}
          type="button"
          className="sq-action"
          aria-pressed={kind === k}
          disabled={off && k !== ''}
          onClick={() => onPick({ kind: k })}
        >
          {kindLabel(k)}
        </button>
      ))}
      <button type="button" className="sq-action" aria-pressed={captain} disabled={!kind} onClick={onCaptain}>
        {t('lineup.makeCaptain')}
      </button>
      <button
        type="button"
        className="sq-action"
        aria-pressed={kind === 'main' && position === 'GK'}
        disabled={kind !== 'main'}
        onClick={onGoalkeeper}
      >
        {t('lineup.makeGoalkeeper')}
      </button>
      <label className="sq-number">
        {t('protocol.number')}
        <input
          id={`${id}-number`}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          aria-label={`${c.name}: ${t('protocol.number')}`}
          value={pick?.number ?? c.number ?? ''}
          disabled={!kind}
          onChange={(e) => onPick({ number: e.target.value })}
        />
      </label>
    </div>
  );
}
