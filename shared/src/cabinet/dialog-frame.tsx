// The frame of a modal dialog: a backdrop and a panel labelled by its title and described by its
// text, focus moved in when it opens (`focusFirst`) and kept inside (Tab wraps), Escape closes
// it, and focus goes back to whatever opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogKeys } from './dialog-keys';

export function DialogFrame({
  open,
  title,
  text,
  textTag: TextTag = 'div',
  focusFirst,
  onEscape,
  children,
}: {
  open: boolean;
  title: ReactNode;
  /** What the dialog is about, under the title. */
  text?: ReactNode;
  /** A `p` for a sentence; a `div` (default) for any content. */
  textTag?: 'div' | 'p';
  /** Moves the focus into the panel once it is open. */
  focusFirst: (panel: HTMLDivElement | null) => void;
  onEscape: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const focus = useRef(focusFirst);
  useEffect(() => {
    focus.current = focusFirst;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focus.current(panel.current);
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useDialogKeys(panel, open, onEscape);

  if (!open) return null;

  return createPortal(
    <div className="lg-dialog-backdrop">
      <div
        ref={panel}
        className="lg-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={text ? `${id}-text` : undefined}
      >
        <h2 id={`${id}-title`} className="lg-dialog__title">
          {title}
        </h2>
        {text && (
          <TextTag id={`${id}-text`} className="lg-dialog__text">
            {text}
          </TextTag>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
