// Test helpers of this remote's pages: the cabinet remotes' one kit (@league/shared/testing)
// bound to the `cab-matches` strings.
import type { CabinetProtocol } from '@league/shared/cabinet';
import { pageRenderer } from '@league/shared/testing';
import { resources } from './i18n';

// Everything of the kit: mockApi, ok, failure, seenRequests, pageOf, locationOf, quietErrors …
export * from '@league/shared/testing';

export const renderPage = pageRenderer('cab-matches', resources);

/** The 409 of a write someone else overtook meanwhile: the API sends back the `current` state. */
export const conflict = (current: unknown, message = 'Changed meanwhile') => ({
  __status: 409,
  data: { success: false, message, data: { errors: {}, current } },
});

/** Match 41 of U-14, Altai 2012 at home to Yessil 2012, live: the match a protocol's tests read. */
export const match41 = (over: Partial<CabinetProtocol['match']> = {}): CabinetProtocol['match'] => ({
  id: 41,
  tournament: { id: 6, title: 'U-14' },
  tour_name: null,
  date_time: null,
  status: 'live',
  lifecycle: 'live',
  technical_result: null,
  host: { id: 30, title: 'Altai 2012' },
  guest: { id: 9, title: 'Yessil 2012' },
  stadium: null,
  broadcast_url: null,
  ...over,
});
