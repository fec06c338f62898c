// The query and multipart encoding rules live with the API client in @league/runtime.
export { serializeParams, toFormData } from '@league/runtime';
