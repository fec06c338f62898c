// Photos as a grid of square thumbnails; a tap opens them one at a time in a viewer (a modal
// dialog: ← and → go through them, Escape closes it and gives focus back to the thumbnail).
// Each thumbnail is a link to the picture itself, so it works before the scripts run.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './photo-viewer.css';

export interface Photo {
  id: number | string;
  src: string;
  alt: string;
  caption?: string | null;
}

/**
 * The viewer's keys, wherever focus is while it is open (it covers the page): Escape closes it,
 * ← and → go through the photos, Tab keeps focus inside the dialog (the returned ref).
 */
function useViewerKeys(index: number, last: number, onMove: (next: number) => void, onClose: () => void) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'ArrowRight' && index < last) {
        e.preventDefault();
        onMove(index + 1);
      } else if (e.key === 'ArrowLeft' && index > 0) {
        e.preventDefault();
        onMove(index - 1);
      } else if (e.key === 'Tab') {
        // Focus stays inside the dialog while it is open.
        const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
        if (focusable.length === 0) return;
        const at = focusable.indexOf(document.activeElement as HTMLElement);
        const next = e.shiftKey ? (at <= 0 ? focusable.length - 1 : at - 1) : at === focusable.length - 1 ? 0 : at + 1;
        e.preventDefault();
        focusable[next].focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, last, onMove, onClose]);
  return dialog;
}

function Viewer({
  photos,
  index,
  onMove,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  onMove: (next: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('public');
  const close = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const last = photos.length - 1;

  useEffect(() => {
    close.current?.focus();
  }, []);

  const dialog = useViewerKeys(index, last, onMove, onClose);

  return (
    <div
      className="pub-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('ui.viewer.label', { n: index + 1, total: photos.length })}
      ref={dialog}
    >
      <div className="pub-viewer__bar">
        <span className="pub-viewer__count" aria-hidden="true">
          {index + 1} / {photos.length}
        </span>
        <button ref={close} type="button" className="pub-viewer__button" onClick={onClose}>
          <span aria-hidden="true">✕ </span>
          {t('ui.viewer.close')}
        </button>
      </div>
      <figure className="pub-viewer__figure">
        <img src={photo.src} alt={photo.alt} decoding="async" />
        {photo.caption && <figcaption>{photo.caption}</figcaption>}
      </figure>
      <div className="pub-viewer__nav">
        <button type="button" className="pub-viewer__button" disabled={index === 0} onClick={() => onMove(index - 1)}>
          <span aria-hidden="true">← </span>
          {t('ui.viewer.previous')}
        </button>
        <button
          type="button"
          className="pub-viewer__button"
          disabled={index === last}
          onClick={() => onMove(index + 1)}
        >
          {t('ui.viewer.next')}
          <span aria-hidden="true"> →</span>
        </button>
      </div>
    </div>
  );
}

/** The first `shown` photos as thumbnails; the viewer goes through all of them. */
export function PhotoGrid({
  photos,
  shown = photos.length,
  label,
}: {
  photos: readonly Photo[];
  shown?: number;
  label: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const opener = useRef<number | null>(null);

  const show = (index: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    opener.current = index;
    setOpen(index);
  };
  const close = () => {
    setOpen(null);
    // Back to the thumbnail the viewer was opened from.
    const from = opener.current;
    if (from !== null) thumbs.current[from]?.focus();
  };

  return (
    <>
      <ul className="pub-thumbs" aria-label={label}>
        {photos.slice(0, shown).map((photo, i) => (
          <li key={photo.id}>
            <a
              href={photo.src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              onClick={show(i)}
            >
              <img src={photo.src} alt={photo.alt} width={120} height={120} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      {open !== null && <Viewer photos={photos} index={open} onMove={setOpen} onClose={close} />}
    </>
  );
}
