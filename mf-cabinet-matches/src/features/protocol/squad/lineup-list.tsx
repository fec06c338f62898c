// A team's lineup rows, in the order they opened with, and — editable — the hint of what a tap
// does now (choose a player, or swap with the one chosen).
import { useTranslation } from 'react-i18next';
import type { TeamType } from '@league/shared';
import type { SquadCandidate } from '@league/shared/cabinet';
import { LineupRow } from './lineup-row';
import type { Pick, SquadChoice } from './squad-values';
import { candidateName } from './use-squad-differences';

export interface LineupListProps {
  rows: SquadCandidate[];
  candidates: SquadCandidate[];
  teamType: TeamType;
  choice: SquadChoice;
  chosenId: number | null;
  editable: boolean;
  errorOf: (id: number) => string | undefined;
  onTap: (id: number) => void;
  onPick: (id: number, next: Partial<Pick>) => void;
  onCaptain: (id: number) => void;
  onGoalkeeper: (id: number) => void;
}

export function LineupList({
  rows,
  candidates,
  teamType,
  choice: { picks, captain },
  chosenId,
  editable,
  errorOf,
  onTap,
  onPick,
  onCaptain,
  onGoalkeeper,
}: LineupListProps) {
  const { t } = useTranslation('cab-matches');
  return (
    <>
      {editable && (
        <p className="pr-hint" aria-live="polite">
          {chosenId === null
            ? t('lineup.tapHint')
            : t('lineup.swapWith', { name: candidateName(candidates, chosenId) })}
        </p>
      )}
      <ul className="sq-list">
        {rows.map((c) => (
          <LineupRow
            key={c.player_id}
            candidate={c}
            teamType={teamType}
            pick={picks[c.player_id]}
            captain={captain === c.player_id}
            chosen={chosenId === c.player_id}
            editable={editable}
            error={errorOf(c.player_id)}
            onTap={() => onTap(c.player_id)}
            onPick={(next) => onPick(c.player_id, next)}
            onCaptain={() => onCaptain(c.player_id)}
            onGoalkeeper={() => onGoalkeeper(c.player_id)}
          />
        ))}
      </ul>
    </>
  );
}
