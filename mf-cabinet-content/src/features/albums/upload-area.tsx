// Drop photos here or choose them: each one's progress, its failure and a retry of it alone.
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_TYPES } from '../../ui/file-picker';
import { useUploadQueue } from './use-upload-queue';

export function UploadArea({ albumId, onUploaded }: { albumId: number; onUploaded: () => void }) {
  const { t } = useTranslation('cab-content');
  const queue = useUploadQueue(albumId, onUploaded);
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    queue.add(Array.from(event.dataTransfer.files).filter((f) => f.type.startsWith('image/')));
  };
  return (
    <section className="ct-upload-area" aria-labelledby="ct-upload-title">
      <h2 id="ct-upload-title">{t('albums.upload')}</h2>
      <div
        className={`ct-drop${over ? ' ct-drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>{t('albums.dropHint')}</p>
        <button type="button" className="lg-button" onClick={() => picker.current?.click()}>
          {t('albums.upload')}
        </button>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={PICTURE_TYPES}
          data-testid="album-files"
          onChange={(e) => {
            queue.add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </div>
      {queue.items.length > 0 && (
        <ul className="ct-queue">
          {queue.items.map((item) => (
            <li key={item.key} data-state={item.state}>
              <span className="ct-queue__name">{item.file.name}</span>
              <progress
                max={100}
                value={item.percent}
                aria-label={t('albums.progress', { name: item.file.name, percent: item.percent })}
              />
              <span className="ct-queue__state">
                {item.state === 'failed'
                  ? t('albums.failed', { message: item.error ?? '' })
                  : item.state === 'done'
                    ? t('albums.done')
                    : item.state === 'queued'
                      ? t('albums.queued')
                      : `${item.percent}%`}
              </span>
              {item.state === 'failed' && (
                <button type="button" className="lg-button lg-button--ghost" onClick={() => queue.retry(item)}>
                  {t('albums.retry', { name: item.file.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
