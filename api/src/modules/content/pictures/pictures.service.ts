// Storing and removing an uploaded photo with its responsive copies (ADR 0263). The copies are
// made first (a file sharp cannot read is refused before anything is written), then stored and
// listed in `image_variants`; removing a picture removes every copy once the row that named it
// is gone. Only pictures made here are touched: the demo's files and older uploads stay.
import type { Picture } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { newKey, type FileStorage } from '../../../storage/storage';
import { storedPath, type AcceptedFile } from '../../../storage/upload';
import { copyPath, copyPaths, pictureOf, type VariantRow } from './picture';
import { deleteVariants, insertVariants } from './pictures.repository';
import { makeVariants } from './variants';

const CONTENT_TYPE = { jpg: 'image/jpeg', webp: 'image/webp' } as const;

export interface StoredPicture {
  /** The path a table keeps (the largest JPEG). */
  path: string;
  picture: Picture;
  row: VariantRow;
}

/** Encodes, stores and lists a photo's copies; nothing stays behind when a step fails. */
export async function storePicture(
  db: Executor,
  storage: FileStorage,
  file: AcceptedFile,
  now: Date,
  field = 'file',
): Promise<StoredPicture> {
  const made = await makeVariants(file.bytes, field);
  const baseKey = newKey('public', 'jpg', now).replace(/\.jpg$/, '');
  const written: string[] = [];
  try {
    for (const copy of made.files) {
      const key = copyPath(baseKey, copy.width, copy.format);
      await storage.put(key, copy.bytes, CONTENT_TYPE[copy.format]);
      written.push(key);
    }
    const top = made.widths[made.widths.length - 1]!;
    const row: VariantRow = {
      path: storedPath(copyPath(baseKey, top, 'jpg')),
      width: made.width,
      height: made.height,
      widths: made.widths,
    };
    await insertVariants(db, row);
    return { path: row.path, picture: pictureOf(row)!, row };
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Forgets a picture's copies (in the caller's transaction) and answers the files to delete after it commits. */
export async function forgetPicture(db: Executor, path: string | null | undefined): Promise<string[]> {
  if (!path) return [];
  const row = await deleteVariants(db, path);
  return row ? copyPaths(row).map((p) => `public/${p}`) : [];
}

/** Deletes files; a failure leaves an orphan file, never an error. */
export async function deleteFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
