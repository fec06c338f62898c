// @league/shared: the one API client, i18n instance, jotai store and QueryClient, plus contracts,
// validation, formatting and the UI kit. Apps import it only by its package name.
import './ui/kit.css';

export * from './locale';
export * from './roles';
export { i18n, initI18n, addNamespace, currentLocale } from './i18n/instance';
export { common as commonResources } from './i18n/common';
export * from './store';
export { api, createApiClient, fieldErrors, errorMessage, RETRY_STATUSES } from './api/client';
export { serializeParams, toFormData } from './api/params';
export { queryClient, createQueryClient, resetDataStores, STALE_TIME_MS, GC_TIME_MS } from './data/query-client';
export { useApiQuery, queryKeyFor, type ApiData, type ApiQueryOptions } from './data/use-api-query';
export { useApiMutation, type ApiMutationOptions } from './data/use-api-mutation';
export { useEndpointQuery, useEndpointMutation, endpointKey, type Invalidation } from './data/use-endpoint';
export { useTableQuery, type TableQuery } from './data/use-table-query';
export * from './format';
export * from './head';
export * from './federation/contract';
export * from './ui/locale-link';
export * from './ui/states';
export { ToastView } from './ui/toast-view';
export { AppProviders } from './ui/providers';
export { TextField, type FieldValidator } from './forms/text-field';
export { RoleGate } from './ui/role-gate';
export { bootStandalone } from './ui/standalone';
export { missingTranslations } from './i18n/keys';
export { useValidator } from './forms/use-validator';
export * from './validation';
export * from './contracts';
export * from './access';
export { callEndpoint, type CallOptions } from './api/call';
export * as endpoints from './endpoints';
export { buildPath, type Endpoint, type AnyEndpoint, type EndpointArgs, type ResponseOf } from './endpoints/define';
export { ENUM_LABELS, ENUM_NAMESPACE, UNIFORM_COLORS, enumLabel, enumLabels, type EnumName, type MatchLifecycle } from './labels';
export * from './cabinet';
