// One LISTEN per API process, fanned out to the process's open SSE connections.
//
//   PostgreSQL trigger (migration 20260306010200) ──NOTIFY match_live──▶ every API process
//     └─ LiveHub.dispatch ─▶ the SSE streams of that match (`event: match`, `id: <boot>-<seq>`)
//
// Nothing here is shared between processes: each one listens for itself, so any number of API
// processes behind a proxy all tell their own clients. A lost LISTEN connection is opened again
// and every client is told to catch up (it refetches), because notifications sent meanwhile are
// gone. An id is `<boot>-<seq>`: a reconnecting client whose Last-Event-ID is not the latest id
// of its match on this process (it missed something, or it was on another process) is told to
// catch up at once.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { ModuleOptions } from '../module';

export const LIVE_CHANNEL = 'match_live';
export const HEARTBEAT_MS = 15_000;
/** The browser waits this long before reconnecting a dropped stream. */
export const RETRY_MS = 2_000;
/** A client this far behind (bytes it has not read) is dropped; its browser reconnects. */
const MAX_BUFFERED = 256 * 1024;
const RELISTEN_MS = 1_000;

export interface LiveChange {
  match_id: number;
  source: string;
  op: string;
}

type Listen = NonNullable<ModuleOptions['listen']>;

interface HubOptions {
  heartbeatMs?: number;
  /** Told about every change this process hears (after the clients). */
  onChange?: (change: LiveChange) => void;
  /** Open streams one client address may hold on this process (default 20). */
  maxPerAddress?: number;
  /** Open streams of this process, all addresses together (default 5000). */
  maxStreams?: number;
}

/** Why a new stream is refused: its address holds its share, or the process holds all it may. */
export type StreamRefusal = 'address' | 'total';

export class StreamLimitError extends Error {
  constructor(readonly reason: StreamRefusal) {
    super(reason === 'address' ? 'too many live streams from this address' : 'too many live streams');
    this.name = 'StreamLimitError';
  }
}

export class LiveHub {
  private readonly clients = new Map<number, Set<PassThrough>>();
  private readonly latest = new Map<number, number>();
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  private readonly boot = randomBytes(4).toString('hex');
  private seq = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  /** Where a lost LISTEN is reported (the app's logger, set by the routes). */
  warn: (message: string, error?: unknown) => void = () => undefined;

  constructor(
    private readonly listen: Listen | undefined,
    private readonly options: HubOptions = {},
  ) {}

  /** Open SSE connections of this process. */
  get size(): number {
    return this.total;
  }

  /** Whether a stream from `address` would be refused now (checked again, atomically, by `open`). */
  refusal(address: string): StreamRefusal | null {
    if (this.total >= (this.options.maxStreams ?? 5000)) return 'total';
    if ((this.byAddress.get(address) ?? 0) >= (this.options.maxPerAddress ?? 20)) return 'address';
    return null;
  }

  /** Starts this process's one LISTEN (once; later calls wait for the same start). */
  ready(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('live hub closed'));
    this.starting ??= this.connect().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async connect(): Promise<void> {
    if (!this.listen) throw new Error('this database cannot LISTEN');
    this.unlisten = await this.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload), (error) => this.relisten(error));
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.broadcast(': ping\n\n'), this.options.heartbeatMs ?? HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  private relisten(error: Error): void {
    if (this.closed || !this.unlisten) return;
    this.warn('live: LISTEN connection lost, listening again', error);
    const old = this.unlisten;
    this.unlisten = null;
    void old().catch(() => undefined);
    const retry = () => {
      if (this.closed) return;
      this.connect().then(
        () => {
          // Whatever was sent while nobody listened is lost: every page refetches.
          for (const matchId of this.clients.keys()) this.send(matchId, 'catch-up', { match_id: matchId, source: 'listen', op: 'reconnect' });
        },
        (again: unknown) => {
          this.warn('live: LISTEN failed, trying again', again);
          setTimeout(retry, RELISTEN_MS).unref();
        },
      );
    };
    setTimeout(retry, RELISTEN_MS).unref();
  }

  /** A NOTIFY payload: `{"match_id":…,"source":…,"op":…}`. */
  dispatch(payload: string): void {
    let change: LiveChange;
    try {
      const parsed = JSON.parse(payload) as Partial<LiveChange>;
      if (typeof parsed.match_id !== 'number') return;
      change = { match_id: parsed.match_id, source: String(parsed.source ?? ''), op: String(parsed.op ?? '') };
    } catch {
      return;
    }
    this.send(change.match_id, 'match', change);
    this.options.onChange?.(change);
  }

  private currentId(matchId: number): string {
    return `${this.boot}-${this.latest.get(matchId) ?? 0}`;
  }

  private send(matchId: number, event: string, data: LiveChange | { match_id: number }): void {
    this.seq += 1;
    this.latest.set(matchId, this.seq);
    const set = this.clients.get(matchId);
    if (!set) return;
    const frame = `id: ${this.currentId(matchId)}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of set) this.write(stream, frame);
  }

  private write(stream: PassThrough, frame: string): void {
    if (stream.writableLength > MAX_BUFFERED) {
      stream.destroy();
      return;
    }
    stream.write(frame);
  }

  private broadcast(frame: string): void {
    for (const set of this.clients.values()) for (const stream of set) this.write(stream, frame);
  }

  /**
   * A new SSE stream of `matchId` for a client at `address`. With the Last-Event-ID of a
   * reconnecting browser that is not this match's latest id here, the first message is
   * `catch-up`. Past the caps it throws StreamLimitError; the slot is given back when the
   * stream closes, however it closes.
   */
  open(matchId: number, lastEventId?: string, address = ''): PassThrough {
    const refused = this.refusal(address);
    if (refused) throw new StreamLimitError(refused);
    this.total += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    const stream = new PassThrough();
    let set = this.clients.get(matchId);
    if (!set) {
      set = new Set();
      this.clients.set(matchId, set);
    }
    set.add(stream);
    let counted = true;
    const forget = () => {
      const current = this.clients.get(matchId);
      current?.delete(stream);
      if (current?.size === 0) this.clients.delete(matchId);
      if (!counted) return;
      counted = false;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
    stream.on('close', forget);
    stream.on('error', forget);
    const id = this.currentId(matchId);
    const missed = lastEventId !== undefined && lastEventId !== id;
    stream.write(`retry: ${RETRY_MS}\nid: ${id}\nevent: ${missed ? 'catch-up' : 'ready'}\ndata: ${JSON.stringify({ match_id: matchId })}\n\n`);
    return stream;
  }

  /** Ends every stream and the LISTEN (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.clients.values()) for (const stream of set) stream.end();
    this.clients.clear();
    await this.starting?.catch(() => undefined);
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }
}
