import '../../test/jest-esm';
import Fastify from 'fastify';
import { MicroCache, usePublicCache } from './public-cache';

test('the micro-cache keeps answers for its TTL and evicts the least recently used', () => {
  let now = 0;
  const cache = new MicroCache(1000, 2, () => now);
  cache.set('a', 'A', 'application/json');
  cache.set('b', 'B', 'application/json');
  expect(cache.get('a')?.payload).toBe('A'); // a is now the most recent
  cache.set('c', 'C', 'application/json'); // evicts b
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('c')?.payload).toBe('C');
  now = 1500;
  expect(cache.get('a')).toBeUndefined();
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
  expect(second.headers['x-micro-cache']).toBe('hit');
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['cache-control']).toBe('public, max-age=30');
  const revalidated = await app.inject({ url: '/table', headers: { 'if-none-match': String(first.headers.etag) } });
  expect(revalidated.statusCode).toBe(304);
  // signed-in requests are never served from the shared cache
  const signedIn = await app.inject({ url: '/table', headers: { authorization: 'Bearer x' } });
  expect(signedIn.json().data.computed).toBe(2);
  await app.close();
});
