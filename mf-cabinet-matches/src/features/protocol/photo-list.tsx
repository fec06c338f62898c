// The match's photos as the album holds them, each with its remove button.
import { useTranslation } from 'react-i18next';
import type { CabinetMatchPhoto } from '@league/shared/cabinet';

export interface PhotoListProps {
  list: CabinetMatchPhoto[];
  /** A removal is under way. */
  removing: boolean;
  /** Removes the photo (its number in the list, from 1, names it). */
  onRemove: (photoId: number, n: number) => void;
}

export function PhotoList({ list, removing, onRemove }: PhotoListProps) {
  const { t } = useTranslation('cab-matches');
  return (
    <ul className="pr-photos" aria-label={t('protocol.photos')}>
      {list.map((photo, i) => (
        <li key={photo.id}>
          <img
            src={photo.path}
            alt={photo.caption ?? t('protocol.photoN', { n: i + 1 })}
            width={160}
            height={107}
            loading="lazy"
            decoding="async"
          />
          <button
            type="button"
            className="lg-button lg-button--ghost"
            disabled={removing}
            aria-label={`${t('protocol.removePhoto')}: ${t('protocol.photoN', { n: i + 1 })}`}
            onClick={() => onRemove(photo.id, i + 1)}
          >
            {t('protocol.removePhoto')}
          </button>
        </li>
      ))}
    </ul>
  );
}
