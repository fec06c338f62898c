// The quick entry's last saved event: shown with its undo, its details changed at once — both at
// the events version the last save answered.
import { useState } from 'react';
import type { CabinetEvent } from '@league/shared/cabinet';
import { eventValuesOf, type EventValues } from '../events/event-values';
import type { useEventWrites } from '../events/use-event-writes';
import { useUndoCountdown } from './use-undo-countdown';

export interface Last {
  event: CabinetEvent;
  version: number;
}

/** The last event saved here, its undo countdown, its details and its undo. */
export function useLastEvent(
  writes: ReturnType<typeof useEventWrites>,
  busy: boolean,
  setBusy: (busy: boolean) => void,
) {
  const [last, setLast] = useState<Last | null>(null);
  const { undoLeft, startUndo, stopUndo } = useUndoCountdown();

  /** The event just saved (or none found in the answer): shown, and may be undone for a while. */
  const show = (next: Last | null) => {
    setLast(next);
    if (next) startUndo();
  };

  /** A detail of the last event: changed at once, at the events version the last save answered. */
  const detail = async (change: Partial<EventValues>) => {
    if (!last || busy) return;
    setBusy(true);
    try {
      const answer = await writes.save({ ...eventValuesOf(last.event), ...change }, last.event, last.version);
      const event = answer.events.find((e) => e.kind === last.event.kind && e.id === last.event.id);
      setLast(event ? { ...last, event, version: answer.version } : null);
    } catch {
      // The section shows the refusal or the other device's events.
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!last) return;
    setBusy(true);
    if (await writes.remove(last.event, last.version)) {
      setLast(null);
      stopUndo();
    }
    setBusy(false);
  };

  return { last, show, close: () => setLast(null), undoLeft, detail, undo };
}
