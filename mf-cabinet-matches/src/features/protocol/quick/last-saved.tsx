// The quick entry's last saved event: what was saved, its undo while the countdown runs, a close
// button, and its optional details.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE } from '@league/shared';
import type { CabinetEvent, CabinetPlayer } from '@league/shared/cabinet';
import { playerLabel, type EventValues } from '../events/event-values';
import { Details } from './details';

export interface LastSavedProps {
  event: CabinetEvent;
  /** The seconds left to undo it (none: no undo). */
  undoLeft: number;
  busy: boolean;
  /** The event's side on the pitch (the assistant is one of them). */
  pitch: CabinetPlayer[];
  onUndo: () => void;
  onClose: () => void;
  onDetail: (change: Partial<EventValues>) => void;
}

export function LastSaved({ event, undoLeft, busy, pitch, onUndo, onClose, onDetail }: LastSavedProps) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  return (
    <div className="md-last" role="status">
      <p>
        <strong>{t('matchDay.saved')}:</strong> {event.label ? `${event.label}′ ` : ''}
        {t(`protocol.kinds.${event.kind}`)} —{' '}
        {playerLabel(event.kind === 'replacement' ? event.player_out : event.player)}
        {event.kind === 'replacement' ? ` → ${playerLabel(event.player)}` : ''}
      </p>
      <div className="pr-actions">
        {undoLeft > 0 && (
          <button type="button" className="lg-button lg-button--danger md-undo" disabled={busy} onClick={onUndo}>
            {t('matchDay.undo', { s: undoLeft })}
          </button>
        )}
        <button type="button" className="lg-button lg-button--ghost" onClick={onClose}>
          {t('matchDay.close')}
        </button>
      </div>
      <Details last={event} busy={busy} pitch={pitch} onChange={onDetail} te={te} />
    </div>
  );
}
