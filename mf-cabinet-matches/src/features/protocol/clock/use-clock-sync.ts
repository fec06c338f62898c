// The match clock kept the same on every device: while the match is live it is read again every few
// seconds, and a newer clock (another device pressed) becomes the protocol's; so does the clock a
// press answered.
import { useEffect } from 'react';
import { endpointKey, queryClient, queryKeyFor, useEndpointQuery, useLocale, type CabinetClock } from '@league/shared';
import { endpoints, type CabinetProtocol } from '@league/shared/cabinet';

/** How often a live match's clock is read again (another device may have pressed). */
export const CLOCK_POLL_MS = 15_000;

/** Reads the clock again while the match is live; answers how to store a clock as the protocol's. */
export function useClockSync(matchId: number, live: boolean, version: number) {
  const locale = useLocale();
  // The clock the server answered (or a 409 carried, or a read found newer) is the protocol's from now on.
  const store = (clock: CabinetClock) =>
    queryClient.setQueryData(
      queryKeyFor(endpointKey(endpoints.matches.cabinetProtocol, { params: { id: matchId } }), locale),
      (old: { success: true; data: CabinetProtocol } | undefined) =>
        old && old.data.clock.version <= clock.version ? { ...old, data: { ...old.data, clock } } : old,
    );
  const polled = useEndpointQuery(endpoints.matches.cabinetClock, live ? { params: { id: matchId } } : null, {
    staleTime: 0,
  });
  const { reload } = polled;
  const newer = polled.status === 'success' && polled.data.data.version > version ? polled.data.data : null;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(reload, CLOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [live, reload]);
  useEffect(() => {
    if (newer)
      queryClient.setQueryData(
        queryKeyFor(endpointKey(endpoints.matches.cabinetProtocol, { params: { id: matchId } }), locale),
        (old: { success: true; data: CabinetProtocol } | undefined) =>
          old && old.data.clock.version < newer.version ? { ...old, data: { ...old.data, clock: newer } } : old,
      );
  }, [newer, matchId, locale]);
  return store;
}
