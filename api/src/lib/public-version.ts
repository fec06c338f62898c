// The version of the league's public data in this process: every write that changes what
// visitors see moves it on (`invalidatePublic`), and everything derived from public data and
// kept in memory (the public answer cache, the read-model snapshots) is valid for one version
// only. A successful write by a signed-in user moves it by itself (plugins/public-cache.ts,
// `publicCacheInvalidation`); code that writes outside such a request calls it after its
// transaction committed.

/**
 * What a write changed. Public answers depend on each other widely (a match result moves the
 * table, the team and player pages, the home page and search), so every scope currently
 * forgets everything derived: recomputing is cheap, a stale answer is not.
 */
export type PublicScope = 'all' | { tournamentId?: number; teamId?: number; matchId?: number; clubId?: number; playerId?: number };

let version = 0;

/** Forget every cached public answer and snapshot (call it after the transaction committed). */
export function invalidatePublic(_scope: PublicScope = 'all'): void {
  version++;
}

/** The current version: something derived under an older one is not used any more. */
export const publicVersion = (): number => version;
