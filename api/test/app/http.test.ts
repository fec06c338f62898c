// The HTTP envelope rules: request validation with translated field errors, Fastify's own
// parse errors as 4xx envelopes, 404 and 5xx envelopes without internals, security headers.
import type { LightMyRequestResponse } from 'fastify';
import { ErrorEnvelope } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { request } from '../helpers';
import { suiteApp } from '../support/suite-app';

const t = suiteApp({
  seed: false,
  config: { corsOrigins: ['https://admin.league.test'] },
  extend: (app) => {
    app.get('/api/v1/__test/boom', async () => {
      throw new Error('connection to 10.1.2.3 failed: password authentication for "league" at db.internal');
    });
  },
});

const login = (payload: unknown, language?: 'kk' | 'ru' | 'en', headers: Record<string, string> = {}) =>
  request(t.app, {
    method: 'POST',
    url: '/api/v1/cabinet/login',
    language,
    payload: payload as string,
    headers: { 'content-type': 'application/json', ...headers },
  });

function expectEnvelope(body: unknown) {
  assert(body, ErrorEnvelope);
  return body;
}

/** Checks an answer of the status whose envelope carries the message and no field errors. */
function expectBareError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(expectEnvelope(response.json())).toEqual({ success: false, message, data: { errors: {} } });
}

describe('request validation', () => {
  it('answers malformed JSON with a 400 envelope in the request language', async () => {
    const response = await login('{"email": "a@b.kz", ', 'ru');
    expectBareError(response, 400, 'Не удалось прочитать тело запроса (некорректный JSON)');
  });

  it('answers an empty JSON body with a 400', async () => {
    const response = await login('', 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body could not be read (malformed JSON)');
  });

  it('answers a wrong content type with 415 and a too large body with 413, never 500', async () => {
    const form = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/login',
      language: 'en',
      payload: 'email=a@b.kz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(expectEnvelope(form.json()).message).toBe('Unsupported content type');

    const huge = await login(JSON.stringify({ email: 'a@b.kz', password: 'x'.repeat(2 * 1024 * 1024) }), 'kk');
    expect(huge.statusCode).toBe(413);
    expect(expectEnvelope(huge.json()).message).toBe('Сұраныс көлемі тым үлкен');
  });

  it('rejects wrong types with field errors in the request language', async () => {
    const response = await login({ email: 42, password: ['x'] }, 'en');
    expect(response.statusCode).toBe(422);
    expect(expectEnvelope(response.json())).toEqual({
      success: false,
      message: 'The data is not valid',
      data: { errors: { email: ['Wrong value type'], password: ['Wrong value type'] } },
    });
  });

  it('rejects an over-long e-mail with the max-length message', async () => {
    const response = await login({ email: `${'a'.repeat(250)}@league.test`, password: 'x' }, 'ru');
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ email: ['Не более 254 символов'] });
  });

  it('rejects an unknown field, a missing field and a bad e-mail, in kk by default', async () => {
    const response = await login({ email: 'not-an-email', role: 'super_admin' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Деректер қате толтырылған',
      data: {
        errors: {
          email: ['E-mail қате енгізілген'],
          password: ['Бұл өрісті толтыру міндетті'],
          role: ['Белгісіз өріс'],
        },
      },
    });
  });

  it('treats a whitespace-only password as missing', async () => {
    const response = await login({ email: 'a@league.test', password: '   ' }, 'en');
    expect(response.json().data.errors).toEqual({ password: ['This field is required'] });
  });

  it('rejects a body that is not an object', async () => {
    const response = await login([1, 2], 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ body: ['Wrong value type'] });
  });

  it('validates queries: unknown parameters and wrong types are 422', async () => {
    const unknown = await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list?lang=ru', language: 'en' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.errors).toEqual({ lang: ['Unknown field'] });
    // A cached public answer ignores parameters it doesn't read (plugins/public-cache.ts).
    const ignored = await request(t.app, { method: 'GET', url: '/api/v1/translations?lang=ru', language: 'en' });
    expect(ignored.statusCode).toBe(200);
    const long = await request(t.app, {
      method: 'GET',
      url: `/api/v1/translations?filter[tag]=${'x'.repeat(101)}`,
      language: 'en',
    });
    expect(long.json().data.errors).toEqual({ 'filter.tag': ['Must be at most 100 characters'] });
    const badId = await request(t.app, {
      method: 'GET',
      url: '/api/v1/tournaments-list?season_id=abc',
      language: 'en',
    });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().data.errors).toEqual({ season_id: ['Wrong value type'] });
    const negative = await request(t.app, {
      method: 'GET',
      url: '/api/v1/tournaments-list?season_id=-1',
      language: 'en',
    });
    expect(negative.json().data.errors).toEqual({ season_id: ['The value must be at least 1'] });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await request(t.app, { method: 'GET', url: '/api/v1/no-such-thing', language: 'en' });
    expectBareError(response, 404, 'The requested resource was not found');
  });

  it('hides the internals of a 5xx', async () => {
    const response = await request(t.app, { method: 'GET', url: '/api/v1/__test/boom', language: 'ru' });
    expectBareError(response, 500, 'Произошла ошибка');
    expect(response.body).not.toMatch(/10\.1\.2\.3|password|db\.internal|stack|Error/);
  });
});

describe('headers', () => {
  it.each([
    ['a JSON answer', '/api/v1/datetime', 200],
    ['a 404', '/api/v1/nope', 404],
    ['a 500', '/api/v1/__test/boom', 500],
  ])('sets the security headers on %s', async (_name, url, status) => {
    const response = await request(t.app, { method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers CORS preflights for configured origins only', async () => {
    const allowed = await request(t.app, {
      method: 'OPTIONS',
      url: '/api/v1/cabinet/login',
      headers: { origin: 'https://admin.league.test', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.league.test');
    expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');

    const other = await request(t.app, {
      method: 'GET',
      url: '/api/v1/datetime',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
