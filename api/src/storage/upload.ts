// Upload rules in one place (domain: Files). Two kinds: an image (photo, crest, picture) is at
// most 300 KB and a JPEG, PNG or WebP; a document is at most 1 MB and a PDF, JPEG or PNG. The
// type is read from the bytes (file-type), never from the name or the declared type, so a PDF
// called photo.jpg, a program called photo.png or an SVG (it can carry scripts) is refused.
// A refusal is a 422 with a field error in the spec's words ("file over 300 KB", "file over
// 1 MB", "this file type is not allowed") and nothing is written. An accepted file is stored
// under a generated name with the extension of its detected type.
import { withoutMetadata } from './clean-image';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../lib/errors';
import { newKey, type FileStorage, type StorageArea } from './storage';

export type UploadKind = 'image' | 'document' | 'photo' | 'publicDocument';

export interface UploadRule {
  maxBytes: number;
  /** Accepted content types → the extension a stored file gets. */
  types: Readonly<Record<string, string>>;
  /** The validation message of a file over the limit (spec §5, §8). */
  tooLarge: 'file_too_large_300kb' | 'file_too_large_1mb' | 'file_too_large_20mb';
  /** Images are public, documents private. */
  area: StorageArea;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  image: {
    maxBytes: 300 * 1024,
    types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
    tooLarge: 'file_too_large_300kb',
    area: 'public',
  },
  document: {
    maxBytes: 1024 * 1024,
    types: { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' },
    tooLarge: 'file_too_large_1mb',
    area: 'private',
  },
  // The content area (ADR 0263): a photo as a phone takes it, re-encoded into responsive copies
  // with no metadata before anything is stored; the league's public documents (regulations) as PDF.
  photo: {
    maxBytes: 20 * 1024 * 1024,
    types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
    tooLarge: 'file_too_large_20mb',
    area: 'public',
  },
  publicDocument: {
    maxBytes: 20 * 1024 * 1024,
    types: { 'application/pdf': 'pdf' },
    tooLarge: 'file_too_large_20mb',
    area: 'public',
  },
};

/** The type a file's bytes show, or null when file-type knows none (text, SVG, empty). */
export async function detectType(bytes: Uint8Array): Promise<string | null> {
  if (bytes.length === 0) return null;
  return (await fileTypeFromBuffer(bytes))?.mime ?? null;
}

export interface AcceptedFile {
  bytes: Buffer;
  /** The detected type. */
  contentType: string;
  /** The extension of the detected type (the stored name's). */
  extension: string;
  /** The client's file name, kept only as a label (never a path on disk). */
  originalName: string | null;
}

const fieldError = (field: string, rule: string) =>
  new AppError('validation_failed', { fields: { [field]: [{ rule }] } });

/** Reads at most `maxBytes + 1` bytes; one byte more than the limit is enough to refuse. */
export async function readLimited(stream: Readable, maxBytes: number): Promise<{ bytes: Buffer; over: boolean }> {
  const chunks: Buffer[] = [];
  let total = 0;
  let over = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (over) continue; // drain the rest without keeping it
    total += chunk.length;
    if (total > maxBytes) {
      over = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
  }
  return { bytes: over ? Buffer.alloc(0) : Buffer.concat(chunks, total), over };
}

/** Checks the size and the real type of a file; throws a 422 naming the field. */
export async function acceptFile(
  bytes: Buffer,
  kind: UploadKind,
  field: string,
  originalName: string | null = null,
  over = false,
): Promise<AcceptedFile> {
  const rule = UPLOAD_RULES[kind];
  if (over || bytes.length > rule.maxBytes) throw fieldError(field, rule.tooLarge);
  const contentType = await detectType(bytes);
  const extension = contentType ? rule.types[contentType] : undefined;
  if (!contentType || !extension) throw fieldError(field, 'file_type');
  const label = originalName ? originalName.replace(/[\\/\0]/g, '_').slice(-200) : null;
  const accepted = { bytes, contentType, extension, originalName: label };
  // A picture of a person (a child's photo, a scanned certificate) keeps no camera, time or GPS
  // position (ADR 0222); the content area's photos are re-encoded into their copies instead.
  if (kind === 'photo' || !contentType.startsWith('image/')) return accepted;
  try {
    return await withoutMetadata(accepted);
  } catch {
    throw fieldError(field, 'file_type');
  }
}

/** Stores an accepted file under a new key in its kind's area; returns the key. */
export async function storeFile(
  storage: FileStorage,
  kind: UploadKind,
  file: AcceptedFile,
  now?: Date,
): Promise<string> {
  const key = newKey(UPLOAD_RULES[kind].area, file.extension, now);
  await storage.put(key, file.bytes, file.contentType);
  return key;
}

export interface MultipartUpload {
  /** The text fields of the form. */
  fields: Record<string, string>;
  /** The checked file of `field`, or null when the form has none. */
  file: AcceptedFile | null;
}

/**
 * Reads a multipart form with one file field of a kind: the text fields, and the file checked
 * while it streams (never more than the limit plus one byte kept in memory). Other file fields
 * are refused. Nothing is stored here: the caller stores the file once the rest of the form is valid.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  { field, kind }: { field: string; kind: UploadKind },
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const rule = UPLOAD_RULES[kind];
  const fields: Record<string, string> = {};
  let file: AcceptedFile | null = null;
  let problem: AppError | null = null;
  try {
    // busboy stops keeping a file's bytes one past the limit; the rest of the body is read and
    // dropped. `throwFileSizeLimit` (read by parts() though its type omits it): the field error
    // below answers, not the plugin's generic 413.
    const options = {
      limits: { fileSize: rule.maxBytes + 1, files: 2, fields: 40, fieldSize: 16 * 1024, parts: 42 },
      throwFileSizeLimit: false,
    };
    for await (const part of request.parts(options)) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const upload = part as MultipartFile;
      if (upload.fieldname !== field || file || problem) {
        upload.file.resume();
        problem ??= fieldError(upload.fieldname, upload.fieldname === field ? 'file_type' : 'unknown_field');
        continue;
      }
      const { bytes, over } = await readLimited(upload.file, rule.maxBytes);
      try {
        file = await acceptFile(bytes, kind, field, upload.filename || null, over || upload.file.truncated);
      } catch (error) {
        problem = error as AppError;
      }
    }
  } catch (error) {
    // A broken body ("Unexpected end of form") is the client's fault, not a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError('bad_request', { cause: error });
  }
  if (problem) throw problem;
  return { fields, file };
}

/** What a row stores for a public key: the path under /uploads (`public/2026-03/x.png` → `2026-03/x.png`). */
export function storedPath(key: string): string {
  return key.replace(/^public\//, '');
}

/**
 * Removes a public image a row no longer names. Only files `storeFile` made (`YYYY-MM/<32 hex>.<ext>`)
 * are removed: the demo's pictures and older paths stay. A failure leaves an orphan file, never an error.
 */
export async function removeStoredImage(storage: FileStorage, path: string | null | undefined): Promise<void> {
  if (!path || !/^\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/.test(path)) return;
  await storage.delete(`public/${path}`).catch(() => undefined);
}
