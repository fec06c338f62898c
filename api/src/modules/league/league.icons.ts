// The league's icons and web app manifest, made from its identity: a square PNG of its logo (an
// SVG or PNG logo drawn by resvg inside an SVG frame) or, without a logo, its mark drawn in its two
// colours — the same mark the header shows. `maskable` keeps the drawing inside the safe circle
// (80 %) on the main colour. Cached by the public cache per version of the public data.
import type { Readable } from 'node:stream';
import { renderAsync } from '@resvg/resvg-js';
import type { LeagueIdentity } from '@league/shared/contracts';
import { leagueIconUrl, siteName, siteShortName } from '@league/shared/league';
import type { FileStorage } from '../../storage/storage';

type Lang = 'kk' | 'ru' | 'en';
export const ICON_SIZES = [32, 180, 192, 512] as const;

async function readAll(body: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > max) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The logo as a data: URL resvg can draw, or null (no logo, or the file is gone). */
async function logoData(storage: FileStorage, logo: string | null): Promise<string | null> {
  if (!logo?.startsWith('/uploads/')) return null;
  const file = await storage.get(`public/${logo.slice('/uploads/'.length)}`).catch(() => null);
  if (!file) return null;
  const bytes = await readAll(file.body, 1024 * 1024);
  if (!bytes) return null;
  const type = logo.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** The league's mark without a logo: a ring of the accent colour around the main colour. */
const mark = (colors: LeagueIdentity['colors'], cx: number, r: number) =>
  `<circle cx="${cx}" cy="${cx}" r="${r}" fill="${colors.accent}"/><circle cx="${cx}" cy="${cx}" r="${Math.round(r * 0.4)}" fill="${colors.primary}"/>`;

/** The icon's SVG: `size` square, the logo (or the mark) centred. */
export function iconSvg(identity: LeagueIdentity, logo: string | null, size: number, maskable: boolean): string {
  const inner = Math.round(size * (maskable ? 0.6 : 0.92));
  const at = Math.round((size - inner) / 2);
  const back = maskable ? `<rect width="${size}" height="${size}" fill="${identity.colors.primary}"/>` : '';
  const body = logo
    ? `<image href="${logo}" x="${at}" y="${at}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet"/>`
    : mark(identity.colors, size / 2, inner / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${back}${body}</svg>`;
}

export async function iconPng(
  storage: FileStorage,
  identity: LeagueIdentity,
  size: number,
  maskable: boolean,
): Promise<Buffer> {
  const svg = iconSvg(identity, await logoData(storage, identity.logo), size, maskable);
  return (
    await renderAsync(svg, { fitTo: { mode: 'original' }, logLevel: 'off', font: { loadSystemFonts: false } })
  ).asPng();
}

/** The web app manifest in a language; its icons are the league's, versioned so browsers fetch a new one. */
export function manifestOf(identity: LeagueIdentity, lang: Lang) {
  const icon = (size: 192 | 512, maskable = false) => ({
    src: leagueIconUrl(identity, size, maskable),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: maskable ? 'maskable' : 'any',
  });
  return {
    name: siteName(identity, lang),
    short_name: siteShortName(identity, lang),
    description: identity.about[lang] || siteName(identity, lang),
    lang,
    dir: 'ltr',
    start_url: lang === 'kk' ? '/' : `/${lang}/`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: identity.colors.primary,
    icons: [icon(192), icon(512), icon(512, true)],
  };
}
