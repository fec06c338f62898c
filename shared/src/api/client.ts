// The one API client lives in @league/runtime (a strict singleton, ADR 0300).
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
} from '@league/runtime';
