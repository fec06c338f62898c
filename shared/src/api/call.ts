// The one typed way the browser calls the API: an endpoint object and its arguments. The answer
// is checked against the endpoint's response contract before anything sees it; a broken answer
// is an error (logged by the data layer), never silently half-rendered.
import { assert } from 'superstruct';
import { buildPath, type AnyEndpoint, type EndpointArgs, type ResponseOf } from '../endpoints/define';
import { api, type ApiRequestConfig } from './client';
import { toFormData } from './params';

export type CallOptions = Pick<ApiRequestConfig, 'signal' | 'timeout' | 'headers'>;

export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  args: EndpointArgs<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = args as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const data =
    body !== undefined && endpoint.bodyKind === 'multipart' ? toFormData(body as Record<string, unknown>) : body;
  const response = await api.request<unknown>({
    ...options,
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    params: query,
    data,
  });
  assert(response.data, endpoint.response);
  return response.data as ResponseOf<E>;
}
