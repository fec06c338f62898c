// The version of the league's public data in this process: every write that changes what
// visitors see moves it on (`invalidatePublic`), and everything derived from public data and
// kept in memory (the public answer cache, the read-model snapshots) is valid for one version
// only. A successful write by a signed-in user moves it by itself (plugins/public-cache.ts,
// `publicCacheInvalidation`); code that writes outside such a request calls it after its
// transaction committed.

/**
 * What a write changed. Public answers depend on each other widely (a match result moves the
 * table, the team and player pages, the home page and search), so every scope currently
 * forgets everything derived: recomputing is cheap, a stale answer is not.
 */
export type PublicScope =
  | 'all'
  | { tournamentId?: number; teamId?: number; matchId?: number; clubId?: number; playerId?: number };

let version = 0;

/** Forget every cached public answer and snapshot (call it after the transaction committed). */
export function invalidatePublic(_scope: PublicScope = 'all'): void {
  version++;
}

/** The current version: something derived under an older one is not used any more. */
export const publicVersion = (): number => version;

// ---------------------------------------------------------------------------------------------
// Several processes on one PostgreSQL database (ADR 0143)
//
// A write moves the version of the process that took it. The other processes learn of it from
// a counter in the database (the sequence `public_data_version`): the writer takes its next value
// before its answer leaves (`bump`), and a process reads it before it answers a public request
// from what it keeps (`fence`), forgetting everything when it moved. So a visitor who saw the
// writer's answer gets the change from any process at once, not after the caches' lifetime.
// Reads are shared: a request waits for a read that started after it arrived (a read already
// under way may have missed its write), and every request that came meanwhile waits for the same
// next read — one query per round trip whatever the traffic.

/** The shared counter: its current value, and the next one (taking it). */
export interface VersionCounter {
  read(): Promise<number>;
  next(): Promise<number>;
  close(): Promise<void>;
}

export interface SharedPublicVersionOptions {
  /**
   * The first failed read or bump of a streak (the database unreachable). Until a read succeeds
   * again, public answers are served from memory, a read tried every `pauseMs`.
   */
  onError?: (error: unknown, what: 'read' | 'bump') => void;
  pauseMs?: number;
  now?: () => number;
}

export class SharedPublicVersion {
  private seen: number | null = null;
  /** Local bumps so far: a read that started before one may answer an older value. */
  private bumps = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private pausedUntil = 0;
  private failing = false;
  private closed = false;
  /** Reads made (tests and benchmarks see how far they are shared). */
  reads = 0;

  constructor(
    private readonly counter: VersionCounter,
    private readonly options: SharedPublicVersionOptions = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Resolves once a read that started after this call has been seen (this process's public data forgotten when it moved). */
  fence(): Promise<void> {
    if (this.closed || this.now() < this.pausedUntil) return Promise.resolve();
    if (!this.running) return this.start();
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<void> {
    const epoch = this.bumps;
    this.reads += 1;
    const run: Promise<void> = this.counter
      .read()
      .then(
        (value) => this.observe(value, epoch),
        (error: unknown) => this.failed(error, 'read'),
      )
      .finally(() => {
        if (this.running === run) this.running = null;
      });
    this.running = run;
    return run;
  }

  private observe(value: number, epoch: number): void {
    this.failing = false;
    if (this.seen === null) {
      this.seen = value;
      return;
    }
    if (value === this.seen) return;
    // Older than what this process took itself meanwhile: a read that crossed a bump.
    if (value < this.seen && epoch !== this.bumps) return;
    this.seen = value;
    invalidatePublic();
  }

  /** After a committed change of public data (the local version already moved): tells the other processes. */
  async bump(): Promise<void> {
    if (this.closed) return;
    try {
      const value = await this.counter.next();
      this.bumps += 1;
      // Anything between what this process saw and its own value is another process's write.
      if (this.seen !== null && value !== this.seen + 1) invalidatePublic();
      this.seen = value;
    } catch (error) {
      this.failed(error, 'bump');
    }
  }

  private failed(error: unknown, what: 'read' | 'bump'): void {
    this.pausedUntil = this.now() + (this.options.pauseMs ?? 1_000);
    if (!this.failing) this.options.onError?.(error, what);
    this.failing = true;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.running?.catch(() => undefined);
    await this.counter.close();
  }
}
