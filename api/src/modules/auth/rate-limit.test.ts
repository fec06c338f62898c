import { LoginRateLimiter, MemoryRateLimitStore } from './rate-limit';

describe('LoginRateLimiter', () => {
  const limits = { perPair: 3, perIp: 5, perAccount: 3, windowMs: 60_000, baseDelayMs: 100, maxDelayMs: 1000 };

  it('blocks an (account, address) pair after its attempts until the window ends, not the account elsewhere', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 3; i++) {
      expect((await limiter.begin('1.1.1.1', 'A@b.kz', 1000)).blockedForMs).toBe(0);
      await limiter.recordFailure('a@b.kz', 1000);
    }
    expect((await limiter.begin('1.1.1.1', 'a@b.kz', 2000)).blockedForMs).toBe(59_000);
    // From another address the owner still gets in, only slowed down.
    const elsewhere = await limiter.begin('2.2.2.2', 'a@b.kz', 2000);
    expect(elsewhere.blockedForMs).toBe(0);
    expect(elsewhere.delayMs).toBe(100);
    expect((await limiter.begin('1.1.1.1', 'a@b.kz', 61_000)).blockedForMs).toBe(0);
  });

  it('doubles the delay per failure over the account limit, up to the maximum', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 6; i++) await limiter.recordFailure('d@b.kz', 0);
    expect((await limiter.begin('3.3.3.3', 'd@b.kz', 0)).delayMs).toBe(800);
    for (let i = 0; i < 6; i++) await limiter.recordFailure('d@b.kz', 0);
    expect((await limiter.begin('3.3.3.4', 'd@b.kz', 0)).delayMs).toBe(1000);
  });

  it('blocks an address guessing across accounts; a success takes its attempt back', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 5; i++) expect((await limiter.begin('9.9.9.9', `u${i}@b.kz`, 0)).blockedForMs).toBe(0);
    expect((await limiter.begin('9.9.9.9', 'new@b.kz', 10)).blockedForMs).toBeGreaterThan(0);

    for (let i = 0; i < 4; i++) await limiter.begin('8.8.8.8', `ok${i}@b.kz`, 0);
    for (let i = 0; i < 4; i++) await limiter.recordSuccess('8.8.8.8', `ok${i}@b.kz`, 0);
    for (let i = 0; i < 5; i++) expect((await limiter.begin('8.8.8.8', `x${i}@b.kz`, 0)).blockedForMs).toBe(0);
  });

  it('counts parallel attempts exactly: no more than the limit pass', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), { ...limits, perPair: 10, perIp: 1000 });
    const attempts = await Promise.all(Array.from({ length: 300 }, () => limiter.begin('4.4.4.4', 'p@b.kz', 0)));
    expect(attempts.filter((attempt) => attempt.blockedForMs === 0)).toHaveLength(10);
  });

  it('keeps the memory store bounded', async () => {
    const store = new MemoryRateLimitStore(100);
    for (let i = 0; i < 1000; i++) await store.increment(`k${i}`, 60_000, 0);
    expect(await store.get('k999', 1)).not.toBeNull();
    expect(await store.get('k0', 1)).toBeNull();
  });
});
