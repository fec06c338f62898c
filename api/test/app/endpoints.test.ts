// Endpoint objects: a route registered from one validates with its contracts and enforces its
// access policy; the OpenAPI document lists every endpoint object; every object is served.
import { ENDPOINTS, endpoint } from '@league/shared/endpoints';
import { POLICIES, policyAllows, type PolicyName } from '@league/shared/access';
import { successEnvelope } from '@league/shared/contracts';
import { fromQuery, id, text } from '@league/shared/contracts';
import { number, object, optional, string, type } from 'superstruct';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { route } from '../../src/lib/route';
import { dbTargets, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';

const Echo = type({ id: number(), q: string(), title: string() });

const echo = endpoint({
  id: 'test.echo',
  method: 'POST',
  path: '/test/echo/:id',
  summary: 'test',
  tag: 'test',
  access: 'superAdmin',
  params: object({ id: fromQuery(id()) }),
  query: object({ q: optional(string()) }),
  body: object({ title: text({ required: true, max: 20 }) }),
  response: successEnvelope(Echo),
});

describe.each(dbTargets)('endpoint objects on %s', (target) => {
  let adminToken: string;
  let refereeToken: string;

  const t = suiteApp({
    target,
    seed: 'demo',
    extend: (app) =>
      route(app, echo, async ({ params, query, body }) => ({
        success: true as const,
        data: { id: params.id, q: query.q ?? '', title: body.title },
      })),
  });
  beforeAll(async () => {
    adminToken = await login(t.app, 'admin@league.test');
    refereeToken = await login(t.app, 'referee@league.test');
  });

  const post = (url: string, payload: unknown, token?: string) =>
    request(t.app, { method: 'POST', url, payload: payload as object, token, language: 'en' });

  it('answers with the validated, coerced input', async () => {
    const response = await post('/test/echo/7?q=x', { title: 'Final' }, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: 7, q: 'x', title: 'Final' } });
  });

  it.each([
    ['a parameter', '/test/echo/abc', { title: 'Final' }, 'id'],
    ['an unknown query key', '/test/echo/7?nope=1', { title: 'Final' }, 'nope'],
    ['a missing body field', '/test/echo/7', {}, 'title'],
    ['a body field over its limit', '/test/echo/7', { title: 'x'.repeat(21) }, 'title'],
    ['an unknown body field', '/test/echo/7', { title: 'Final', extra: 1 }, 'extra'],
  ])('refuses %s with a 422 naming the field', async (_what, url, payload, field) => {
    const response = await post(url, payload, adminToken);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.data.errors)).toContain(field);
  });

  it('asks for a token, then for a role of the policy', async () => {
    expect((await post('/test/echo/7', { title: 'Final' })).statusCode).toBe(401);
    expect(POLICIES.superAdmin.roles).not.toContain('referee');
    expect((await post('/test/echo/7', { title: 'Final' }, refereeToken)).statusCode).toBe(403);
  });

  // The API's answer for each role × cabinet endpoint agrees with the access table the shell
  // and the remotes read: 403 exactly where the policy leaves the role out.
  it.each(['super_admin', 'command_admin', 'referee', 'provider', 'media_manager'] as const)(
    'lets %s call exactly what the access table allows',
    async (role) => {
      const email = {
        super_admin: 'admin',
        command_admin: 'team',
        referee: 'referee',
        provider: 'provider',
        media_manager: 'media',
      }[role];
      const token = await login(t.app, `${email}@league.test`);
      const probes = ENDPOINTS.filter(
        (e) => e.method === 'GET' && !e.params && e.access !== 'public' && e.access !== 'signed-in',
      );
      expect(probes.length).toBeGreaterThan(3);
      for (const e of probes) {
        const response = await request(t.app, { method: 'GET', url: `/api/v1${e.path}`, token });
        const allowed = policyAllows(e.access as PolicyName, role);
        expect({ endpoint: e.id, status: response.statusCode === 403 ? 403 : 'answered' }).toEqual({
          endpoint: e.id,
          status: allowed ? 'answered' : 403,
        });
        if (allowed) expect(response.statusCode).toBe(200);
      }
    },
  );

  it('serves every endpoint object', () => {
    const missing = ENDPOINTS.filter((e) => !t.app.hasRoute({ method: e.method, url: `/api/v1${e.path}` })).map(
      (e) => `${e.method} ${e.path}`,
    );
    expect(missing).toEqual([]);
  });

  it('describes every endpoint object in the OpenAPI document and on a readable page', async () => {
    const json = await request(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toBe('3.1.0');
    // One template per set of URLs: paths that differ only in their parameters' names share one.
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    for (const e of ENDPOINTS) {
      const shape = e.path.replace(/:([A-Za-z_]+)/g, '{}');
      const path = Object.keys(doc.paths).find((p) => p.replace(/\{[^}]+\}/g, '{}') === shape)!;
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      expect(op).toMatchObject({ operationId: e.id });
      // A public operation declares that it needs nothing; every other one the bearer token.
      expect(op.security).toEqual(e.access === 'public' ? [] : [{ bearer: [] }]);
      const inPath = op.parameters
        .filter((p: { in: string }) => p.in === 'path')
        .map((p: { name: string }) => `{${p.name}}`);
      expect(inPath).toEqual(path.match(/\{[^}]+\}/g) ?? []);
    }
    // Every group and the document itself say what they are; no operation is described by its access alone.
    for (const tag of doc.tags) expect(tag.description.length).toBeGreaterThan(tag.name.length);
    expect(doc.info.contact.url).toMatch(/\/feedback$/);
    for (const ops of Object.values(doc.paths) as Record<
      string,
      { description: string; summary: string; parameters: { in: string; example?: unknown }[] }
    >[]) {
      for (const op of Object.values(ops)) {
        expect(op.description).not.toBe('Public.');
        for (const p of op.parameters.filter((x) => x.in === 'path')) expect(p.example).toBeDefined();
      }
    }
    // The player read by slug and written by id: one template, each operation says what it takes.
    const player = doc.paths['/cabinet/players/{slug}'];
    expect(Object.keys(player).sort()).toEqual(['get', 'put']);
    expect(player.put.parameters.find((p: { in: string }) => p.in === 'path')).toMatchObject({
      name: 'slug',
      description: 'The id',
      schema: { type: 'integer' },
    });
    const signIn = doc.paths['/cabinet/login'].post;
    expect(signIn.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      additionalProperties: false,
    });
    const page = await request(t.app, { method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const html =
      page.statusCode === 302 ? await request(t.app, { method: 'GET', url: page.headers.location as string }) : page;
    expect(html.headers['content-type']).toMatch(/text\/html/);
  });
});

test('no API route is written by hand: every one is registered from its endpoint object', () => {
  const modules = join(__dirname, '../..', 'src', 'modules');
  const handWritten: string[] = [];
  for (const dir of readdirSync(modules, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(modules, dir.name)).filter((f) => f.endsWith('.routes.ts'))) {
      const source = readFileSync(join(modules, dir.name, file), 'utf8');
      for (const match of source.matchAll(/\bapp\.(get|post|put|patch|delete)\(\s*['`]([^'`]+)/g))
        handWritten.push(`${dir.name}/${file}: ${match[1].toUpperCase()} ${match[2]}`);
    }
  }
  expect(handWritten).toEqual([]);
});
