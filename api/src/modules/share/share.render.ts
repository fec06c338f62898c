// SVG text to PNG bytes with resvg (ADR 0169): the Rust renderer as a Node addon whose prebuilt
// binary comes from the npm registry for each platform (no system library, no build step). It
// draws with the shipped fonts only (share.fonts.ts) and runs on libuv's thread pool
// (`renderAsync`), so a drawing does not hold up the event loop.
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { FONT_FAMILY, FONT_FILES } from './share.fonts';

const OPTIONS: ResvgRenderOptions = {
  font: {
    loadSystemFonts: false,
    fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
    defaultFontFamily: FONT_FAMILY,
    sansSerifFamily: FONT_FAMILY,
  },
  fitTo: { mode: 'original' },
  logLevel: 'off',
};

/** The PNG of an SVG document (its own width and height). */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, OPTIONS);
  return image.asPng();
}
