// The files the demo rows point at, written once into the upload dir (pictures in its public
// area, documents in its private one; storage/storage.ts): club crests (a shape in
// the club's colours with its initials), people pictures (a neutral silhouette in the team's
// colours), pictures for news and media (abstract pitch scenes, no text: the page's language
// changes, the picture does not) and one-page PDFs. Every SVG is small and self-contained.
// The documents get the private area's modes (storage/file-modes.ts), like an uploaded one.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  inPrivateArea,
  PRIVATE_FILE_MODE,
  restrictPrivateArea,
  restrictPrivateFolders,
} from '../../storage/file-modes';

export type CrestShape = 'shield' | 'circle' | 'hexagon' | 'badge';
export const CREST_SHAPES: CrestShape[] = ['shield', 'circle', 'hexagon', 'badge'];

export type SeedFile =
  | { kind: 'crest'; shape: CrestShape; colors: [string, string]; initials: string }
  | { kind: 'avatar'; colors: [string, string] }
  | { kind: 'scene' }
  | { kind: 'pdf'; label: string };

/**
 * Files the demo rows point at, by the value the rows store: a picture's path under /uploads/
 * (its storage key without `public/`), a player's or staff member's document by its whole
 * private key (`private/demo/documents/…`, never served at /uploads/).
 */
export type SeedFiles = Map<string, SeedFile>;

/** The storage key (path under the upload dir) of a value a seed row stores. */
export const seedFileKey = (path: string): string => (path.startsWith('private/') ? path : `public/${path}`);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Relative luminance of '#rrggbb' (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The second colour when it reads on the first, otherwise near-black or white. */
function onColor(background: string, preferred: string): string {
  if (contrast(background, preferred) >= 2.2) return preferred;
  return luminance(background) > 0.4 ? '#1f2933' : '#ffffff';
}

/** Up to three capitals from a name: "Auliye-Ata" → "AA", "Alatau" → "ALA", "Alatau-2" → "A2". */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : name.slice(0, 3);
  return letters.slice(0, 3).toUpperCase();
}

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

const CREST_OUTLINES: Record<CrestShape, string> = {
  shield: 'M100 8 L188 36 V112 C188 168 150 208 100 232 C50 208 12 168 12 112 V36 Z',
  circle: 'M100 24 A96 96 0 1 1 99.9 24 Z',
  hexagon: 'M100 8 L192 60 V180 L100 232 L8 180 V60 Z',
  badge: 'M36 12 H164 Q188 12 188 36 V176 Q188 200 164 210 L100 232 L36 210 Q12 200 12 176 V36 Q12 12 36 12 Z',
};

export function crestSvg({
  shape,
  colors: [main, second],
  initials: letters,
}: Extract<SeedFile, { kind: 'crest' }>): string {
  const outline = CREST_OUTLINES[shape];
  // The band shows the second colour; on a pale club colour a pale second colour turns dark.
  const band = contrast(main, second) >= 1.3 ? second : onColor(main, second);
  const text = onColor(main, band);
  const size = letters.length > 2 ? 54 : 68;
  return (
    `${svgOpen(200, 240)}<defs><clipPath id="c"><path d="${outline}"/></clipPath></defs>` +
    `<path d="${outline}" fill="${main}"/>` +
    `<g clip-path="url(#c)"><path d="M0 150 L200 110 V146 L0 186 Z" fill="${band}"/></g>` +
    `<path d="${outline}" fill="none" stroke="${band}" stroke-width="10"/>` +
    `<path d="${outline}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2"/>` +
    `<text x="100" y="112" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${text}">${escapeXml(letters)}</text>` +
    `</svg>`
  );
}

export function avatarSvg({ colors: [main, second] }: Extract<SeedFile, { kind: 'avatar' }>): string {
  const figure = onColor(main, second);
  return (
    `${svgOpen(200, 200)}<rect width="200" height="200" fill="${main}"/>` +
    `<circle cx="100" cy="80" r="38" fill="${figure}" fill-opacity=".92"/>` +
    `<path d="M24 200 C24 150 58 126 100 126 C142 126 176 150 176 200 Z" fill="${figure}" fill-opacity=".92"/>` +
    `</svg>`
  );
}

/** FNV-1a: a stable number from a path, so every scene differs and never changes. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

const GRASS: Array<[string, string]> = [
  ['#2e7d32', '#388e3c'],
  ['#1b5e20', '#256b2a'],
  ['#33691e', '#3f7a25'],
  ['#1d4d3a', '#245c46'],
  ['#2f6b3c', '#367a45'],
];
const BALL =
  '<g><circle r="24" fill="#fff" stroke="#1f2933" stroke-width="2.5"/><path d="M0 -9 L8.6 -2.8 L5.3 7.3 H-5.3 L-8.6 -2.8 Z" fill="#1f2933"/></g>';
const LINE = 'fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="4"';

export function sceneSvg(path: string): string {
  const n = hash(path);
  const [dark, light] = GRASS[n % GRASS.length];
  const variant = (n >>> 3) % 4;
  const tilt = ((n >>> 5) % 9) - 4;
  const stripes = Array.from(
    { length: 5 },
    (_, i) => `<rect x="${i * 160}" width="80" height="450" fill="${light}"/>`,
  ).join('');
  const ballX = 200 + ((n >>> 8) % 400);
  const ballY = 120 + ((n >>> 16) % 220);
  const ball = (x: number, y: number) => `<g transform="translate(${x} ${y})">${BALL}</g>`;
  let marks: string;
  if (variant === 0) {
    // Halfway line and centre circle.
    marks = `<path d="M400 0 V450" ${LINE}/><circle cx="400" cy="225" r="90" ${LINE}/><circle cx="400" cy="225" r="5" fill="#fff"/>${ball(ballX, ballY)}`;
  } else if (variant === 1) {
    // Penalty area seen from the pitch, with the arc and the spot.
    marks = `<path d="M0 40 H800 M140 40 V250 H660 V40 M280 40 V120 H520 V40" ${LINE}/><path d="M320 250 A100 100 0 0 0 480 250" ${LINE}/><circle cx="400" cy="190" r="5" fill="#fff"/>${ball(430, 210)}`;
  } else if (variant === 2) {
    // A corner: touchlines, the arc, the flag and the ball on the arc.
    marks = `<path d="M60 0 V390 H800" ${LINE}/><path d="M60 330 A60 60 0 0 0 120 390" ${LINE}/><path d="M60 390 V300" stroke="#f5f5f5" stroke-width="4"/><path d="M60 300 L100 314 L60 328 Z" fill="#e53935"/>${ball(106, 362)}`;
  } else {
    // The goal: posts, crossbar, the net and the ball in it.
    const net =
      Array.from({ length: 13 }, (_, i) => `M${220 + i * 30} 80 V260`).join(' ') +
      ' ' +
      Array.from({ length: 6 }, (_, i) => `M220 ${90 + i * 30} H580`).join(' ');
    marks = `<path d="${net}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><path d="M210 270 V70 H590 V270" fill="none" stroke="#fafafa" stroke-width="10"/><path d="M0 270 H800" ${LINE}/>${ball(ballX > 400 ? 500 : 300, 220)}`;
  }
  return (
    `${svgOpen(800, 450)}<defs><radialGradient id="l" cx="${30 + ((n >>> 12) % 40)}%" cy="20%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs>` +
    `<rect width="800" height="450" fill="${dark}"/><g transform="rotate(${tilt} 400 225)">${stripes}${marks}</g>` +
    `<rect width="800" height="450" fill="url(#l)"/></svg>`
  );
}

/** A minimal valid one-page PDF with a line of (ASCII) text. */
function pdf(label: string): string {
  const text = label
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, '')
    .slice(0, 80);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** The content of one seed file. */
export function renderSeedFile(path: string, spec: SeedFile): string {
  switch (spec.kind) {
    case 'crest':
      return crestSvg(spec);
    case 'avatar':
      return avatarSvg(spec);
    case 'scene':
      return sceneSvg(path);
    case 'pdf':
      return pdf(spec.label);
  }
}

/** Writes the files that are missing or differ (a reseed replaces older placeholders); returns how many. */
export function writeSeedFiles(uploadDir: string, files: SeedFiles): number {
  let written = 0;
  for (const [path, spec] of files) {
    const target = join(uploadDir, seedFileKey(path));
    const content = renderSeedFile(path, spec);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    mkdirSync(dirname(target), { recursive: true });
    const secret = inPrivateArea(uploadDir, target);
    if (secret) restrictPrivateFolders(uploadDir, dirname(target));
    writeFileSync(target, content, secret ? { mode: PRIVATE_FILE_MODE } : {});
    if (secret) chmodSync(target, PRIVATE_FILE_MODE);
    written++;
  }
  // Documents of an older seed kept their modes above (unchanged content is not written again).
  restrictPrivateArea(uploadDir);
  return written;
}
