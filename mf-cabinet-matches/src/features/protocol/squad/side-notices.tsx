// What a team's lineup says above its rows: the squad rules broken, what was saved meanwhile (a
// conflict), a save waiting to send, and the API's refusals about no row.
import { useTranslation } from 'react-i18next';
import type { TeamType } from '@league/shared';
import { ConflictNotice, type Difference } from '@league/shared/cabinet';
import type { SquadWarning } from './squad-values';

export interface SideNoticesProps {
  teamType: TeamType;
  warnings: SquadWarning[];
  /** What differs from the lineup saved meanwhile; none without a conflict. */
  conflict: boolean;
  differences: Difference[];
  onTake: () => void;
  waiting: boolean;
  /** The refusals about the squad as a whole, else the refusal's message. */
  general: Array<string | undefined>;
  message: string | null;
}

export function SideNotices({
  teamType,
  warnings,
  conflict,
  differences,
  onTake,
  waiting,
  general,
  message,
}: SideNoticesProps) {
  const { t } = useTranslation('cab-matches');
  return (
    <>
      {warnings.length > 0 && (
        <ul className="sq-warnings" aria-live="polite">
          {warnings.map((w) => (
            <li key={w}>{t(`lineup.warnings.${w}`)}</li>
          ))}
        </ul>
      )}
      {conflict && <ConflictNotice differences={differences} onTake={onTake} />}
      {waiting && (
        <p className="pr-waiting" role="status" data-testid={`squad-waiting-${teamType}`}>
          {t('outbox.item')}
        </p>
      )}
      {(message || general.length > 0) && (
        <div className="pr-error" role="alert">
          {general.length ? general.map((g) => <p key={g}>{g}</p>) : <p>{message}</p>}
        </div>
      )}
    </>
  );
}
