// The drawing of a share image as SVG text (1200×630, ADR 0169), from a card: what the page is
// about, already in the page's language. Three layouts: a match (two crests, the score or the
// kick-off between them), a subject (a team, club, tournament, player, referee: its picture and
// its name) and a story (a news, media or analytics item: its picture across the card, its title
// over it). Every text is escaped and laid out here: long names wrap, and what still does not fit
// is cut with an ellipsis — the renderer draws it as given.
import { SHARE_IMAGE_SIZE } from '@league/shared/contracts';
import { FONT_FAMILY, textWidth, type FontWeight } from './share.fonts';

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const NAVY = '#0d2747';
const SKY = '#0079a3';
const GOLD = '#f5b700';
const WHITE = '#ffffff';
const SOFT = '#d8e6f0';

/** A picture as a data: URI the renderer decodes (PNG, JPEG, GIF or SVG), or null: none to show. */
export type Picture = string | null;

export interface CardSide {
  title: string;
  picture: Picture;
}

export type Card =
  | {
      layout: 'match';
      /** Tournament and round, above the teams. */
      eyebrow: string;
      host: CardSide;
      guest: CardSide;
      /** The score ("2 : 1") or the kick-off ("18:00"), between the crests. */
      centre: string;
      /** Under the centre: the shoot-out, the status ("Postponed"), or nothing. */
      note: string;
      /** The date in the page's language. */
      date: string;
    }
  | {
      layout: 'subject';
      /** What the subject is: "Team", "Club" … */
      label: string;
      title: string;
      /** A few facts, one a line (club, city, season …). */
      lines: string[];
      picture: Picture;
      /** A person's photo sits in a circle; a crest or a logo on a white badge. */
      photo: boolean;
      /** Without a picture: the subject's initials (a team, a person), or the league's mark (a tournament). */
      fallback?: 'initials' | 'league';
    }
  | {
      layout: 'story';
      label: string;
      title: string;
      date: string;
      picture: Picture;
    };

/** The frame every card shares: the league's name (the page's language). */
export interface CardFrame {
  site: string;
}

// ---------------------------------------------------------------------------------------------
// Text

/** Characters XML does not allow (controls other than tab and newlines) are dropped. */
// oxlint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ELLIPSIS = '…';

/** `text` cut (at a word end where one is near) so that it and an ellipsis fit `maxWidth`. */
function cut(text: string, maxWidth: number, size: number, weight: FontWeight): string {
  if (textWidth(text, size, weight) <= maxWidth) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (textWidth(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS, size, weight) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  let kept = chars.slice(0, low).join('');
  const space = kept.lastIndexOf(' ');
  if (space > kept.length * 0.6) kept = kept.slice(0, space);
  return kept.trimEnd().replace(/[\s,.;:–—-]+$/, '') + ELLIPSIS;
}

/** Greedy word wrap, a line may also end after a hyphen; a word longer than a line is broken inside. The last line may be cut. */
export function wrap(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  maxLines: number,
): { lines: string[]; cut: boolean } {
  // Pieces with the glue before them: a space between words, nothing after a hyphen ("Әулие-|Ата").
  const pieces: { text: string; glue: string }[] = [];
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean)) {
    word.split(/(?<=[^-\s]-)(?=[^-\s])/).forEach((part, i) => pieces.push({ text: part, glue: i === 0 ? ' ' : '' }));
  }
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => textWidth(candidate, size, weight) <= maxWidth;
  for (const piece of pieces) {
    let word = piece.text;
    const candidate = line ? `${line}${piece.glue}${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line: broken where it reaches the edge.
    while (!fits(word)) {
      const chars = [...word];
      let n = chars.length - 1;
      while (n > 1 && !fits(chars.slice(0, n).join(''))) n--;
      lines.push(chars.slice(0, n).join(''));
      word = chars.slice(n).join('');
    }
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cut(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, maxWidth, size, weight);
  if (!kept[maxLines - 1].endsWith(ELLIPSIS))
    kept[maxLines - 1] = cut(`${kept[maxLines - 1]}${ELLIPSIS}`, maxWidth, size, weight);
  return { lines: kept, cut: true };
}

/** The largest of `sizes` at which `text` fits `maxLines`, else the smallest, cut. */
export function fit(
  text: string,
  maxWidth: number,
  sizes: number[],
  weight: FontWeight,
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const wrapped = wrap(text, maxWidth, size, weight, maxLines);
    if (!wrapped.cut) return { size, lines: wrapped.lines };
  }
  const size = sizes[sizes.length - 1];
  return { size, lines: wrap(text, maxWidth, size, weight, maxLines).lines };
}

function textBlock(
  lines: string[],
  x: number,
  y: number,
  size: number,
  weight: FontWeight,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
  lineHeight = 1.18,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${Math.round(y + i * size * lineHeight)}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight === 'bold' ? 700 : 400}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** The first letters of the first two words: what stands in for a missing crest or photo. */
export function initials(title: string): string {
  const words = title
    .replace(/["«»“”'()]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toUpperCase();
}

let clipIds = 0;

/** A crest on a white badge, or a photo in a circle, or the initials when there is no picture. */
function badge(
  picture: Picture,
  title: string,
  cx: number,
  cy: number,
  r: number,
  photo: boolean,
  fallback: 'initials' | 'league' = 'initials',
): string {
  const id = `c${++clipIds}`;
  if (!picture && fallback === 'league')
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${GOLD}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.4)}" fill="${NAVY}"/>`;
  if (!picture) {
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${NAVY}" stroke="${GOLD}" stroke-width="${Math.round(r / 9)}"/>${textBlock([initials(title) || '?'], cx, cy + r * 0.26, Math.round(r * 0.72), 'bold', GOLD, 'middle')}`;
  }
  if (photo) {
    return `<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath><circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="${GOLD}"/><image href="${picture}" x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id})"/>`;
  }
  const inner = Math.round(r * 0.74);
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${WHITE}"/><image href="${picture}" x="${cx - inner}" y="${cy - inner}" width="${2 * inner}" height="${2 * inner}" preserveAspectRatio="xMidYMid meet"/>`;
}

// ---------------------------------------------------------------------------------------------
// Layouts

const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${SKY}"/></linearGradient><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY}" stop-opacity="0.6"/><stop offset="0.25" stop-color="${NAVY}" stop-opacity="0.2"/><stop offset="0.55" stop-color="${NAVY}" stop-opacity="0.55"/><stop offset="1" stop-color="${NAVY}" stop-opacity="0.96"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;

/** The league's mark and name, top left; the kind of page, top right. */
function header(frame: CardFrame, label: string): string {
  const site = cut(frame.site, label ? 640 : W - 190, 26, 'regular');
  const labelText = cut(label.toUpperCase(), 380, 24, 'bold');
  return (
    `<circle cx="84" cy="74" r="22" fill="${GOLD}"/><circle cx="84" cy="74" r="9" fill="${NAVY}"/>` +
    textBlock([site], 122, 84, 26, 'regular', WHITE) +
    (labelText ? textBlock([labelText], W - 64, 84, 24, 'bold', GOLD, 'end') : '')
  );
}

function matchCard(card: Extract<Card, { layout: 'match' }>, frame: CardFrame): string {
  const eyebrow = fit(card.eyebrow, W - 128, [30, 26], 'regular', 1);
  const side = (team: CardSide, cx: number) => {
    const name = fit(team.title, 360, [38, 34, 30], 'bold', 2);
    return (
      badge(team.picture, team.title, cx, 292, 104, false) +
      textBlock(name.lines, cx, 452, name.size, 'bold', WHITE, 'middle')
    );
  };
  const centre = fit(card.centre, 300, [112, 96, 80, 64], 'bold', 1);
  const note = card.note ? fit(card.note, 300, [28, 24], 'regular', 2) : null;
  const date = fit(card.date, W - 128, [30, 26], 'regular', 1);
  return (
    header(frame, '') +
    textBlock(eyebrow.lines, W / 2, 150, eyebrow.size, 'regular', SOFT, 'middle') +
    side(card.host, 260) +
    side(card.guest, W - 260) +
    textBlock(centre.lines, W / 2, 292 + centre.size * 0.36, centre.size, 'bold', WHITE, 'middle') +
    (note ? textBlock(note.lines, W / 2, 380, note.size, 'regular', GOLD, 'middle') : '') +
    `<rect x="0" y="${H - 84}" width="${W}" height="84" fill="${NAVY}" fill-opacity="0.55"/>` +
    textBlock(date.lines, W / 2, H - 32, date.size, 'regular', WHITE, 'middle')
  );
}

function subjectCard(card: Extract<Card, { layout: 'subject' }>, frame: CardFrame): string {
  const left = 470;
  const width = W - left - 64;
  const title = fit(card.title, width, [64, 56, 48, 42], 'bold', 3);
  const titleHeight = title.lines.length * title.size * 1.18;
  const facts = card.lines
    .filter(Boolean)
    .slice(0, 3)
    .map((line) => cut(line, width, 30, 'regular'));
  const block = titleHeight + facts.length * 44 + (facts.length ? 16 : 0);
  const top = Math.max(170, (H - block) / 2 + title.size * 0.82);
  return (
    header(frame, card.label) +
    badge(card.picture, card.title, 250, 345, 170, card.photo, card.fallback) +
    textBlock(title.lines, left, top, title.size, 'bold', WHITE) +
    textBlock(facts, left, top + titleHeight + 26, 30, 'regular', SOFT, 'start', 44 / 30)
  );
}

function storyCard(card: Extract<Card, { layout: 'story' }>, frame: CardFrame): string {
  const title = fit(card.title, W - 128, [56, 50, 44, 38], 'bold', 3);
  const lineHeight = title.size * 1.18;
  const bottom = H - 56;
  const date = card.date ? cut(card.date, W - 128, 28, 'regular') : '';
  const titleTop = bottom - (date ? 52 : 0) - (title.lines.length - 1) * lineHeight;
  const picture = card.picture
    ? `<image href="${card.picture}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/><rect width="${W}" height="${H}" fill="url(#shade)"/>`
    : '';
  return (
    picture +
    header(frame, card.label) +
    textBlock(title.lines, 64, titleTop, title.size, 'bold', WHITE) +
    (date ? textBlock([date], 64, bottom, 28, 'regular', SOFT) : '')
  );
}

/** The card as an SVG document of 1200×630. */
export function cardSvg(card: Card, frame: CardFrame): string {
  clipIds = 0;
  const body =
    card.layout === 'match'
      ? matchCard(card, frame)
      : card.layout === 'subject'
        ? subjectCard(card, frame)
        : storyCard(card, frame);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background}${body}</svg>`;
}
