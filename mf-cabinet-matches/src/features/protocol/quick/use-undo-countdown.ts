// The undo of the quick entry's last event: the seconds left to undo it, counted down from its
// save for 10 seconds.
import { useEffect, useRef, useState } from 'react';

/** How long the last event may be undone. */
export const UNDO_MS = 10_000;
/** When an undo offered now ends. */
const undoDeadline = () => Date.now() + UNDO_MS;

/** The seconds left to undo the last event: started at a save, stopped by an undo. */
export function useUndoCountdown() {
  // The seconds left to undo the last event, counted down from its save.
  const [undoLeft, setUndoLeft] = useState(0);
  const countdown = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(countdown.current), []);
  const startUndo = () => {
    clearInterval(countdown.current);
    const until = undoDeadline();
    setUndoLeft(Math.ceil(UNDO_MS / 1000));
    countdown.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setUndoLeft(left);
      if (left === 0) clearInterval(countdown.current);
    }, 250);
  };
  const stopUndo = () => {
    clearInterval(countdown.current);
    setUndoLeft(0);
  };
  return { undoLeft, startUndo, stopUndo };
}
