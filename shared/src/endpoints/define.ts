// One object per endpoint: method, path, the contracts of its parameters, query, body and
// answer, and who may call it. The API registers its route from the object (and validates with
// the same contracts), the browser calls it through `callEndpoint`, OpenAPI is generated from
// the list of all of them. A path is written once, here.
import type { Struct } from 'superstruct';
import type { PolicyName } from '../access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: anyone; `signed-in`: any valid token; otherwise a policy of the access table. */
export type EndpointAccess = 'public' | 'signed-in' | PolicyName;

// `any` in the second slot: a struct's schema type plays no part in what it accepts.
// oxlint-disable-next-line typescript/no-explicit-any
type AnyStruct<T> = Struct<T, any>;

export interface Endpoint<P = undefined, Q = undefined, B = undefined, R = unknown> {
  /** Stable name, `aggregate.action` — the query key and the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Under /api/v1, react-router/Fastify syntax: `/clubs/:slug`. */
  path: string;
  summary: string;
  /** OpenAPI tag: the aggregate. */
  tag: string;
  access: EndpointAccess;
  /**
   * Values of one body field that only a narrower policy may send (the league's decisions on an
   * application): checked with the access, before the body is validated, so a role that may
   * never send them is refused (403) whatever else the body holds.
   */
  restricted?: { field: string; values: readonly string[]; policy: PolicyName };
  params?: AnyStruct<P>;
  /** Query strings: numeric fields use `fromQuery()`; unknown keys are rejected. */
  query?: AnyStruct<Q>;
  body?: AnyStruct<B>;
  /** `multipart` bodies are sent as FormData with bracket notation (files inside). */
  bodyKind?: 'json' | 'multipart';
  /** The whole answer body, envelope included. */
  response: AnyStruct<R>;
  /** Answers that may be cached by browsers and the public micro-cache. */
  cacheable?: boolean;
}

// oxlint-disable-next-line typescript/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Declares an endpoint; the generics are inferred from the contracts. */
export function endpoint<P = undefined, Q = undefined, B = undefined, R = unknown>(
  def: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return Object.freeze(def) as Endpoint<P, Q, B, R>;
}

// oxlint-disable-next-line typescript/no-explicit-any
export type ParamsOf<E> = E extends Endpoint<infer P, any, any, any> ? P : never;
// oxlint-disable-next-line typescript/no-explicit-any
export type QueryOf<E> = E extends Endpoint<any, infer Q, any, any> ? Q : never;
// oxlint-disable-next-line typescript/no-explicit-any
export type BodyOf<E> = E extends Endpoint<any, any, infer B, any> ? B : never;
// oxlint-disable-next-line typescript/no-explicit-any
export type ResponseOf<E> = E extends Endpoint<any, any, any, infer R> ? R : never;

type Part<K extends string, T, Opt extends boolean> = [T] extends [undefined]
  ? { [k in K]?: undefined }
  : Opt extends true
    ? { [k in K]?: Partial<T> }
    : { [k in K]: T };

/** What a caller passes: `params` and `body` when the endpoint has them, `query` optionally. */
export type EndpointArgs<E> = Part<'params', ParamsOf<E>, false> &
  Part<'query', QueryOf<E>, true> &
  Part<'body', BodyOf<E>, false>;

/** Fills `:name` segments; every value is URI-encoded. A missing parameter is a programming error. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Names of the `:name` segments of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
}
