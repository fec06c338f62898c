// Read-model snapshots: a derived answer (a tournament's table, its calendar, a match page) is
// computed once per version of the public data (lib/public-version.ts) and reused until a
// write moves the version on, or until `ttlMs` passed (the bound for writes made by another
// API process on the same PostgreSQL, which this process doesn't see). Concurrent requests
// for a snapshot being computed share its promise. A failed computation is not kept.
import { publicVersion } from './public-version';

interface Snapshot {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

export interface SnapshotMemo {
  /** The snapshot under `key`, computed by `compute` when missing, stale or from an older version. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export const SNAPSHOT_ENTRIES = 500;

/** `ttlMs` 0 turns snapshots off: every call computes. */
export function createSnapshotMemo(
  ttlMs: number,
  now: () => number = Date.now,
  maxEntries = SNAPSHOT_ENTRIES,
): SnapshotMemo {
  const entries = new Map<string, Snapshot>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const current = publicVersion();
      const found = entries.get(key);
      entries.delete(key);
      if (found && found.version === current && found.expires > now()) {
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      const value = compute();
      const snapshot: Snapshot = { version: current, expires: now() + ttlMs, value };
      entries.set(key, snapshot);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key) === snapshot) entries.delete(key);
      });
      return value;
    },
  };
}
