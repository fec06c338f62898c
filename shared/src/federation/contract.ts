// The contract every remote's exposed `./routes` module fulfils. The shell validates the names
// at load time: an unknown layout or middleware is an error, not a silent fallback.
import type { ComponentType } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import type { Locale } from '../locale';
import type { LanguageStrings } from '../i18n/instance';
import type { RoleSlug } from '../roles';
import type { Release } from './release';

export { BUILD_RELEASE, type Release } from './release';

export const LAYOUTS = [
  'about',
  'cabinet',
  'cabinet-team',
  'cabinet-tournament',
  'empty',
  'main',
  'main-v2',
  'main-news',
  'main-team',
  'media',
  'participants',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * Route middleware (spec §2), the shell's `middleware/registry.ts`: where a role the page's policy
 * refuses goes, named only by the pages the access table says they fit.
 */
export const MIDDLEWARES = ['provider-rules', 'super-admin'] as const;
export type MiddlewareName = (typeof MIDDLEWARES)[number];

export interface RemoteRoute {
  /** Unprefixed path pattern in react-router syntax, e.g. '/teams/:slug'. */
  path: string;
  layout: LayoutName;
  middleware?: MiddlewareName[];
  /** When set, only these roles may open the route; others go where its middleware says, or home. */
  roles?: RoleSlug[];
  /** Hides the frame header (cabinet create/edit pages). */
  hideHeader?: boolean;
  /** Validity check of the route parameters; false shows the 404 page. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  Component: ComponentType;
}

export interface RemoteModule {
  /** Federation name, e.g. 'mf_public'. */
  name: string;
  /** i18n namespace the remote's strings live in. */
  namespace: string;
  /** Its strings by language, or a loader per language (a browser build loads the page's only, ADR 0203). */
  resources: Record<Locale, LanguageStrings>;
  routes: RemoteRoute[];
  /** The remote's version and the runtime range it needs (its build's `BUILD_RELEASE`, ADR 0300). */
  release?: Release;
}

export { REMOTE_NAMES, type RemoteName } from './remote-names';

/**
 * Debug registry the end-to-end tests read: each app records the React, i18n, store, API client,
 * QueryClient and router (a context object of react-router-dom) it runs with. Without `router`,
 * the one this package sees is recorded.
 */
export interface InstanceRecord {
  app: string;
  react: unknown;
  i18n: unknown;
  store: unknown;
  api: unknown;
  queryClient: unknown;
  router?: unknown;
}
export function recordInstances(record: InstanceRecord): void {
  const w = globalThis as unknown as { __leagueInstances?: InstanceRecord[] };
  (w.__leagueInstances ??= []).push({ router: UNSAFE_DataRouterContext, ...record });
}
