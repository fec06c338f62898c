// Test helpers of the protocol page's parts: match 41's page rendered around a part, the protocol
// and the events as the page loads them, and a clean fake API and outbox after each test.
import type { ReactElement, ReactNode } from 'react';
import { useEndpointQuery, type RoleSlug } from '@league/shared';
import { endpoints, type CabinetEvents, type CabinetProtocol } from '@league/shared/cabinet';
import { renderPage, resetApi } from '../../test-utils';
import { pageOutbox } from './outbox/outbox';

/** The protocol page's route. */
export const PROTOCOL_PATH = '/cabinet/tournaments/:id/matches/:match_id';

/** Renders `page` at match 41's protocol page: for a referee, in English, unless told otherwise. */
export const renderOnProtocol = (
  page: ReactElement,
  { role = 'referee', clubId = null, locale = 'en' }: { role?: RoleSlug; clubId?: number | null; locale?: string } = {},
) => renderPage(`/${locale}/cabinet/tournaments/6/matches/41`, { [PROTOCOL_PATH]: page }, { role, clubId });

/** Match 41's protocol as the page loads it (one cache, as on the page); nothing until it has come. */
export function LoadedProtocol({ children }: { children: (protocol: CabinetProtocol) => ReactNode }) {
  const p = useEndpointQuery(endpoints.matches.cabinetProtocol, { params: { id: 41 } }, { staleTime: 0 });
  return p.status === 'success' ? <>{children(p.data.data)}</> : null;
}

/** Match 41's events as the page loads them; nothing until they have come. */
export function LoadedEvents({ children }: { children: (events: CabinetEvents) => ReactNode }) {
  const events = useEndpointQuery(endpoints.matches.cabinetEvents, { params: { id: 41 } }, { staleTime: 0 });
  return events.status === 'success' ? <>{children(events.data.data)}</> : null;
}

/** Resets the fake API and discards whatever a test left in the page's outbox (a refusal kept for the referee). */
export async function resetApiAndOutbox(): Promise<void> {
  resetApi();
  for (const item of await pageOutbox().list()) await pageOutbox().discard(item.id);
}
