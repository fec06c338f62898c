// Test helpers of this remote's pages: the cabinet remotes' one kit (@league/shared/testing)
// bound to the `cab-league` strings.
import { pageRenderer } from '@league/shared/testing';
import { resources } from './i18n';

// Everything of the kit: mockApi, ok, failure, seenRequests, pageOf, locationOf, quietErrors …
export * from '@league/shared/testing';

export const renderPage = pageRenderer('cab-league', resources);
