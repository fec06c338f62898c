// Responsive copies of an uploaded photo (ADR 0263), made with sharp before anything is stored:
// turned upright by its EXIF orientation, then written at each width of WIDTHS up to the
// original's (never enlarged, at most 1920 px) as WebP and as a JPEG fallback. sharp writes no
// metadata unless asked, so EXIF, GPS, XMP and the camera's maker notes are gone from every copy
// (children's photos: where and when a picture was taken is not published).
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../../lib/errors';

export const WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_WIDTH = WIDTHS[WIDTHS.length - 1];
/** Pixels a decoded photo may have (a 60-megapixel camera); more is refused, never a memory spike. */
const PIXEL_LIMIT = 60_000_000;

export interface Variant {
  width: number;
  format: 'jpg' | 'webp';
  bytes: Buffer;
}

export interface Variants {
  /** The upright original's size. */
  width: number;
  height: number;
  widths: number[];
  files: Variant[];
}

/** The widths made of an original this wide: each of WIDTHS below it, and its own (≤ 1920). */
export function widthsFor(original: number): number[] {
  const top = Math.min(original, MAX_WIDTH);
  return [...WIDTHS.filter((w) => w < top), top];
}

const unreadable = (field: string) =>
  new AppError('validation_failed', { fields: { [field]: [{ rule: 'file_type' }] } });

/** Decodes the photo and encodes every copy; a file sharp cannot read is a 422 on `field`. */
export async function makeVariants(bytes: Buffer, field = 'file'): Promise<Variants> {
  const upright = sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' }).rotate();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: PIXEL_LIMIT }).metadata();
  } catch {
    throw unreadable(field);
  }
  if (!meta.width || !meta.height) throw unreadable(field);
  // Orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = widthsFor(width);
  try {
    // Decoded once, upright, at the largest width (JPEG shrinks while it decodes); each copy is
    // made from those pixels, not from the original again.
    const top = widths[widths.length - 1]!;
    const base = await upright
      .resize({ width: top, withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(base.data, { raw: base.info });
    const files = await Promise.all(
      widths.flatMap((w) => {
        const resized = () => (w === top ? pixels() : pixels().resize({ width: w }));
        return [
          resized()
            .webp({ quality: 74, effort: 2 })
            .toBuffer()
            .then((out): Variant => ({ width: w, format: 'webp', bytes: out })),
          resized()
            .jpeg({ quality: 78, progressive: true })
            .toBuffer()
            .then((out): Variant => ({ width: w, format: 'jpg', bytes: out })),
        ];
      }),
    );
    return { width, height, widths, files };
  } catch {
    throw unreadable(field);
  }
}
