// Generative test over every endpoint object of `@league/shared/endpoints` (whatever the list
// holds when the suite runs, so endpoints added later are covered too): path parameters, query
// strings and bodies built from each contract's field names with hostile values (NUL, objects
// and arrays where text is expected, bracket nesting, huge numbers, odd Unicode), sent as a
// super_admin for cabinet endpoints. The rule: never a 5xx, and every error is the envelope
// with the security headers. Seeded, so a failure replays the same requests.
import { ErrorEnvelope } from '@league/shared/contracts';
import { ENDPOINTS, pathParamNames, type AnyEndpoint } from '@league/shared/endpoints';
import fc from 'fast-check';
import { is } from 'superstruct';
import { login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';

const SEED = 20_260_307;
/** Cases in one run over all endpoints (at least 3 per endpoint). */
const BUDGET = 400;

let token: string;

const t = suiteApp({ seed: 'demo', loginLimits: { perIp: 10_000, perPair: 10_000 } }, 120_000);
beforeAll(async () => {
  token = await login(t.app, 'admin@league.test');
}, 120_000);

/** The field names a contract declares (object/type structs keep them in `schema`). */
function fieldsOf(struct: unknown): string[] {
  const schema = (struct as { schema?: unknown } | undefined)?.schema;
  return schema && typeof schema === 'object' && !Array.isArray(schema) ? Object.keys(schema) : [];
}

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    '1',
    '0',
    '-1',
    'abc',
    '2026-03-01',
    'null',
    'true',
    '1e309',
    '99999999999999999999',
    '%',
    '%zz',
    '../..',
    "'; drop table users; --",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('a\u0000b'),
  fc.constant('x'.repeat(5000)),
);

/** Query values as the bracket parser produces them: text, lists, nested objects. */
const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'b', '0', ''), hostileText, { maxKeys: 2 }) },
);

const bodyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[[]]]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function encodeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item) => add(`${key}[]`, item));
    else if (value && typeof value === 'object')
      for (const [inner, item] of Object.entries(value)) add(`${key}[${inner}]`, item);
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.join('&');
}

function requestArbitrary(endpoint: AnyEndpoint) {
  const names = pathParamNames(endpoint.path);
  const queryKeys = [...fieldsOf(endpoint.query), 'page', 'x', 'filter'];
  const bodyKeys = fieldsOf(endpoint.body);
  const params = fc.tuple(
    ...names.map(() => fc.oneof(fc.constantFrom('1', '2', '999999', 'a', 'x'.repeat(300)), hostileText)),
  );
  const query = fc.dictionary(fc.constantFrom(...queryKeys), queryValue, { maxKeys: 4 });
  const body = fc.oneof(
    {
      weight: 4,
      arbitrary:
        bodyKeys.length > 0
          ? fc.dictionary(fc.constantFrom(...bodyKeys, 'extra'), bodyValue, { maxKeys: bodyKeys.length + 1 })
          : fc.constant({}),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
  return fc.record({ params: names.length > 0 ? params : fc.constant([] as string[]), query, body });
}

function pathOf(endpoint: AnyEndpoint, values: string[]): string {
  let index = 0;
  // Raw values on purpose: bad percent-encoding must be refused with the envelope too.
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => {
    const value = values[index++] ?? '1';
    return value === '' ? '%20' : encodeURIComponent(value).replace(/%25/g, index % 2 ? '%' : '%25');
  });
}

async function ensureToken(): Promise<void> {
  const me = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/me', token });
  if (me.statusCode === 401) token = await login(t.app, 'admin@league.test');
}

describe('every endpoint, generated input', () => {
  it('lists endpoints to fuzz', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(20);
  });

  const runs = Math.max(3, Math.ceil(BUDGET / ENDPOINTS.length));
  // The password change and the session endpoints end the token's siblings or the token itself;
  // they are covered, and a new token is taken when one stopped working.
  it.each(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: never 5xx, errors in the envelope',
    async (_id, endpoint) => {
      await ensureToken();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint), async (input) => {
          const query = encodeQuery(input.query);
          const url = `/api/v1${pathOf(endpoint, input.params)}${query ? `?${query}` : ''}`;
          const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
          const response = await request(t.app, {
            method: endpoint.method,
            url,
            token: endpoint.access === 'public' ? undefined : token,
            ...(hasBody
              ? { payload: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } }
              : {}),
          });
          if (response.statusCode >= 500)
            throw new Error(
              `${endpoint.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          if (response.statusCode >= 400) {
            expect(is(response.json(), ErrorEnvelope)).toBe(true);
            expect(response.headers['x-content-type-options']).toBe('nosniff');
            expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
          }
          if (endpoint.access !== 'public') expect(response.headers['cache-control']).toBe('no-store');
        }),
        { seed: SEED, numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );
});
