// The file input's chosen file: its preview (an image, or a link to a PDF), name and size, the
// remove button, and the upload progress.
import { useTranslation } from 'react-i18next';
import { formatFileSize, useLocale } from '@league/shared';
import type { FileKind } from './file-input';

/** Spec §3: a document whose name ends in .pdf is a PDF. */
export const isPdf = (name: string): boolean => name.toLowerCase().endsWith('.pdf');
const isImageName = (name: string): boolean => /\.(jpe?g|png|webp|svg)$/i.test(name);

export function FileCurrent({
  current,
  kind,
  stored,
  removable,
  onRemove,
}: {
  current: { name: string; size?: number; url: string | null };
  kind: FileKind;
  /** The file is on the server (not just picked): its name links to it. */
  stored: boolean;
  removable: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <div className="lg-file__current">
      {current.url && isPdf(current.name) ? (
        // Linked rather than framed: the CSP frames no blob: URL, and browsers refuse
        // PDFs in sandboxed frames.
        <a className="lg-file__open" href={current.url} target="_blank" rel="noreferrer">
          {t('file.preview', { name: current.name })}
        </a>
      ) : current.url && (kind === 'image' || isImageName(current.name)) ? (
        <img className="lg-file__image" src={current.url} alt={t('file.preview', { name: current.name })} />
      ) : null}
      <p className="lg-file__meta">
        <span className="lg-visually-hidden">{t('file.current')}: </span>
        {current.url && stored && !isPdf(current.name) ? (
          <a href={current.url} target="_blank" rel="noreferrer">
            {current.name}
          </a>
        ) : (
          <span>{current.name}</span>
        )}
        {current.size !== undefined && <span className="lg-file__size"> · {formatFileSize(current.size, locale)}</span>}
      </p>
      {removable && (
        <button type="button" className="lg-button lg-button--ghost" onClick={onRemove}>
          {t('file.remove')}
        </button>
      )}
    </div>
  );
}

export function FileProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="lg-file__progress">
      <progress max={100} value={percent} aria-label={t('file.progress')} />
      <span aria-live="polite">{t('file.uploading', { percent })}</span>
    </div>
  );
}
