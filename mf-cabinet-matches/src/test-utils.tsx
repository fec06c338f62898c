// Test helpers of this remote's pages: the cabinet remotes' one kit (@league/shared/testing)
// bound to the `cab-matches` strings.
import { pageRenderer } from '@league/shared/testing';
import { resources } from './i18n';

export {
  failure,
  locationOf,
  mockApi,
  ok,
  pageOf,
  quietErrors,
  resetApi,
  seenRequests,
  type SeenRequest,
} from '@league/shared/testing';

export const renderPage = pageRenderer('cab-matches', resources);
