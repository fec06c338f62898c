// Every whole number a client sends is bounded by the column it lands in: a value past int4
// (2,147,483,647) — or past smallint where the column is one — is a 422 on its field, never a
// PostgreSQL "out of range" 500. The test walks every endpoint object's contracts (path
// parameters, query and body, nested objects and lists included), so an endpoint or a field
// added later is covered without touching it: each numeric field is sent alone with an
// out-of-range value and must come back as a field error under its own name.
import { POLICIES } from '@league/shared/access';
import { ENDPOINTS, pathParamNames, type AnyEndpoint } from '@league/shared/endpoints';
import { dbTargets, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';

const INT4_MAX = 2_147_483_647;

interface NumericField {
  endpoint: AnyEndpoint;
  part: 'params' | 'query' | 'body';
  path: string[];
}

interface StructLike {
  type: string;
  schema: unknown;
}

/** The numeric leaves of a contract, with their path (a list's items under index 0). */
function numericLeaves(struct: StructLike | undefined, path: string[] = [], seen = new Set<unknown>()): string[][] {
  if (!struct || seen.has(struct)) return [];
  seen.add(struct);
  if (struct.type === 'number' || struct.type === 'integer') return [path];
  if ((struct.type === 'object' || struct.type === 'type') && struct.schema && typeof struct.schema === 'object') {
    return Object.entries(struct.schema as Record<string, StructLike>).flatMap(([key, inner]) =>
      numericLeaves(inner, [...path, key], seen),
    );
  }
  if (struct.type === 'array' && struct.schema) return numericLeaves(struct.schema as StructLike, [...path, '0'], seen);
  return [];
}

const fields: NumericField[] = ENDPOINTS.flatMap((endpoint) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    numericLeaves(endpoint[part] as StructLike | undefined).map((path) => ({ endpoint, part, path })),
  ),
);

/** `{ a: { b: [value] } }` for the path a.b.0. */
function nested(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '0' ? [nested(rest, value)] : { [head]: nested(rest, value) };
}

/** A valid value for another path parameter: the first of a closed list, otherwise 1. */
function paramValue(endpoint: AnyEndpoint, name: string): string {
  const struct = (endpoint.params as StructLike | undefined)?.schema as Record<string, StructLike> | undefined;
  const inner = struct?.[name];
  if (inner?.type === 'enums' && inner.schema && typeof inner.schema === 'object')
    return String(Object.values(inner.schema as object)[0]);
  return '1';
}

function requestFor({ endpoint, part, path }: NumericField, value: number) {
  const url = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    part === 'params' && path[0] === name ? String(value) : paramValue(endpoint, name),
  );
  const query = part === 'query' ? `?${encodeURIComponent(path[0])}=${value}` : '';
  const hasBody = endpoint.body !== undefined;
  const body = part === 'body' ? nested(path, value) : {};
  return { method: endpoint.method, url: `/api/v1${url}${query}`, ...(hasBody ? { payload: body as object } : {}) };
}

describe('integer fields are bounded by their column (pglite)', () => {
  const t = suiteApp({ seed: 'demo' }, 120_000);
  let token: string;
  /** A token of a role the endpoint's policy admits (the super_admin's where it may; a command_admin's for the club's own writes). */
  const tokens: Record<string, string> = {};
  const tokenOf = (endpoint: AnyEndpoint): string | undefined => {
    if (endpoint.access === 'public') return undefined;
    if (endpoint.access === 'signed-in') return token;
    const roles: readonly string[] = POLICIES[endpoint.access].roles;
    return roles.includes('super_admin') ? token : tokens[roles[0]];
  };

  beforeAll(async () => {
    token = await login(t.app, 'admin@league.test');
    const emails = {
      command_admin: 'team@league.test',
      referee: 'referee@league.test',
      provider: 'provider@league.test',
      media_manager: 'media@league.test',
    };
    for (const [role, email] of Object.entries(emails)) tokens[role] = await login(t.app, email);
  }, 120_000);

  it('finds the numeric fields of the endpoint list', () => {
    expect(fields.length).toBeGreaterThan(150);
    expect(fields.some((f) => f.endpoint.id === 'matches.patchProtocol' && f.path.join('.') === 'version')).toBe(true);
    // Every endpoint with path parameters has them in its contract (a parameter the walk can't see is not checked).
    for (const endpoint of ENDPOINTS)
      if (pathParamNames(endpoint.path).length > 0) expect(endpoint.params).toBeDefined();
  });

  it.each([INT4_MAX + 1, -INT4_MAX - 2, 3_000_000_000])(
    '%d in any numeric field of any endpoint is a 422 on that field',
    async (value) => {
      const wrong: string[] = [];
      for (const field of fields) {
        const response = await request(t.app, {
          ...requestFor(field, value),
          token: tokenOf(field.endpoint),
          language: 'en',
        });
        const name = field.path.join('.');
        const errors = response.statusCode === 422 ? (response.json().data.errors as Record<string, string[]>) : {};
        if (!(name in errors))
          wrong.push(
            `${field.endpoint.id} ${field.part} ${name}: ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});

describe.each(dbTargets)('a protocol version past int4 on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' }, 120_000);
  let token: string;
  let matchId: number;
  let hostId: number;

  beforeAll(async () => {
    token = await login(t.app, 'admin@league.test');
    const match = await t.db
      .selectFrom('matches')
      .select(['id', 'host_team_id'])
      .where('status', '=', 'scheduled')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    matchId = match.id;
    hostId = match.host_team_id;
  }, 120_000);

  // The six protocol writes that carry the version the client last read, each with a body that
  // is otherwise valid (so the version would reach the database).
  it.each([
    ['PATCH', 'protocol', { version: 3_000_000_000, spectators: 10 }],
    ['POST', 'squad', { team_id: 0, version: 3_000_000_000, players: [] }],
    ['POST', 'squad/reset', { team_id: 0, version: 3_000_000_000 }],
    ['POST', 'additions', { version: 3_000_000_000, additions: { weather: 'x' } }],
    ['PATCH', 'events/goal/1', { kind: 'goal', team_type: 'host', minute: 5, version: 3_000_000_000 }],
    ['DELETE', 'events/goal/1?version=3000000000', undefined],
  ] as const)('%s …/%s answers 422 on version, translated', async (method, tail, body) => {
    const payload = body && 'team_id' in body ? { ...body, team_id: hostId } : body;
    for (const language of ['kk', 'ru', 'en'] as const) {
      const response = await request(t.app, {
        method,
        url: `/api/v1/cabinet/matches/${matchId}/${tail}`,
        token,
        language,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors.version).toHaveLength(1);
    }
  });
});
