import '../../test/jest-esm';
import Fastify from 'fastify';
import { invalidatePublic, publicVersion } from '../lib/public-version';
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
  cache.set('a', 'A', 'application/json');
  expect(cache.get('a')?.payload).toBe('A');
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
  expect(cache.get('a')?.payload).toBe('A');
});
