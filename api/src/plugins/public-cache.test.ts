import '../../test/jest-esm';
import Fastify from 'fastify';
import { invalidatePublic, publicVersion } from '../lib/public-version';
import { MicroCache, usePublicCache } from './public-cache';

test('the micro-cache keeps answers for its TTL and evicts the least recently used', () => {
  let now = 0;
  const cache = new MicroCache(1000, 2, () => now);
  cache.set('a', 'A', 'application/json');
  cache.set('b', 'B', 'application/json');
  expect(cache.get('a')?.payload.toString()).toBe('A'); // a is now the most recent
  cache.set('c', 'C', 'application/json'); // evicts b
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('c')?.payload.toString()).toBe('C');
  now = 1500;
  expect(cache.get('a')).toBeUndefined();
  cache.set('a', 'A', 'application/json');
  expect(cache.get('a')?.payload.toString()).toBe('A');
});

test('the micro-cache keeps answers within its bytes too (share images are large), the newest always', () => {
  const cache = new MicroCache(1000, 100, () => 0, 10);
  cache.set('a', 'AAAA', 'image/png');
  cache.set('b', 'BBBB', 'image/png');
  expect(cache.byteSize).toBe(8);
  cache.set('c', 'CCCC', 'image/png'); // 12 bytes > 10: the least recently used goes
  expect(cache.get('a')).toBeUndefined();
  expect(cache.byteSize).toBe(8);
  cache.set('b', 'BB', 'image/png'); // replacing an answer counts its new size
  expect(cache.byteSize).toBe(6);
  cache.set('big', 'X'.repeat(50), 'image/png'); // larger than the bound alone: kept, the others go
  expect(cache.size).toBe(1);
  expect(cache.byteSize).toBe(50);
  cache.clear();
  expect(cache.byteSize).toBe(0);
});

test('a repeated public GET is answered from the micro-cache, with the same ETag and 304 support', async () => {
  const app = Fastify();
  app.decorateRequest('lang', 'kk');
  let computed = 0;
  await app.register(async (scope) => {
    usePublicCache(scope);
    scope.get('/table', async () => ({ success: true, data: { computed: ++computed } }));
  });
  const first = await app.inject({ url: '/table' });
  const second = await app.inject({ url: '/table' });
  expect(first.json().data.computed).toBe(1);
  expect(second.json().data.computed).toBe(1);
  expect(first.headers['x-cache']).toBe('miss');
  expect(second.headers['x-cache']).toBe('hit');
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['cache-control']).toBe('public, no-cache');
  const revalidated = await app.inject({ url: '/table', headers: { 'if-none-match': String(first.headers.etag) } });
  expect(revalidated.statusCode).toBe(304);
  // public answers are the same for everybody: a token doesn't skip the cache
  const withToken = await app.inject({ url: '/table', headers: { authorization: 'Bearer x' } });
  expect(withToken.json().data.computed).toBe(1);
  // a write moves the public version on: the next request computes again
  invalidatePublic();
  const afterWrite = await app.inject({ url: '/table' });
  expect(afterWrite.json().data.computed).toBe(2);
  expect(afterWrite.headers['x-cache']).toBe('miss');
  await app.close();
});

test('an answer computed while a write committed is not kept', () => {
  const cache = new MicroCache(1000, 10);
  const computedIn = publicVersion();
  invalidatePublic();
  cache.set('a', 'A', 'application/json', computedIn);
  expect(cache.get('a')).toBeUndefined();
  cache.set('a', 'A', 'application/json');
  expect(cache.get('a')?.payload.toString()).toBe('A');
});

test('a request seen before is answered before the guards run again, still through the onSend hooks', async () => {
  const app = Fastify();
  app.decorateRequest('lang', 'kk');
  const ran = { preValidation: 0, preHandler: 0 };
  // Stand-ins for the root plugins: the input guard (preValidation) and the security headers (onSend).
  app.addHook('preValidation', async () => void ran.preValidation++);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
  let computed = 0;
  await app.register(async (scope) => {
    scope.addHook('preHandler', async () => void ran.preHandler++);
    usePublicCache(scope);
    scope.get('/news', async () => ({ success: true, data: { computed: ++computed } }));
  });
  const first = await app.inject({ url: '/news?page=1', headers: { 'accept-language': 'ru' } });
  expect(first.headers['x-cache']).toBe('miss');
  expect(ran).toEqual({ preValidation: 1, preHandler: 1 });

  // The same URL and language again: answered in onRequest, with every header of a hit.
  const again = await app.inject({ url: '/news?page=1', headers: { 'accept-language': 'ru' } });
  expect(ran).toEqual({ preValidation: 1, preHandler: 1 });
  expect(again.statusCode).toBe(200);
  expect(again.body).toBe(first.body);
  expect(again.headers).toMatchObject({
    'x-cache': 'hit',
    etag: first.headers.etag,
    'cache-control': 'public, no-cache',
    vary: 'Accept-Language',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(first.body)),
    'x-content-type-options': 'nosniff',
  });
  const revalidated = await app.inject({
    url: '/news?page=1',
    headers: { 'accept-language': 'ru', 'if-none-match': String(first.headers.etag) },
  });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');
  expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
  expect(ran).toEqual({ preValidation: 1, preHandler: 1 });

  // Another raw request goes the whole way (guards included) to the same cached answer.
  const reordered = await app.inject({ url: '/news?page=1&utm=x', headers: { 'accept-language': 'ru' } });
  expect(reordered.headers['x-cache']).toBe('miss'); // the fallback key reads every parameter
  expect(ran).toEqual({ preValidation: 2, preHandler: 2 });
  // A request with a body never takes the short path.
  const withBody = await app.inject({
    method: 'GET',
    url: '/news?page=1',
    headers: { 'accept-language': 'ru', 'content-type': 'text/plain' },
    payload: 'x',
  });
  expect(withBody.headers['x-cache']).toBe('hit');
  expect(ran).toEqual({ preValidation: 3, preHandler: 3 });
  // A write invalidates: the known request computes again (and then is short again).
  invalidatePublic();
  const afterWrite = await app.inject({ url: '/news?page=1', headers: { 'accept-language': 'ru' } });
  expect(afterWrite.headers['x-cache']).toBe('miss');
  expect(afterWrite.json().data.computed).toBe(3);
  expect((await app.inject({ url: '/news?page=1', headers: { 'accept-language': 'ru' } })).headers['x-cache']).toBe(
    'hit',
  );
  expect(ran).toEqual({ preValidation: 4, preHandler: 4 });
  await app.close();
});

test('a route that reads only some query parameters takes the short path whatever else a request adds, and the guard still sees what it adds', async () => {
  const app = Fastify();
  app.decorateRequest('lang', 'kk');
  const ran = { preValidation: 0, key: 0 };
  app.addHook('preValidation', async () => void ran.preValidation++);
  let computed = 0;
  await app.register(async (scope) => {
    usePublicCache(scope);
    const publicCacheKey = (request: { query: unknown }) => {
      ran.key++;
      return `table|${String((request.query as { to?: string }).to ?? '')}`;
    };
    scope.get(
      '/table',
      { config: { publicCache: true, publicCacheKey, publicCacheQuery: ['from', 'to'] } },
      async () => ({ success: true, data: { computed: ++computed } }),
    );
  });
  const get = (url: string) =>
    app.inject({ url, headers: { 'accept-language': 'ru', authorization: `Bearer ${Math.random()}` } });
  const first = await get('/table?to=3');
  expect(first.headers['x-cache']).toBe('miss');
  expect(ran).toEqual({ preValidation: 1, key: 1 });
  // Random parameters the route ignores (an attempt to get around the cache): the short path.
  for (const extra of ['x1=a', 'utm_source=chat&_=123', 'zz[a]=b']) {
    const again = await get(`/table?${extra}&to=3`);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
  }
  expect(ran).toEqual({ preValidation: 1, key: 1 });
  // A parameter the route reads, with another value: not the same request.
  expect((await get('/table?to=4&x=1')).headers['x-cache']).toBe('miss');
  expect(ran).toEqual({ preValidation: 2, key: 2 });
  // What a request adds still meets the input guard: a NUL character goes the long way (where
  // the guard answers it), never straight to the cached answer.
  await get('/table?to=3&x=%00');
  expect(ran).toEqual({ preValidation: 3, key: 3 });
  expect(computed).toBe(2);
  await app.close();
});

test('a cached answer keeps a Vary set before it (CORS) and adds Accept-Language', async () => {
  const app = Fastify();
  app.decorateRequest('lang', 'kk');
  app.addHook('onRequest', async (_request, reply) => void reply.header('vary', 'Origin'));
  await app.register(async (scope) => {
    usePublicCache(scope);
    scope.get('/clubs', async () => ({ success: true, data: [] }));
  });
  await app.inject({ url: '/clubs' });
  const hit = await app.inject({ url: '/clubs' });
  expect(hit.headers['x-cache']).toBe('hit');
  expect(hit.headers.vary).toBe('Origin, Accept-Language');
  await app.close();
});
