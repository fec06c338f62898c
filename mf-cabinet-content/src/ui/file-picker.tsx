// The hidden file input behind a "choose" button (an article's cover, a catalogue item's picture
// or PDF, a picture in a text): it takes the picture types the content area's uploads accept,
// unless told otherwise, and hands over the one file picked.
import type { RefObject } from 'react';

/** The picture types the content area's uploads take. */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

export function FilePicker({
  picker,
  accept = PICTURE_TYPES,
  onPick,
}: {
  picker: RefObject<HTMLInputElement | null>;
  accept?: string;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <input ref={picker} type="file" accept={accept} hidden onChange={(event) => onPick(event.target.files?.[0])} />
  );
}
