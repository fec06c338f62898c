// @league/shared: the one API client, i18n instance, jotai store and QueryClient, plus contracts,
// validation, formatting and the UI kit. Apps import it only by its package name. The cabinet kit
// and the form fields are `@league/shared/cabinet` (a shared singleton of its own), so that a
// visitor's pages load neither them nor react-final-form.
import './ui/kit.css';

export * from './locale';
export * from './roles';
export {
  i18n,
  initI18n,
  addNamespace,
  currentLocale,
  isLanguageLoaded,
  loadLanguage,
  type LanguageStrings,
} from './i18n/instance';
export * from './store';
export * from './followed-teams';
export * from './api/client';
export { serializeParams, toFormData } from './api/params';
export { queryClient, createQueryClient, resetDataStores, STALE_TIME_MS, GC_TIME_MS } from './data/query-client';
export {
  useEndpointQuery,
  useEndpointMutation,
  endpointKey,
  endpointQuery,
  queryKeyFor,
  type ApiData,
  type ApiQueryOptions,
  type Invalidation,
} from './data/use-endpoint';
export { useTableQuery, type TableQuery } from './data/use-table-query';
export {
  createServerQueryClient,
  requestedQueries,
  fetchRequested,
  dehydrateForBrowser,
  hydrateFromServer,
} from './data/server-data';
export * from './format';
export * from './head';
export * from './federation/contract';
export { defineRemote } from './federation/define-remote';
export { RUNTIME_VERSION, satisfiesCaret } from '@league/runtime';
export * from './federation/lazy-page';
export { positiveId, hasIds, isSlug, hasContentSlug } from './federation/route-id';
export * from './ui/locale-link';
export * from './ui/states';
export { useHydrated } from './ui/use-hydrated';
export { PrintButton, PrintHeader, PrintSignatures, type PrintSignature } from './ui/print';
export { ToastView } from './ui/toast-view';
export { AppProviders } from './ui/providers';
export { RoleGate } from './ui/role-gate';
export { bootStandalone } from './ui/standalone';
export { missingTranslations } from './i18n/keys';
// Validation rules and messages; the form validators (`validator`) are the form fields' own
// (@league/shared/cabinet's useValidator), so a visitor's pages do not load them.
export * from './validation/rules';
export * from './validation/messages';
export * from './validation/dates';
export type { Validator, RuleSpec } from './validation/validators';
export { between } from './validation/validators';
// Contracts: the cabinet's are types here, values in @league/shared/cabinet.
export * from './contracts/envelope';
export * from './contracts/errors';
export * from './contracts/fields';
export * from './contracts/common';
export * from './contracts/enums';
export * from './contracts/countries';
export * from './contracts/auth';
export * from './contracts/system';
export * from './contracts/tournaments';
export type * from './contracts/cabinet-landing';
export type * from './contracts/cabinet-clubs';
export type * from './contracts/cabinet-teams';
export type * from './contracts/cabinet-matches';
export type * from './contracts/cabinet-fixtures';
export * from './contracts/stadiums';
export * from './contracts/league';
export * from './contracts/match';
export * from './contracts/handbooks';
export * from './contracts/match-clock';
export * from './contracts/live-delta';
export * from './contracts/people';
export * from './contracts/clubs';
export * from './contracts/team-application';
export * from './contracts/content';
export * from './contracts/search';
export * from './contracts/feedback';
export * from './contracts/league-identity';
export * from './contracts/site-pages';
export type * from './contracts/league-cabinet';
export { DEFAULT_IDENTITY, leagueIconUrl, siteName, siteShortName } from './league/identity';
export { useLeagueIdentity, useSiteName, identityFromCache } from './league/use-identity';
export * from './contracts/list-query';
export * from './contracts/files';
export * from './contracts/notifications';
export type * from './contracts/cabinet-people';
export type * from './contracts/cabinet-staff';
export type * from './contracts/cabinet-documents';
export type * from './contracts/cabinet-departures';
export type * from './contracts/cabinet-content';
export type * from './contracts/cabinet-albums';
export type * from './contracts/cabinet-catalogue';
export * from './contracts/eligibility';
export type * from './contracts/cabinet-applications';
export type * from './contracts/seasons';
export * from './access';
export { callEndpoint, type CallOptions } from './api/call';
export * as endpoints from './endpoints/browser';
export { buildPath, type Endpoint, type AnyEndpoint, type EndpointArgs, type ResponseOf } from './endpoints/define';
// Enum titles come from the i18n instance (the loaded languages); the whole table, for every
// language, is `@league/shared/labels` (API, server) and the reminder texts `@league/shared/cabinet`.
export { ENUM_NAMESPACE, UNIFORM_COLORS, type EnumName, type MatchLifecycle } from './labels';
export { enumLabel, enumLabels } from './i18n/enum-titles';
