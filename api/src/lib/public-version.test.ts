// The public data version shared by processes on one PostgreSQL database, against a counter the
// test controls: a request waits for a read that started after it arrived; requests arriving
// during a read share the next one; a value moved by another process forgets this process's
// public data, its own bump does not forget it twice; a read that crossed a bump is not taken
// for a change; a database that does not answer is reported once and public answers go on.
import { publicVersion, SharedPublicVersion, type VersionCounter } from './public-version';

/** A counter whose reads answer when the test says, with the value the database holds then. */
class FakeCounter implements VersionCounter {
  value = 7;
  reads: Array<(outcome?: Error) => void> = [];
  started = 0;
  read(): Promise<number> {
    this.started += 1;
    return new Promise((resolve, reject) => {
      // The value is taken when the read is answered (as the server runs it then).
      this.reads.push((outcome) => (outcome ? reject(outcome) : resolve(this.value)));
    });
  }
  async next(): Promise<number> {
    this.value += 1;
    return this.value;
  }
  async close(): Promise<void> {}
  /** Answers the oldest read still waiting. */
  answer(outcome?: Error): void {
    this.reads.shift()!(outcome);
  }
}

const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the shared public version', () => {
  it('makes a request wait for a read that started after it; requests during a read share the next one', async () => {
    const counter = new FakeCounter();
    const shared = new SharedPublicVersion(counter);
    const done: string[] = [];
    const first = shared.fence().then(() => done.push('first'));
    expect(counter.started).toBe(1);
    // Three requests while the first read is under way: it may have missed their writes.
    const later = [1, 2, 3].map((n) => shared.fence().then(() => done.push(`later ${n}`)));
    expect(counter.started).toBe(1);
    counter.answer();
    await first;
    await settled();
    expect(done).toEqual(['first']);
    expect(counter.started).toBe(2);
    counter.answer();
    await Promise.all(later);
    expect(done).toEqual(['first', 'later 1', 'later 2', 'later 3']);
    expect(shared.reads).toBe(2);
  });

  it("forgets this process's public data when another process moved the version, and only then", async () => {
    const counter = new FakeCounter();
    const shared = new SharedPublicVersion(counter);
    const fenced = async () => {
      const fence = shared.fence();
      counter.answer();
      await fence;
    };
    await fenced();
    const before = publicVersion();
    await fenced();
    expect(publicVersion()).toBe(before);
    counter.value += 1; // another process committed and bumped
    await fenced();
    expect(publicVersion()).toBe(before + 1);
  });

  it('a bump right after what this process saw forgets nothing more; one that skipped another process’s bump does', async () => {
    const counter = new FakeCounter();
    const shared = new SharedPublicVersion(counter);
    const fence = shared.fence();
    counter.answer();
    await fence;
    const before = publicVersion();
    await shared.bump();
    expect(publicVersion()).toBe(before);
    // A read after it sees the process's own value: nothing to forget.
    const again = shared.fence();
    counter.answer();
    await again;
    expect(publicVersion()).toBe(before);
    counter.value += 1; // another process's write, then this one's
    await shared.bump();
    expect(publicVersion()).toBe(before + 1);
  });

  it('takes a read that crossed its own bump for what it is, not for a change', async () => {
    const counter = new FakeCounter();
    const shared = new SharedPublicVersion(counter);
    const fence = shared.fence();
    counter.answer();
    await fence;
    const crossing = shared.fence();
    const value = counter.value;
    await shared.bump();
    const before = publicVersion();
    // The read was answered with the value from before the bump.
    counter.value = value;
    counter.answer();
    await crossing;
    expect(publicVersion()).toBe(before);
  });

  it('reports a database that does not answer once, answers from memory meanwhile, and reads again later', async () => {
    const counter = new FakeCounter();
    let now = 0;
    const errors: string[] = [];
    const shared = new SharedPublicVersion(counter, {
      now: () => now,
      pauseMs: 1000,
      onError: (_error, what) => errors.push(what),
    });
    const failing = shared.fence();
    counter.answer(new Error('connection refused'));
    await failing;
    await shared.fence();
    expect(counter.started).toBe(1);
    now = 1500;
    const again = shared.fence();
    counter.answer(new Error('connection refused'));
    await again;
    expect(errors).toEqual(['read']);
    now = 3000;
    const back = shared.fence();
    counter.answer();
    await back;
    expect(counter.started).toBe(3);
  });
});
