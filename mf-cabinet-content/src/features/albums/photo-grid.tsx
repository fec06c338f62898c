// The album's photos in order: drag one onto another (pointer) or move it with its buttons
// (keyboard), choose the cover, then save the order and cover together under the album's
// version. Each photo's captions in three languages are saved on their own; a photo is deleted
// with its files.
import { useTranslation } from 'react-i18next';
import type { CabinetAlbum, CabinetAlbumPhoto } from '@league/shared';
import { PhotoTile } from './photo-tile';
import { usePhotoOrder } from './use-photo-order';

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
  const { order, cover, setCover, dragged, setDragged, move, changed } = usePhotoOrder(album);
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
          <PhotoTile
            key={photo.id}
            albumId={album.id}
            photo={photo}
            index={index}
            count={order.length}
            isCover={cover === photo.id}
            onDragStart={() => setDragged(index)}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onMove={(to) => move(index, to)}
            onToggleCover={() => setCover(cover === photo.id ? null : photo.id)}
            onDelete={() => onDelete(photo)}
          />
        ))}
      </ol>
    </section>
  );
}
