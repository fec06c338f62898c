// What the shell and the remotes share as `react-router-dom`: the router's browser API, not the
// whole package. react-router 7 also carries its server runtime (request handler, sessions,
// cookies, RSC); a shared module keeps every export it provides, so sharing the package whole
// ships all of that to every visitor. This module re-exports only the browser API, and the
// bundler drops the rest (ADR 0105).
//
// `npm run lint` (scripts/check-boundaries.mjs) fails when an app imports a name from
// react-router-dom that is not listed here; add it here, in one place, for every app.
// Nothing imports 'react-router' itself: the share key is react-router-dom.
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
