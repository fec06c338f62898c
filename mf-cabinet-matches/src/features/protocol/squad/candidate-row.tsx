// One candidate of a team's match squad: the name (with the reasons when they may not play), the
// captain's choice, the role and the shirt number.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, type SquadKind, type TeamType } from '@league/shared';
import type { SquadCandidate } from '@league/shared/cabinet';
import type { Pick } from './squad-values';

interface CandidateRowProps {
  candidate: SquadCandidate;
  teamType: TeamType;
  pick: Pick | undefined;
  captain: boolean;
  editable: boolean;
  error: string | undefined;
  onPick: (next: Partial<Pick>) => void;
  onCaptain: () => void;
}

export function CandidateRow({ candidate: c, teamType, pick, captain, editable, error, onPick, onCaptain }: CandidateRowProps) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const id = `sq-${teamType}-${c.player_id}`;
  const off = !c.eligible;
  return (
    <li className={`pr-squad__row${off ? ' pr-squad__row--off' : ''}`}>
      <span className="pr-squad__name" id={`${id}-name`}>
        {c.name}
        {c.position ? ` · ${te(`positionShort.${c.position}`)}` : ''}
        {off && ` · ${t('protocol.ineligible')}: ${c.reasons.join('; ')}`}
      </span>
      <span className="pr-squad__controls">
        <label className="pr-check">
          <input type="radio" name={`captain-${teamType}`} checked={captain} disabled={!editable || !pick?.kind} onChange={onCaptain} aria-describedby={`${id}-name`} />
          {t('protocol.captain')}
        </label>
        <select
          id={`${id}-kind`}
          aria-label={`${c.name}: ${t('protocol.role')}`}
          value={pick?.kind ?? ''}
          disabled={!editable || (off && !pick?.kind)}
          onChange={(e) => onPick({ kind: e.target.value as SquadKind | '' })}
        >
          <option value="">{t('protocol.notInSquad')}</option>
          <option value="main">{t('protocol.main')}</option>
          <option value="substitute">{t('protocol.substitutes')}</option>
        </select>
        <input
          id={`${id}-number`}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          aria-label={`${c.name}: ${t('protocol.number')}`}
          value={pick?.number ?? c.number ?? ''}
          disabled={!editable || !pick?.kind}
          onChange={(e) => onPick({ number: e.target.value })}
        />
      </span>
      {error && (
        <small className="pr-error" role="alert">
          {error}
        </small>
      )}
    </li>
  );
}
