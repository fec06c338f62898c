// One candidate of a team's lineup: a large tap target with the number, the name, the role (starter,
// substitute, not named), the captain's and the goalkeeper's marks, and — when they may not play —
// the reasons. Tapped, it is chosen and shows its actions (role, captain, in goal, number); a tap
// on another player while one is chosen swaps them (side-form.tsx).
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, type SquadKind, type TeamType } from '@league/shared';
import type { SquadCandidate } from '@league/shared/cabinet';
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

const KINDS: Array<SquadKind | ''> = ['main', 'substitute', ''];

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
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const id = `sq-${teamType}-${c.player_id}`;
  const off = !c.eligible;
  const kind = pick?.kind ?? '';
  const kindLabel = (k: SquadKind | '') =>
    k === 'main' ? t('lineup.starter') : k === 'substitute' ? t('lineup.substitute') : t('lineup.out');
  const position = pick?.position ?? c.position;
  const number = pick?.kind ? pick.number : '';
  return (
    <li
      className={`sq-row sq-row--${kind || 'out'}${off ? ' sq-row--off' : ''}${chosen ? ' sq-row--chosen' : ''}`}
      data-player={c.player_id}
      data-kind={kind || 'out'}
    >
      <button
        type="button"
        className="sq-tap"
        aria-pressed={chosen}
        aria-describedby={off ? `${id}-why` : undefined}
        disabled={!editable || (off && !kind)}
        onClick={onTap}
      >
        <span className="sq-tap__number" aria-hidden={!number}>
          {number || '–'}
        </span>
        <span className="sq-tap__name">
          {c.name}
          {captain && (
            <abbr className="sq-badge sq-badge--captain" title={t('protocol.captain')}>
              {t('lineup.captainShort')}
            </abbr>
          )}
          {position && (
            <span className={`sq-badge${position === 'GK' ? ' sq-badge--gk' : ''}`}>
              {te(`positionShort.${position}`)}
            </span>
          )}
        </span>
        <span className="sq-tap__kind">{kindLabel(kind)}</span>
      </button>
      {off && (
        <small className="sq-row__why" id={`${id}-why`}>
          {t('protocol.ineligible')}: {c.reasons.join('; ')}
        </small>
      )}
      {chosen && editable && (
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
      )}
      {error && (
        <small className="pr-error" role="alert">
          {error}
        </small>
      )}
    </li>
  );
}
