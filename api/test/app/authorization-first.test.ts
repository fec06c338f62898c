// Who may call an endpoint is decided before anything the caller sent is read: for every cabinet
// endpoint of the list, a role its policy leaves out gets 403 and an anonymous caller 401, even
// when the body is not JSON at all or the query carries a NUL (which the input checks would
// refuse with 400 or 422 if they ran first). A refusal must not tell a stranger how a request
// would have to look. The league's decisions on applications are refused to a command_admin
// the same way, whatever the rest of the body holds.
import { POLICIES, policyAllows, type PolicyName } from '@league/shared/access';
import { ENDPOINTS, type AnyEndpoint } from '@league/shared/endpoints';
import { ROLE_SLUGS as ROLES, type RoleSlugValue as RoleSlug } from '@league/shared/contracts';
import { login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';

const EMAIL: Record<RoleSlug, string> = {
  super_admin: 'admin@league.test',
  command_admin: 'team@league.test',
  referee: 'referee@league.test',
  provider: 'provider@league.test',
  media_manager: 'media@league.test',
};

const cabinet = ENDPOINTS.filter((endpoint) => endpoint.access !== 'public');

/** The roles an endpoint leaves out, and null for an anonymous caller. */
function refused(endpoint: AnyEndpoint): Array<RoleSlug | null> {
  const outside =
    endpoint.access === 'signed-in' ? [] : ROLES.filter((role) => !policyAllows(endpoint.access as PolicyName, role));
  return [null, ...outside];
}

/** Bad input the input checks would refuse: a body that is not JSON, or a NUL in the query. */
function badInput(endpoint: AnyEndpoint) {
  const url = `/api/v1${endpoint.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, 'x')}?q=%00`;
  return endpoint.method === 'GET'
    ? { method: endpoint.method, url }
    : {
        method: endpoint.method,
        url,
        payload: '{"status": "submitted", "ids": [',
        headers: { 'content-type': 'application/json' },
      };
}

describe('authorization before validation (pglite)', () => {
  const tokens = {} as Record<RoleSlug, string>;

  const t = suiteApp({ seed: 'demo' }, 120_000);
  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await login(t.app, EMAIL[role]);
  }, 120_000);

  it('covers every cabinet endpoint, and every role is left out of some', () => {
    expect(cabinet.length).toBeGreaterThan(60);
    for (const role of ROLES.filter((r) => r !== 'super_admin'))
      expect(cabinet.some((e) => refused(e).includes(role))).toBe(true);
  });

  it('answers 401 to an anonymous caller and 403 to a role outside the policy, whatever the input', async () => {
    const wrong: string[] = [];
    for (const endpoint of cabinet) {
      for (const role of refused(endpoint)) {
        const response = await request(t.app, {
          ...badInput(endpoint),
          token: role ? tokens[role] : undefined,
          language: 'en',
        });
        const expected = role ? 403 : 401;
        if (response.statusCode !== expected)
          wrong.push(
            `${endpoint.method} ${endpoint.path} as ${role ?? 'anonymous'}: ${response.statusCode}, not ${expected}`,
          );
        else expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it.each([
    ['PUT', '/api/v1/cabinet/applications/players'],
    ['PUT', '/api/v1/cabinet/applications/staff'],
    ['PUT', '/api/v1/cabinet/applications/players/x'],
    ['PUT', '/api/v1/cabinet/applications/staff/x'],
  ])(
    "a command_admin's decision on %s %s is a 403 even with a bad body; the team's own changes are validated",
    async (method, url) => {
      expect(POLICIES.superAdmin.roles).not.toContain('command_admin');
      const as = (token: string, payload: object) =>
        request(t.app, { method: method as 'PUT', url, token, payload, language: 'en' });
      for (const status of ['submitted', 'rejected', 'disqualified']) {
        expect((await as(tokens.command_admin, { ids: 'x', status, extra: true })).statusCode).toBe(403);
      }
      // Sending and withdrawing are the team's: its bad input is a 422.
      expect((await as(tokens.command_admin, { ids: 'x', status: 'unsubmitted', extra: true })).statusCode).toBe(422);
      // The league gets its validation errors.
      expect((await as(tokens.super_admin, { ids: 'x', status: 'submitted', extra: true })).statusCode).toBe(422);
    },
  );
});
