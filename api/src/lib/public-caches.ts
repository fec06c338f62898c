// The public caches, each described once (ADR 0154; docs/architecture.md, "Public caches"):
// which answer it keeps, its key — always made from the endpoint object, never written by hand —
// and what drops it.
//
// 1. The micro-cache of public answers (plugins/public-cache.ts): the answer of every endpoint
//    declared `cacheable` with `access: 'public'` (lib/route.ts), keyed by `answerKey`: the
//    endpoint's id, the language and the parameters and query the endpoint reads. Dropped by
//    every write that visitors see (the public version, lib/public-version.ts), and after
//    PUBLIC_CACHE_TTL_MS at most (writes of another process); 1,000 answers and 32 MB at most.
// 2. Read-model snapshots (lib/snapshot-memo.ts): the derived answers of the endpoints in
//    SNAPSHOT_ENDPOINTS, computed once per version of the public data and shared by every page
//    that shows them (a tournament's table on its page and on the teams list …), keyed by
//    `snapshotKey`: the endpoint's id, the language and the arguments of the computation.
//    Dropped with the public version too, and after SNAPSHOT_TTL_MS at most.
// 3. Share images (modules/share/share.cache.ts): the PNG drawn for a page's link preview, keyed
//    by `shareImageKey`: the endpoint's id, the language and the subject (its id or slug). Dropped
//    with the public version too, and after 30 minutes at most; bounded by the bytes it keeps.
//    The HTTP layer and the micro-cache of (1) apply to its answers as to any public answer.
import type { Language } from '@league/shared/contracts';
import { matches, standings, tournaments } from '@league/shared/endpoints';

/** JSON with object keys sorted, so equal inputs make equal keys. */
function stableJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The micro-cache's key of a public answer: the endpoint, the language, what it reads. */
export function answerKey(endpoint: { id: string }, language: string, params: unknown, query: unknown): string {
  return `${endpoint.id}|${language}|${stableJson(params)}|${stableJson(query)}`;
}

/** The public answers kept as read-model snapshots. */
export const SNAPSHOT_ENDPOINTS = [
  tournaments.list,
  standings.tournamentPage,
  standings.table,
  standings.form,
  standings.scorers,
  standings.assistants,
  standings.goalkeepers,
  standings.disqualifications,
  standings.checkerboard,
  standings.teamStatistics,
  standings.calendar,
  matches.detail,
  matches.protocol,
] as const;

const SNAPSHOT_IDS = new Set<string>(SNAPSHOT_ENDPOINTS.map((endpoint) => endpoint.id));

/** The snapshot key of an endpoint's read model: its id, the language, the computation's arguments. */
export function snapshotKey(
  endpoint: { id: string },
  language: Language,
  ...args: (string | number | null | undefined)[]
): string {
  if (!SNAPSHOT_IDS.has(endpoint.id)) throw new Error(`${endpoint.id} is no snapshot of lib/public-caches.ts`);
  return [endpoint.id, language, ...args.map((arg) => arg ?? '')].join('|');
}

/** The key of a share image: its endpoint (one per kind of subject), the language, the subject's id or slug. */
export function shareImageKey(endpoint: { id: string }, language: Language, subject: string | number): string {
  if (!endpoint.id.startsWith('share.')) throw new Error(`${endpoint.id} is no share image endpoint`);
  return `${endpoint.id}|${language}|${subject}`;
}
