import { LoginRateLimiter, MemoryRateLimitStore } from './rate-limit';

describe('LoginRateLimiter', () => {
  const limits = { perAccount: 3, perIp: 5, windowMs: 60_000 };

  it('blocks an account after its failures until the window ends', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 3; i++) await limiter.recordFailure('1.1.1.1', 'A@b.kz', 1000);
    expect(await limiter.blockedFor('2.2.2.2', 'a@b.kz', 2000)).toBe(59_000);
    expect(await limiter.blockedFor('2.2.2.2', 'other@b.kz', 2000)).toBe(0);
    expect(await limiter.blockedFor('2.2.2.2', 'a@b.kz', 61_000)).toBe(0);
  });

  it('blocks an IP across accounts, and a success clears only the account', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 5; i++) await limiter.recordFailure('9.9.9.9', `u${i}@b.kz`, 0);
    expect(await limiter.blockedFor('9.9.9.9', 'new@b.kz', 10)).toBeGreaterThan(0);
    await limiter.recordFailure('8.8.8.8', 'c@b.kz', 0);
    await limiter.recordFailure('8.8.8.8', 'c@b.kz', 0);
    await limiter.recordSuccess('c@b.kz');
    await limiter.recordFailure('8.8.8.8', 'c@b.kz', 0);
    expect(await limiter.blockedFor('7.7.7.7', 'c@b.kz', 10)).toBe(0);
  });

  it('keeps the memory store bounded', async () => {
    const store = new MemoryRateLimitStore(100);
    for (let i = 0; i < 1000; i++) await store.increment(`k${i}`, 60_000, 0);
    expect(await store.get('k999', 1)).not.toBeNull();
    expect(await store.get('k0', 1)).toBeNull();
  });
});
