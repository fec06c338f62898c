// Every device on a match sees the others' writes at once (ADR 0210): while the protocol is open
// on a match that is live or may start, the page listens to the match's live stream (the one the
// public page uses: server-sent events fed by PostgreSQL LISTEN/NOTIFY, ADR 0179) and reads its
// events, protocol (score, header, lifecycle) and clock again on each message — one refetch of the
// answers the page shows, so the list, the score and the header come from the same moment. A stream
// that drops and comes back, or says it missed something, refetches too.
import { useEffect } from 'react';
import { api, buildPath, endpointKey, endpoints as allEndpoints, queryClient, useLocale } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

/** The answers of the protocol page that another device's write changes. */
const SHOWN = [
  endpoints.matches.cabinetEvents,
  endpoints.matches.cabinetProtocol,
  endpoints.matches.eventsPreview,
  endpoints.matches.cabinetClock,
];

/** Reads the match's shown answers again (those in the cache; one request each). */
export function refreshShown(matchId: number): Promise<unknown> {
  const args = { params: { id: matchId } };
  return Promise.all(SHOWN.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e, args) })));
}

/** The stream's address under the API client's base, its messages in `lang`. */
export function streamUrl(matchId: number, lang: string): string {
  const base = (api.defaults.baseURL ?? '/api/v1').replace(/\/$/, '');
  return `${base}${buildPath(allEndpoints.live.matchLive.path, { id: matchId })}?lang=${lang}`;
}

/** Listens while `listening` (the match is scheduled or live); refetches on every message. */
export function useMatchSync(matchId: number, listening: boolean): void {
  const locale = useLocale();
  useEffect(() => {
    if (!listening || typeof EventSource === 'undefined') return;
    const source = new EventSource(streamUrl(matchId, locale));
    let dropped = false;
    const refresh = () => void refreshShown(matchId);
    source.addEventListener('ready', () => {
      if (dropped) refresh();
      dropped = false;
    });
    source.addEventListener('match', refresh);
    source.addEventListener('catch-up', refresh);
    source.addEventListener('error', () => {
      dropped = true;
    });
    return () => source.close();
  }, [matchId, listening, locale]);
}
