// The answers the public cache keeps (plugins/public-cache.ts): the micro-cache of public
// answers by normalised key, each with its body as sent, its weak ETag and the headers of a hit
// made once, and the ETag comparison of If-None-Match.
import { createHash } from 'node:crypto';
import { publicVersion } from '../lib/public-version';

export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const MICRO_CACHE_TTL_MS = 5_000;
const MICRO_CACHE_ENTRIES = 1_000;
/** The bytes the micro-cache keeps at most (share images are ~150 KB each, JSON answers far less). */
export const MICRO_CACHE_BYTES = 32 * 1024 * 1024;

export interface CachedAnswer {
  expires: number;
  generation: number;
  /** The body as sent (encoded once). */
  payload: Buffer;
  contentType: string;
  etag: string;
  /** The headers of a hit, made once: type, ETag, Cache-Control, X-Cache. */
  headers: Record<string, string>;
}

/** Answers by normalised key; a Map in insertion order doubles as the LRU list. Bounded by entries and by bytes. */
export class MicroCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = MICRO_CACHE_TTL_MS,
    private readonly maxEntries = MICRO_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = MICRO_CACHE_BYTES,
  ) {}

  private forget(key: string): void {
    const found = this.entries.get(key);
    if (!found) return;
    this.bytes -= found.payload.length;
    this.entries.delete(key);
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now() || hit.generation !== publicVersion()) {
      this.forget(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, payload: string | Buffer, contentType: string, computedIn = publicVersion()): CachedAnswer {
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    const headers = { 'content-type': contentType, etag, 'cache-control': PUBLIC_CACHE_CONTROL, 'x-cache': 'hit' };
    const answer = {
      expires: this.now() + this.ttlMs,
      generation: computedIn,
      payload: body,
      contentType,
      etag,
      headers,
    };
    this.forget(key);
    if (computedIn !== publicVersion()) return answer; // a write committed meanwhile: don't keep it
    this.entries.set(key, answer);
    this.bytes += body.length;
    // The least recently used go first; the newest answer always stays.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= 1 || (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes)) break;
      this.forget(oldest);
    }
    return answer;
  }

  /** The bytes of the answers kept. */
  get byteSize(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** The weak ETag of a body. */
export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** True when one of the If-None-Match tags (or `*`) matches `etag`, weak comparison. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
