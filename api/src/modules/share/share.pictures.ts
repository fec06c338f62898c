// The pictures of a share image: crests, photos and covers are public uploads (/uploads/… is the
// store's `public/…`), read from the file store and embedded in the SVG as data: URIs. Only what
// the renderer decodes is embedded (PNG, JPEG, GIF, SVG: checked by the bytes, not the name); a
// missing, foreign (http…), too large or undecodable picture is left out and the card shows
// initials or its plain background instead. An SVG picture is drawn to PNG first, with the
// shipped fonts: the renderer draws a picture inside a picture without them, so a crest's
// initials would be lost.
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/storage';
import type { Picture } from './share.card';
import { renderPng } from './share.render';

/** Larger pictures are left out (a share image is 1200×630; a photo of 8 MB adds nothing). */
export const MAX_PICTURE_BYTES = 6 * 1024 * 1024;

/** The type the bytes are, when the renderer can draw it. */
export function pictureType(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/**
 * An SVG that refers only to itself (`#id`) or to data: URIs. Anything else (a path, a file:
 * or http: URL) is left out: the renderer would read a path from the server's disk.
 */
export function selfContained(svg: string): boolean {
  return (
    !/(?:href|src)\s*=\s*["']?\s*(?!#|data:)[^\s"'>]/i.test(svg) &&
    !/url\(\s*["']?\s*(?!#|data:)/i.test(svg) &&
    !/<!ENTITY/i.test(svg)
  );
}

async function readAll(body: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The store key of a public file URL (`/uploads/a/b.png` → `public/a/b.png`), or null. */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/uploads/')) return null;
  try {
    return `public/${decodeURIComponent(url.slice('/uploads/'.length).split(/[?#]/, 1)[0])}`;
  } catch {
    return null;
  }
}

export type PictureReader = (url: string | null | undefined) => Promise<Picture>;

/** Reads pictures from the store; the first of several URLs that gives one wins. */
export function pictureReader(storage: FileStorage): PictureReader {
  return async (url) => {
    const key = keyOfUrl(url);
    if (!key) return null;
    try {
      const file = await storage.get(key);
      if (!file) return null;
      if (file.size > MAX_PICTURE_BYTES) {
        file.body.destroy();
        return null;
      }
      const bytes = await readAll(file.body, MAX_PICTURE_BYTES);
      const type = bytes && pictureType(bytes);
      if (!type) return null;
      if (type === 'image/svg+xml') {
        const svg = bytes.toString('utf8');
        if (!selfContained(svg)) return null;
        return `data:image/png;base64,${(await renderPng(svg)).toString('base64')}`;
      }
      return `data:${type};base64,${bytes.toString('base64')}`;
    } catch {
      return null; // a refused key or an unreadable file: the card goes without
    }
  };
}
