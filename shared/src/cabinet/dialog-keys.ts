// The keyboard of a modal dialog: Escape closes it, and Tab stays inside it (from the last
// focusable element to the first, Shift+Tab the other way). Listens on the dialog itself (a
// native listener: the panel is not a widget). `tabbable` leaves out elements Tab should skip
// (a radio group is one stop, its arrows move inside it).
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialogKeys(
  panel: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  tabbable: (element: HTMLElement) => boolean = () => true,
): void {
  const escape = useRef(onEscape);
  const keep = useRef(tabbable);
  useEffect(() => {
    escape.current = onEscape;
    keep.current = tabbable;
  });
  useEffect(() => {
    const node = panel.current;
    if (!active || !node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => keep.current(item));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [panel, active]);
}
