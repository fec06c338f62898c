// The absolute address of a calendar feed (endpoint objects `ical.tournamentFeed` / `ical.teamFeed`).
import { endpoints, publicOrigin, type Locale } from '@league/shared';

export function callEndpointUrl(kind: 'tournament' | 'team', id: number | string, locale: Locale): string {
  const endpoint = kind === 'tournament' ? endpoints.ical.tournamentFeed : endpoints.ical.teamFeed;
  const path = endpoint.path.replace(':id', encodeURIComponent(String(id)));
  // The site's public address: on the server and in the browser alike (a webcal:// link needs one).
  return `${publicOrigin()}/api/v1${path}?lang=${locale}`;
}
