// The one storage interface for files (domain: Files). A key names a file inside the store:
// `public/…` for images everybody may see (served at /uploads/, the key without `public/`),
// `private/…` for documents (players' and staff's identity, medical and consent papers) that
// only the API hands out, to the roles that may see them. A directory is the default store
// (directory.ts); an S3-compatible store fits behind the same four calls.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export const STORAGE_AREAS = ['public', 'private'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

export interface FileStorage {
  /** Stores the bytes under the key (replacing what was there). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file as a stream with its type and size, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class StorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`refused storage key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
    this.name = 'StorageKeyError';
  }
}

/** One path segment: letters, digits, `.`, `_`, `-`, never starting with a dot (no `..`, no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Checks a key and returns its segments: `<area>/<segment>/…`, nothing that could leave the
 * store (`..`, an absolute path, a backslash, a NUL, an empty segment) and no other area.
 */
export function keySegments(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new StorageKeyError(String(key), 'empty');
  if (key.length > 512) throw new StorageKeyError(key, 'too long');
  if (key.includes('\0')) throw new StorageKeyError(key, 'NUL byte');
  if (key.includes('\\')) throw new StorageKeyError(key, 'backslash');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw new StorageKeyError(key, 'absolute path');
  const segments = key.split('/');
  if (!(STORAGE_AREAS as readonly string[]).includes(segments[0]))
    throw new StorageKeyError(key, 'not under public/ or private/');
  if (segments.length < 2) throw new StorageKeyError(key, 'no file name');
  for (const segment of segments.slice(1)) {
    if (!SEGMENT.test(segment)) throw new StorageKeyError(key, `segment ${JSON.stringify(segment)}`);
  }
  return segments;
}

export const areaOf = (key: string): StorageArea => keySegments(key)[0] as StorageArea;

/**
 * A new key for an upload: a random name with the extension of the detected type, in a folder
 * per month (`private/2026-03/3f9c…e1.pdf`). Never the name the client sent.
 */
export function newKey(area: StorageArea, extension: string, now: Date = new Date()): string {
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new StorageKeyError(extension, 'extension');
  const month = now.toISOString().slice(0, 7);
  return `${area}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The URL of a public file by its key (`public/x/y.png` → `/uploads/x/y.png`). */
export function publicUrl(key: string): string {
  const segments = keySegments(key);
  if (segments[0] !== 'public') throw new StorageKeyError(key, 'a private file has no public URL');
  return `/uploads/${segments.slice(1).join('/')}`;
}

/** Content types by the extension the store names files with. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  // The demo's generated pictures (db/seed/files.ts); uploads never store SVG.
  svg: 'image/svg+xml',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
