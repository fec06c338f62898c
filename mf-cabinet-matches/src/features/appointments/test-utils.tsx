// Test helpers of the appointments page: the cabinet remotes' one kit bound to `cab-matches`.
import { pageRenderer } from '@league/shared/testing';
import { resources } from '../../i18n';

export { failure, mockApi, ok, pageOf, resetApi, seenRequests } from '@league/shared/testing';

export const renderPage = pageRenderer('cab-matches', resources);
