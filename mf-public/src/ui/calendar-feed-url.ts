// The absolute address of a calendar feed (endpoint objects `ical.tournamentFeed` / `ical.teamFeed`).
import { endpoints, type Locale } from '@league/shared';

export function callEndpointUrl(kind: 'tournament' | 'team', id: number | string, locale: Locale): string {
  const endpoint = kind === 'tournament' ? endpoints.ical.tournamentFeed : endpoints.ical.teamFeed;
  const path = endpoint.path.replace(':id', encodeURIComponent(String(id)));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/api/v1${path}?lang=${locale}`;
}
