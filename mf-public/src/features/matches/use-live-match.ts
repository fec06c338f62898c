// Live updates of the public match page: while the match is live, or may start (scheduled today in
// league time or within a day of its kick-off; a page opened earlier starts listening when that
// moment comes, ADR 0210), an EventSource on the match's stream (`live.matchLive`, server-sent events fed by
// PostgreSQL LISTEN/NOTIFY, in the page's language). Each message says what changed (ADR 0179:
// the event, the score, status and clock); the page writes it into the answers it holds — the
// match and its events — without asking for them again, and only the statistics (counted from
// the events on the server) are fetched again after an event. A message whose version is not the
// last one plus one, a `catch-up` message, or a dropped stream that reconnects (the server says
// how soon) means something may have been missed: then the page refetches, once. The page's
// queries are found by their endpoint objects, the keys every query of the product has.
import { useEffect, useState } from 'react';
import {
  api,
  applyDeltaToDetail,
  applyDeltaToProtocol,
  buildPath,
  callEndpoint,
  endpointKey,
  endpoints,
  followsWithoutGap,
  queryClient,
  queryKeyFor,
  toLeagueTime,
  useLocale,
  type LiveDelta,
  type MatchDetailResponse,
  type MatchProtocolResponse,
  type MatchStatus,
} from '@league/shared';

/** How long before (and after) its kick-off a scheduled match may start: its page listens meanwhile. */
export const LISTEN_AROUND_KICKOFF_MS = 24 * 3600_000;

/**
 * From when a match's page should listen (milliseconds since the epoch; 0 at once), or null for
 * never: a live match at once; a scheduled one from the start of its kick-off day in league time
 * or a day before its kick-off, whichever is earlier, until a day after it; one without a date at
 * once (it may start whenever); a finished one never.
 */
export function listenFrom(match: { status: MatchStatus; date_time: string | null }, now: number): number | null {
  if (match.status === 'live') return 0;
  if (match.status !== 'scheduled') return null;
  if (!match.date_time) return 0;
  const kickoff = Date.parse(match.date_time);
  if (now > kickoff + LISTEN_AROUND_KICKOFF_MS) return null;
  const dayStart = toLeagueTime(match.date_time).startOf('day').valueOf();
  const from = Math.min(dayStart, kickoff - LISTEN_AROUND_KICKOFF_MS);
  return from <= now ? 0 : from;
}

/** Whether a match's page should listen now. */
export function listensLive(match: { status: MatchStatus; date_time: string | null }, now: Date = new Date()): boolean {
  return listenFrom(match, now.getTime()) === 0;
}

/** Longest wait a timer takes (setTimeout's limit); a page open longer checks again then. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** Whether to listen, turning true by itself when the moment comes while the page is open. */
export function useListening(match: { status: MatchStatus; date_time: string | null } | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const from = match ? listenFrom(match, now) : null;
  useEffect(() => {
    if (from === null || from === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_WAIT_MS, Math.max(0, from - Date.now())));
    return () => clearTimeout(timer);
  }, [from]);
  return from === 0;
}

/** The stream's URL under the API client's base (`/api/v1` unless configured otherwise), its events in `lang`. */
export function liveUrl(id: string | number, lang?: string): string {
  const base = (api.defaults.baseURL ?? '/api/v1').replace(/\/$/, '');
  return `${base}${buildPath(endpoints.live.matchLive.path, { id })}${lang ? `?lang=${lang}` : ''}`;
}

const { matches } = endpoints;
/** The match page's queries whose answers change with an event. */
const CHANGED_BY_EVENTS = [matches.detail, matches.protocol, matches.statistics];
/** The page's other queries of the match. */
const OTHER_PARTS = [matches.squads, matches.media, matches.news];

/**
 * Refetches every query of this match's page that is in the cache, now. The answers that change
 * with an event are fetched past the browser's HTTP cache (public answers may be kept there for a
 * while), the others refetch as usual.
 */
export async function refreshMatch(id: number): Promise<void> {
  const args = { params: { id } };
  const cached = (endpoint: (typeof CHANGED_BY_EVENTS)[number]) =>
    queryClient.getQueryCache().findAll({ queryKey: endpointKey(endpoint, args) });
  await Promise.all([
    ...CHANGED_BY_EVENTS.flatMap((endpoint) =>
      cached(endpoint).map(async (query) => {
        try {
          const fresh = await callEndpoint(endpoint, args, { headers: { 'cache-control': 'no-cache' } });
          queryClient.setQueryData(query.queryKey, fresh);
        } catch {
          // The next message, or the page's own retry, tries again.
        }
      }),
    ),
    ...OTHER_PARTS.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint, args) })),
  ]);
}

/**
 * Writes a live message into the page's answers of match `id` in `locale` (the stream's
 * language): the match's score, status and clock, the events list. Answers in other languages are
 * marked stale (they are read again if shown); after an event the statistics are fetched again.
 */
export function applyLiveDelta(id: number, locale: string, delta: LiveDelta): void {
  const args = { params: { id } };
  queryClient.setQueriesData<MatchDetailResponse>(
    { queryKey: queryKeyFor(endpointKey(matches.detail, args), locale), exact: true },
    (old) => (old ? { ...old, data: applyDeltaToDetail(old.data, delta) } : old),
  );
  queryClient.setQueriesData<MatchProtocolResponse>(
    { queryKey: queryKeyFor(endpointKey(matches.protocol, args), locale), exact: true },
    (old) => (old ? { ...old, data: applyDeltaToProtocol(old.data, delta) } : old),
  );
  const otherLanguage = (query: { queryKey: readonly unknown[] }) =>
    (query.queryKey[2] as { locale?: string } | undefined)?.locale !== locale;
  for (const endpoint of [matches.detail, matches.protocol]) {
    void queryClient.invalidateQueries({
      queryKey: endpointKey(endpoint, args),
      predicate: otherLanguage,
      refetchType: 'none',
    });
  }
  if (delta.kind.startsWith('event_'))
    void queryClient.invalidateQueries({ queryKey: endpointKey(matches.statistics, args) });
}

/** What the page does with its stream's messages: applies each, refetches once after a gap. */
export function liveReceiver(id: number, locale: string, refresh: () => void) {
  let last: number | null = null;
  return {
    ready(version: number | undefined) {
      last = version ?? null;
    },
    message(delta: LiveDelta) {
      const follows = followsWithoutGap(last, delta.version);
      last = delta.version;
      if (follows) applyLiveDelta(id, locale, delta);
      else refresh();
    },
    catchUp(version: number | undefined) {
      last = version ?? null;
      refresh();
    },
  };
}

const parse = <T>(event: Event): T | null => {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
};

export function useLiveMatch(id: number, match: { status: MatchStatus; date_time: string | null } | undefined): void {
  const listening = useListening(match);
  const locale = useLocale();
  useEffect(() => {
    if (!listening || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveUrl(id, locale));
    let dropped = false;
    const refresh = () => void refreshMatch(id);
    const receiver = liveReceiver(id, locale, refresh);
    source.addEventListener('ready', (event) => {
      receiver.ready(parse<{ version?: number }>(event)?.version);
      // Back after a drop: whatever was sent meanwhile is lost.
      if (dropped) refresh();
      dropped = false;
    });
    source.addEventListener('match', (event) => {
      const delta = parse<LiveDelta>(event);
      if (delta) receiver.message(delta);
      else refresh();
    });
    source.addEventListener('catch-up', (event) => {
      dropped = false;
      receiver.catchUp(parse<{ version?: number }>(event)?.version);
    });
    source.addEventListener('error', () => {
      dropped = true;
    });
    return () => source.close();
  }, [id, listening, locale]);
}
