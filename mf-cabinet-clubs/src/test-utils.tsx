// Test helpers of this remote's pages: the cabinet remotes' one kit (@league/shared/testing)
// bound to the `cab-clubs` strings.
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

export const renderPage = pageRenderer('cab-clubs', resources);

/** Kairat 2012 (club 5, Kairat), the team of the players' and staff pages' tests. */
export const kairat2012 = {
  id: 11,
  slug: 'kairat-2012',
  title: 'Kairat 2012',
  birth_year: 2012,
  club_id: 5,
  club_title: 'Kairat',
  club_archived: false,
};
