import { LoginRateLimiter, MemoryRateLimitStore } from './rate-limit';

describe('LoginRateLimiter', () => {
  const limits = {
    perPair: 3,
    perIp: 5,
    perAccount: 3,
    windowMs: 60_000,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    perPasswordChange: 2,
  };

  it('blocks an (account, address) pair after its attempts until the window ends; that costs the account nothing', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 3; i++) expect((await limiter.begin('1.1.1.1', 'A@b.kz', 1000)).blockedForMs).toBe(0);
    expect((await limiter.begin('1.1.1.1', 'a@b.kz', 2000)).blockedForMs).toBe(59_000);
    expect((await limiter.begin('1.1.1.1', 'a@b.kz', 2000)).blockedForMs).toBe(59_000);
    // The refused attempts were not counted on the account: from elsewhere one check is let
    // through (the first past the account's free checks), the next waits for the gap.
    expect((await limiter.begin('2.2.2.2', 'a@b.kz', 2000)).blockedForMs).toBe(0);
    expect((await limiter.begin('2.2.2.3', 'a@b.kz', 2000)).blockedForMs).toBe(100);
    expect((await limiter.begin('1.1.1.1', 'a@b.kz', 61_000)).blockedForMs).toBe(0);
  });

  it('spaces the checks of an account out, from any address, the gap doubling up to the maximum', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    let now = 0;
    const guess = async (n: number) => (await limiter.begin(`10.0.0.${n}`, 'd@b.kz', now)).blockedForMs;
    for (let i = 0; i < 3; i++) expect(await guess(i)).toBe(0);
    const gaps: number[] = [];
    for (let i = 3; i < 9; i++) {
      expect(await guess(i)).toBe(0);
      // Another address at the same moment waits for the whole gap.
      const wait = await guess(100 + i);
      gaps.push(wait);
      now += wait;
    }
    // Each check and each refusal count: 100, then 400 (two attempts on), 1600 capped at 1000.
    expect(gaps).toEqual([100, 400, 1000, 1000, 1000, 1000]);
  });

  it('lets the owner in from an address the account signed in from, whatever happens elsewhere', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 4; i++) await limiter.begin(`10.1.0.${i}`, 'o@b.kz', 0);
    expect((await limiter.begin('10.1.0.9', 'o@b.kz', 0)).blockedForMs).toBeGreaterThan(0);
    expect((await limiter.begin('192.0.2.1', 'o@b.kz', 0, true)).blockedForMs).toBe(0);
    // The known address still has its pair limit.
    await limiter.begin('192.0.2.1', 'o@b.kz', 0, true);
    await limiter.begin('192.0.2.1', 'o@b.kz', 0, true);
    expect((await limiter.begin('192.0.2.1', 'o@b.kz', 0, true)).blockedForMs).toBe(60_000);
  });

  it('blocks an address guessing across accounts; a success takes its attempt back', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    for (let i = 0; i < 5; i++) expect((await limiter.begin('9.9.9.9', `u${i}@b.kz`, 0)).blockedForMs).toBe(0);
    expect((await limiter.begin('9.9.9.9', 'new@b.kz', 10)).blockedForMs).toBeGreaterThan(0);

    for (let i = 0; i < 4; i++) await limiter.begin('8.8.8.8', `ok${i}@b.kz`, 0);
    for (let i = 0; i < 4; i++) await limiter.recordSuccess('8.8.8.8', `ok${i}@b.kz`, 0);
    for (let i = 0; i < 5; i++) expect((await limiter.begin('8.8.8.8', `x${i}@b.kz`, 0)).blockedForMs).toBe(0);
  });

  it('counts parallel attempts exactly: from one address the pair limit, from many the account limit and one more', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), {
      ...limits,
      perPair: 10,
      perIp: 1000,
      perAccount: 1000,
    });
    const attempts = await Promise.all(Array.from({ length: 300 }, () => limiter.begin('4.4.4.4', 'p@b.kz', 0)));
    expect(attempts.filter((attempt) => attempt.blockedForMs === 0)).toHaveLength(10);
    const spread = new LoginRateLimiter(new MemoryRateLimitStore(), { ...limits, perAccount: 10 });
    const many = await Promise.all(
      Array.from({ length: 300 }, (_, i) => spread.begin(`5.5.${i >> 8}.${i & 255}`, 'q@b.kz', 0)),
    );
    expect(many.filter((attempt) => attempt.blockedForMs === 0)).toHaveLength(11);
  });

  it('counts current-password checks per user; the right password starts again', async () => {
    const limiter = new LoginRateLimiter(new MemoryRateLimitStore(), limits);
    expect((await limiter.beginPasswordCheck(7, 0)).blockedForMs).toBe(0);
    expect((await limiter.beginPasswordCheck(7, 0)).blockedForMs).toBe(0);
    expect((await limiter.beginPasswordCheck(7, 1000)).blockedForMs).toBe(59_000);
    expect((await limiter.beginPasswordCheck(8, 1000)).blockedForMs).toBe(0);
    await limiter.passwordCheckPassed(7);
    expect((await limiter.beginPasswordCheck(7, 1000)).blockedForMs).toBe(0);
  });

  it('keeps the memory store bounded', async () => {
    const store = new MemoryRateLimitStore(100);
    for (let i = 0; i < 1000; i++) await store.increment(`k${i}`, 60_000, 0);
    expect(await store.get('k999', 1)).not.toBeNull();
    expect(await store.get('k0', 1)).toBeNull();
  });
});
