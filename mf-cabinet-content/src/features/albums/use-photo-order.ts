// The album's photo order and cover as the user arranges them, before they are saved; a newer
// album from the server starts them again.
import { useState } from 'react';
import type { CabinetAlbum } from '@league/shared';

export function usePhotoOrder(album: CabinetAlbum) {
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
  return { order, cover, setCover, dragged, setDragged, move, changed };
}
