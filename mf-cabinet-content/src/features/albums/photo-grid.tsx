// The album's photos in order: drag one onto another (pointer) or move it with its buttons
// (keyboard), choose the cover, then save the order and cover together under the album's
// version. Each photo's captions in three languages are saved on their own; a photo is deleted
// with its files.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CabinetAlbum, CabinetAlbumPhoto } from '@league/shared';
import { PhotoCaptions } from './photo-captions';

export function PhotoGrid({
  album,
  onSaveOrder,
  onDelete,
}: {
  album: CabinetAlbum;
  onSaveOrder: (ids: number[], coverId: number | null) => Promise<unknown>;
  onDelete: (photo: CabinetAlbumPhoto) => void;
}) {
  const { t } = useTranslation('cab-content');
  const [order, setOrder] = useState(album.photos);
  const [cover, setCover] = useState<number | null>(album.cover_id);
  const [dragged, setDragged] = useState<number | null>(null);
  const [seen, setSeen] = useState(album);
  if (seen !== album) {
    setSeen(album);
    setOrder(album.photos);
    setCover(album.cover_id);
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setOrder(next);
  };
  const changed = order.some((p, i) => p.id !== album.photos[i]?.id) || cover !== album.cover_id;
  if (order.length === 0) return <p>{t('albums.noPhotos')}</p>;
  return (
    <section aria-labelledby="ct-photos-title">
      <h2 id="ct-photos-title">{t('albums.photos', { count: order.length })}</h2>
      <p className="lg-field__hint">{t('albums.orderHint')}</p>
      <p>
        <button
          type="button"
          className="lg-button"
          disabled={!changed}
          onClick={() =>
            void onSaveOrder(
              order.map((p) => p.id),
              cover,
            )
          }
        >
          {t('albums.saveOrder')}
        </button>
      </p>
      <ol className="ct-photos">
        {order.map((photo, index) => (
          // Dragging is the pointer's way; the arrow buttons below move a photo by keyboard.
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={photo.id}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            className={cover === photo.id ? 'ct-photo ct-photo--cover' : 'ct-photo'}
          >
            <img
              src={photo.picture?.src ?? `/uploads/${photo.path}`}
              alt={t('albums.photoAlt', { n: index + 1 })}
              width={240}
              height={160}
              loading="lazy"
            />
            <div className="ct-photo__tools">
              <button
                type="button"
                className="lg-button lg-button--ghost"
                aria-label={`${t('albums.moveUp')}: ${t('albums.photoAlt', { n: index + 1 })}`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="lg-button lg-button--ghost"
                aria-label={`${t('albums.moveDown')}: ${t('albums.photoAlt', { n: index + 1 })}`}
                disabled={index === order.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="lg-button lg-button--ghost"
                aria-pressed={cover === photo.id}
                onClick={() => setCover(cover === photo.id ? null : photo.id)}
              >
                {cover === photo.id ? t('albums.cover') : t('albums.makeCover')}
              </button>
              <button
                type="button"
                className="lg-button lg-button--danger"
                aria-label={`${t('albums.deletePhoto')}: ${t('albums.photoAlt', { n: index + 1 })}`}
                onClick={() => onDelete(photo)}
              >
                ×
              </button>
            </div>
            <PhotoCaptions albumId={album.id} photo={photo} />
          </li>
        ))}
      </ol>
    </section>
  );
}
