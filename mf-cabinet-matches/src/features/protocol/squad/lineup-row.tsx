// One candidate of a team's lineup: a large tap target with the number, the name, the role (starter,
// substitute, not named), the captain's and the goalkeeper's marks, and — when they may not play —
// the reasons. Tapped, it is chosen and shows its actions (role, captain, in goal, number); a tap
// on another player while one is chosen swaps them (side-form.tsx).
import { useTranslation } from 'react-i18next';
import type { TeamType } from '@league/shared';
import type { SquadCandidate } from '@league/shared/cabinet';
import { LineupActions, useKindLabel } from './lineup-actions';
import { LineupTap } from './lineup-tap';
import type { Pick } from './squad-values';

interface LineupRowProps {
  candidate: SquadCandidate;
  teamType: TeamType;
  pick: Pick | undefined;
  captain: boolean;
  chosen: boolean;
  editable: boolean;
  error: string | undefined;
  onTap: () => void;
  onPick: (next: Partial<Pick>) => void;
  onCaptain: () => void;
  onGoalkeeper: () => void;
}

export function LineupRow({
  candidate: c,
  teamType,
  pick,
  captain,
  chosen,
  editable,
  error,
  onTap,
  onPick,
  onCaptain,
  onGoalkeeper,
}: LineupRowProps) {
  const { t } = useTranslation('cab-matches');
  const id = `sq-${teamType}-${c.player_id}`;
  const off = !c.eligible;
  const kind = pick?.kind ?? '';
  const kindLabel = useKindLabel();
  const position = pick?.position ?? c.position;
  const number = pick?.kind ? pick.number : '';
  return (
    <li
      className={`sq-row sq-row--${kind || 'out'}${off ? ' sq-row--off' : ''}${chosen ? ' sq-row--chosen' : ''}`}
      data-player={c.player_id}
      data-kind={kind || 'out'}
    >
      <LineupTap
        name={c.name}
        number={number}
        captain={captain}
        position={position}
        role={kindLabel(kind)}
        chosen={chosen}
        describedBy={off ? `${id}-why` : undefined}
        disabled={!editable || (off && !kind)}
        onTap={onTap}
      />
      {off && (
        <small className="sq-row__why" id={`${id}-why`}>
          {t('protocol.ineligible')}: {c.reasons.join('; ')}
        </small>
      )}
      {chosen && editable && (
        <LineupActions
          candidate={c}
          id={id}
          pick={pick}
          kind={kind}
          position={position}
          captain={captain}
          off={off}
          onPick={onPick}
          onCaptain={onCaptain}
          onGoalkeeper={onGoalkeeper}
        />
      )}
      {error && (
        <small className="pr-error" role="alert">
          {error}
        </small>
      )}
    </li>
  );
}
