// Test helpers for the public pages: render one route with the real providers (store, i18n with
// the public strings) in a memory router, and answer API calls from a table of fake replies
// (the remotes' kit of @league/shared/testing).
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { failure, pageOf as listPage, mockApi, pending, renderRoutes } from '@league/shared/testing';
import { resources } from './i18n/resources';

export {
  failure,
  mockApi,
  ok,
  pending,
  quietErrors,
  resetApi,
  seenRequests,
  seenUrls,
  type SeenRequest,
} from '@league/shared/testing';

/** A paginated success envelope; the public lists show 12 a page. */
export const pageOf = <T,>(data: T[], total = data.length, page = 1, perPage = 12) =>
  listPage(data, total, page, perPage);

/** A reply that fails the first two requests with `status`, then answers `answer`: a page's retry is seen through. */
export function failsTwiceThen(status: number, answer: unknown) {
  let calls = 0;
  return () => (++calls <= 2 ? failure(status) : answer);
}

/** A picture uploaded through the cabinet: its 960 px JPEG with the 320 and 960 px copies in JPEG and WebP. */
export const uploadedPicture = (name: string, height: number) => ({
  src: `/uploads/2026-11/${name}-960.jpg`,
  srcset: `/uploads/2026-11/${name}-320.jpg 320w, /uploads/2026-11/${name}-960.jpg 960w`,
  srcset_webp: `/uploads/2026-11/${name}-320.webp 320w, /uploads/2026-11/${name}-960.webp 960w`,
  width: 960,
  height,
});

/** Renders `element` at `url` under the unprefixed route pattern `path` (locale prefixes are added). */
export function renderRoute(url: string, path: string, element: ReactElement) {
  return renderRoutes(url, 'public', resources, { [path]: element });
}

/** Renders the route with the API paths `apiPaths` never answering: the page shows its loading state. */
export function renderLoading(apiPaths: string[], url: string, path: string, element: ReactElement) {
  mockApi(Object.fromEntries(apiPaths.map((apiPath) => [apiPath, pending])));
  const view = renderRoute(url, path, element);
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  return view;
}
