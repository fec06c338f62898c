// The fonts of the share images (ADR 0169): DejaVu Sans Book and Bold, shipped in api/assets/fonts
// (Latin and Cyrillic with the Kazakh letters). The renderer loads these files only, never a
// system font, so an image looks the same on every machine. Text is laid out here (lines wrapped
// and cut to fit), so the widths of the glyphs are read from the files: the advance widths of the
// `hmtx` table by the character map (`cmap`, format 4).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontDir from '../../../assets/fonts/dir.cjs';

export const FONT_FAMILY = 'DejaVu Sans';
export const FONT_FILES = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;
export type FontWeight = keyof typeof FONT_FILES;

/** Advance widths of one font, in em. */
export interface FontMetrics {
  /** The width of a code point in em, or null when the font has no glyph for it. */
  advance(codePoint: number): number | null;
}

/** Reads `head`, `hhea`, `hmtx` and the Unicode BMP `cmap` subtable (format 4) of a TrueType file. */
export function parseFontMetrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    tables.set(tag, view.getUint32(at + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font: no ${tag} table`);
    return offset;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const longMetrics = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const widthOf = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, longMetrics - 1)) / unitsPerEm;

  // The (3, 1) subtable: Windows, Unicode BMP, format 4 (segments of code points).
  const cmap = table('cmap');
  let sub = -1;
  for (let i = 0, n = view.getUint16(cmap + 2); i < n; i++) {
    const at = cmap + 4 + i * 8;
    if (view.getUint16(at) === 3 && view.getUint16(at + 2) === 1) sub = cmap + view.getUint32(at + 4);
  }
  if (sub < 0 || view.getUint16(sub) !== 4) throw new Error('font: no Unicode BMP character map of format 4');
  const segments = view.getUint16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segments; s++) {
      if (code > view.getUint16(ends + s * 2)) continue;
      const start = view.getUint16(starts + s * 2);
      if (code < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const rangeAt = ranges + s * 2;
      const range = view.getUint16(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<number, number | null>();
  return {
    advance(codePoint) {
      if (codePoint > 0xffff) return null;
      let width = cache.get(codePoint);
      if (width === undefined) {
        const glyph = glyphOf(codePoint);
        width = glyph === 0 ? null : widthOf(glyph);
        cache.set(codePoint, width);
      }
      return width;
    },
  };
}

let loaded: Record<FontWeight, FontMetrics> | null = null;

/** The metrics of the shipped fonts (read once). */
export function fontMetrics(): Record<FontWeight, FontMetrics> {
  loaded ??= {
    regular: parseFontMetrics(readFileSync(FONT_FILES.regular)),
    bold: parseFontMetrics(readFileSync(FONT_FILES.bold)),
  };
  return loaded;
}

/** The width of `text` in px at `size` (a character the font lacks counts as a wide one). */
export function textWidth(text: string, size: number, weight: FontWeight): number {
  const metrics = fontMetrics()[weight];
  let em = 0;
  for (const char of text) em += metrics.advance(char.codePointAt(0)!) ?? 0.7;
  return em * size;
}
