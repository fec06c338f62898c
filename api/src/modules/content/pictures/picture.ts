// Where a picture's copies live and how a page names them. A photo uploaded from the content area
// is stored as `<month>/<name>-<width>.<jpg|webp>`; the path a table keeps is its largest JPEG,
// and `image_variants` lists the widths made, so `pictureOf` can write `srcset` for any of them.
import type { Picture } from '@league/shared/contracts';
import { fileUrl } from '../../../lib/file-url';

export interface VariantRow {
  path: string;
  width: number;
  height: number;
  widths: number[];
}

/** `2026-11/ab12-1920.jpg` → `2026-11/ab12` (null for a path not made by the content area). */
export function baseOf(path: string): string | null {
  const match = /^(.*)-\d{2,4}\.jpg$/.exec(path);
  return match ? match[1]! : null;
}

/** The stored path of one copy. */
export const copyPath = (base: string, width: number, format: 'jpg' | 'webp') => `${base}-${width}.${format}`;

/** Every stored path of a picture: each width in both formats. */
export function copyPaths(row: VariantRow): string[] {
  const base = baseOf(row.path);
  if (!base) return [row.path];
  return row.widths.flatMap((w) => [copyPath(base, w, 'jpg'), copyPath(base, w, 'webp')]);
}

/** The fallback `src`: the copy nearest 960 px (a phone at 2× or a desktop column). */
function fallbackWidth(widths: number[]): number {
  return widths.find((w) => w >= 960) ?? widths[widths.length - 1]!;
}

export function pictureOf(row: VariantRow | undefined): Picture | null {
  if (!row) return null;
  const base = baseOf(row.path);
  if (!base) return null;
  const url = (w: number, f: 'jpg' | 'webp') => fileUrl(copyPath(base, w, f)) ?? '';
  const set = (f: 'jpg' | 'webp') => row.widths.map((w) => `${url(w, f)} ${w}w`).join(', ');
  return {
    src: url(fallbackWidth(row.widths), 'jpg'),
    width: row.width,
    height: row.height,
    srcset: set('jpg'),
    srcset_webp: set('webp'),
  };
}
