// @league/runtime: what must be one instance at run time — the i18n instance, the jotai store and
// the atoms every app reads, the API client, the QueryClient and the page-metadata channel. The
// shell provides it; every remote consumes it as a strict singleton and refuses to run with a
// version outside its range (ADR 0300). Apps reach it through @league/shared.
export { RUNTIME_VERSION, parseVersion, satisfiesCaret } from './version';
export { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';
export {
  i18n,
  initI18n,
  addNamespace,
  addSharedStrings,
  currentLocale,
  isLanguageLoaded,
  loadLanguage,
  type I18nStart,
  type LanguageStrings,
  type NamespaceStrings,
} from './i18n';
export {
  store,
  authAtom,
  forgetStoredAuth,
  roleAtom,
  localeAtom,
  toastAtom,
  showToast,
  dismissToast,
  CABINET_API_CACHE,
  publicOriginAtom,
  publicOrigin,
  followedTeamsAtom,
  type AuthState,
  type SessionUser,
  type Toast,
} from './store';
export {
  api,
  createApiClient,
  fieldErrors,
  errorMessage,
  isApiError,
  isNotFound,
  requestUrl,
  ApiError,
  ApiHeaders,
  RETRY_STATUSES,
  type ApiClient,
  type ApiRequestConfig,
  type ApiResponse,
  type AdapterConfig,
} from './api-client';
export { serializeParams, toFormData } from './params';
export { queryClient, createQueryClient, resetDataStores, STALE_TIME_MS, GC_TIME_MS } from './query-client';
export { pageMetaAtom, PageMetaSink, type PageMeta } from './head';
