// A lineup row's tap target: the shirt number, the name with the captain's and the position's
// marks, and the role.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, type PlayerPosition } from '@league/shared';

export interface LineupTapProps {
  name: string;
  number: string;
  captain: boolean;
  position: PlayerPosition | null | undefined;
  /** The role's label (starter, substitute, not named). */
  role: string;
  chosen: boolean;
  /** The id of the reasons he may not play, if he may not. */
  describedBy: string | undefined;
  disabled: boolean;
  onTap: () => void;
}

export function LineupTap({
  name,
  number,
  captain,
  position,
  role,
  chosen,
  describedBy,
  disabled,
  onTap,
}: LineupTapProps) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  return (
    <button
      type="button"
      className="sq-tap"
      aria-pressed={chosen}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onTap}
    >
      <span className="sq-tap__number" aria-hidden={!number}>
        {number || '–'}
      </span>
      <span className="sq-tap__name">
        {name}
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
      <span className="sq-tap__kind">{role}</span>
    </button>
  );
}
