// The share images drawn, kept in memory (lib/public-caches.ts, cache 3): one PNG per subject and
// language, valid for one version of the public data (lib/public-version.ts: every write that
// visitors see moves it, in every process on one PostgreSQL database) and for `ttlMs` at most.
// Bounded by the bytes kept; the least recently used go first. Concurrent requests for an image
// being drawn wait for the same drawing; a failed drawing is not kept.
import { publicVersion } from '../../lib/public-version';

interface Entry {
  version: number;
  expires: number;
  bytes: number;
  value: Promise<Buffer>;
}

export interface ShareImageCache {
  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer>;
  readonly size: number;
}

export const SHARE_CACHE_BYTES = 48 * 1024 * 1024;
export const SHARE_CACHE_TTL_MS = 30 * 60_000;
/** What an image being drawn counts for until its size is known. */
const PENDING_BYTES = 128 * 1024;

export function createShareImageCache({
  maxBytes = SHARE_CACHE_BYTES,
  ttlMs = SHARE_CACHE_TTL_MS,
  now = Date.now,
}: {
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
} = {}): ShareImageCache {
  const entries = new Map<string, Entry>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(key);
  };
  /** The least recently used go until the rest fits (the newest always stays). */
  const trim = () => {
    for (const key of entries.keys()) {
      if (total <= maxBytes || entries.size <= 1) return;
      drop(key);
    }
  };
  return {
    get(key, draw) {
      const version = publicVersion();
      const found = entries.get(key);
      if (found && found.version === version && found.expires > now()) {
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      drop(key);
      const value = draw();
      const entry: Entry = { version, expires: now() + ttlMs, bytes: PENDING_BYTES, value };
      entries.set(key, entry);
      total += entry.bytes;
      trim();
      value.then(
        (png) => {
          if (entries.get(key) !== entry) return;
          total += png.length - entry.bytes;
          entry.bytes = png.length;
          trim();
        },
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
