// What the product says about its own address: absolute links come from PUBLIC_URL, never from
// the Host header a client chose; Strict-Transport-Security is sent on answers that travelled
// over HTTPS (as a proxy named in TRUST_PROXY reports it) and never over plain HTTP.
import { createTestApp, request, type TestApp } from '../helpers';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('the public origin and HTTPS (pglite)', () => {
  let behindProxy: TestApp;
  let direct: TestApp;

  beforeAll(async () => {
    behindProxy = await createTestApp({
      config: { trustProxy: 'uniquelocal', publicUrl: 'https://league.example.org' },
    });
    direct = await createTestApp({ config: { publicUrl: 'https://league.example.org' } });
  }, 120_000);
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  const get = (t: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    request(t.app, { method: 'GET', url, remoteAddress, headers });

  it('sends HSTS when the trusted proxy says the visitor came over HTTPS, on answers and errors alike', async () => {
    for (const url of ['/api/v1/datetime', '/api/v1/no-such-thing']) {
      const answer = await get(behindProxy, url, '172.18.0.5', { 'x-forwarded-proto': 'https' });
      expect(answer.headers['strict-transport-security']).toBe(HSTS);
    }
  });

  it('never sends HSTS over plain HTTP, nor on the word of a client that is not the trusted proxy', async () => {
    expect(
      (await get(behindProxy, '/api/v1/datetime', '172.18.0.5')).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(
      (await get(behindProxy, '/api/v1/datetime', '172.18.0.5', { 'x-forwarded-proto': 'http' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    // A visitor's own X-Forwarded-Proto: not a proxy of TRUST_PROXY, or no TRUST_PROXY at all.
    expect(
      (await get(behindProxy, '/api/v1/datetime', '203.0.113.7', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    expect(
      (await get(direct, '/api/v1/datetime', '172.18.0.5', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });

  it('describes the API at the public origin, whatever Host the request named', async () => {
    const doc = await get(direct, '/api/docs/json', '127.0.0.1', { host: 'evil.example' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().servers).toEqual([{ url: 'https://league.example.org/api/v1' }]);
    expect(doc.body).not.toContain('evil.example');
  });
});
