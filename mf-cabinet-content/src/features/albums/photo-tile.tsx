// One photo of the album's grid: the picture, its move, cover and delete buttons, and its captions.
import { useTranslation } from 'react-i18next';
import type { CabinetAlbumPhoto } from '@league/shared';
import { PhotoCaptions } from './photo-captions';

export function PhotoTile({
  albumId,
  photo,
  index,
  count,
  isCover,
  onDragStart,
  onDrop,
  onMove,
  onToggleCover,
  onDelete,
}: {
  albumId: number;
  photo: CabinetAlbumPhoto;
  index: number;
  /** How many photos the album has. */
  count: number;
  isCover: boolean;
  onDragStart: () => void;
  onDrop: () => void;
  /** Moves the photo to another place in the order. */
  onMove: (to: number) => void;
  onToggleCover: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('cab-content');
  return (
    // Dragging is the pointer's way; the arrow buttons below move a photo by keyboard.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      draggable
      onDragStart={onDragStart}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      className={isCover ? 'ct-photo ct-photo--cover' : 'ct-photo'}
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
          onClick={() => onMove(index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="lg-button lg-button--ghost"
          aria-label={`${t('albums.moveDown')}: ${t('albums.photoAlt', { n: index + 1 })}`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </button>
        <button type="button" className="lg-button lg-button--ghost" aria-pressed={isCover} onClick={onToggleCover}>
          {isCover ? t('albums.cover') : t('albums.makeCover')}
        </button>
        <button
          type="button"
          className="lg-button lg-button--danger"
          aria-label={`${t('albums.deletePhoto')}: ${t('albums.photoAlt', { n: index + 1 })}`}
          onClick={onDelete}
        >
          ×
        </button>
      </div>
      <PhotoCaptions albumId={albumId} photo={photo} />
    </li>
  );
}
