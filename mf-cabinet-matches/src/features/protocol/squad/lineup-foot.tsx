// The buttons under an editable lineup: clear the choices made, reset the saved squad.
import { useTranslation } from 'react-i18next';

export interface LineupFootProps {
  /** No player chosen: nothing to clear. */
  clearDisabled: boolean;
  resetDisabled: boolean;
  onClear: () => void;
  onReset: () => void;
}

export function LineupFoot({ clearDisabled, resetDisabled, onClear, onReset }: LineupFootProps) {
  const { t } = useTranslation('cab-matches');
  return (
    <div className="pr-actions sq-foot">
      <button type="button" className="lg-button lg-button--ghost" onClick={onClear} disabled={clearDisabled}>
        {t('lineup.clear')}
      </button>
      <button type="button" className="lg-button lg-button--ghost" onClick={onReset} disabled={resetDisabled}>
        {t('protocol.resetSquad')}
      </button>
    </div>
  );
}
