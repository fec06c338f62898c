// One LISTEN per API process, fanned out to the process's open SSE connections.
//
//   PostgreSQL trigger (migrations 20260306010200, 20260312017900) ──NOTIFY match_live {match_id, source, op, id}──▶ every API process
//     └─ LiveHub.dispatch ─▶ reads the match (and the event) back once per language its streams speak
//          └─▶ the SSE streams of that match: `event: match`, `id: <boot>-<version>`, data: a LiveDelta (ADR 0179)
//
// The NOTIFY carries ids only (far below its 8000-byte limit); each process builds the message
// from the database, in the language of each stream (`?lang=`, else Accept-Language). `version`
// counts one match's messages on this process one by one; a page that sees a jump refetches.
// A match row's change that moves none of score, shoot-out, status and clock (the version bump
// after each event, a stadium's name) sends nothing.
//
// Nothing here is shared between processes: each one listens for itself, so any number of API
// processes behind a proxy all tell their own clients. A lost LISTEN connection is opened again
// and every client is told to catch up (it refetches), because notifications sent meanwhile are
// gone. An id is `<boot>-<seq>`: a reconnecting client whose Last-Event-ID is not the latest id
// of its match on this process (it missed something, or it was on another process) is told to
// catch up at once.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Language, LiveDelta, LiveDeltaKind, MatchDetail, MatchProtocol } from '@league/shared/contracts';
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
  /** The event row's id (event tables only). */
  id?: number;
}

/** What a message is built from: the match and its events as the public answers have them, read now. */
export type LiveRead = (
  language: Language,
  matchId: number,
) => Promise<{ detail: MatchDetail; protocol: MatchProtocol }>;

/** The event tables and the kind of event of each (the public event's id is `<kind>-<row id>`). */
const EVENT_SOURCES: Record<string, string> = {
  goals: 'goal',
  punishments: 'punishment',
  replacements: 'replacement',
  missed_penalties: 'missed_penalty',
};
const EVENT_OPS: Record<string, LiveDeltaKind> = {
  insert: 'event_added',
  update: 'event_changed',
  delete: 'event_removed',
};

interface MatchState {
  version: number;
  /** score, shoot-out, status and clock of the last message (JSON), to tell what a match change moved. */
  last: { score: string; status: string; clock: string } | null;
  /** Messages of one match are built and sent in the order heard. */
  queue: Promise<void>;
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
  /** Reads what a message says; without it every change is a `catch-up` (the page refetches). */
  read?: LiveRead;
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
  private readonly clients = new Map<number, Map<PassThrough, Language>>();
  private readonly states = new Map<number, MatchState>();
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  private sent = 0;
  private readonly boot = randomBytes(4).toString('hex');
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

  /** Messages (not heartbeats) written to streams so far (the metrics read it). */
  get messagesSent(): number {
    return this.sent;
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
    this.unlisten = await this.listen(
      LIVE_CHANNEL,
      (payload) => this.dispatch(payload),
      (error) => this.relisten(error),
    );
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
          for (const matchId of this.clients.keys()) this.enqueue(matchId, async () => this.catchUp(matchId));
        },
        (again: unknown) => {
          this.warn('live: LISTEN failed, trying again', again);
          setTimeout(retry, RELISTEN_MS).unref();
        },
      );
    };
    setTimeout(retry, RELISTEN_MS).unref();
  }

  /** A NOTIFY payload: `{"match_id":…,"source":…,"op":…,"id":…}`. */
  dispatch(payload: string): void {
    let change: LiveChange;
    try {
      const parsed = JSON.parse(payload) as Partial<LiveChange>;
      if (typeof parsed.match_id !== 'number') return;
      change = { match_id: parsed.match_id, source: String(parsed.source ?? ''), op: String(parsed.op ?? '') };
      if (typeof parsed.id === 'number') change.id = parsed.id;
    } catch {
      return;
    }
    // The public answers go first: a page that refetches after this message reads the change.
    this.options.onChange?.(change);
    if (!this.clients.has(change.match_id)) return;
    this.enqueue(change.match_id, () => this.deliver(change));
  }

  private state(matchId: number): MatchState {
    let state = this.states.get(matchId);
    if (!state) {
      state = { version: 0, last: null, queue: Promise.resolve() };
      this.states.set(matchId, state);
    }
    return state;
  }

  private enqueue(matchId: number, work: () => Promise<void>): void {
    const state = this.state(matchId);
    state.queue = state.queue.then(work).catch((error: unknown) => {
      this.warn('live: a message could not be built, the pages catch up', error);
      this.catchUp(matchId);
    });
  }

  /** Reads the change back once per language of the match's streams and sends each its message. */
  private async deliver(change: LiveChange): Promise<void> {
    const matchId = change.match_id;
    const streams = this.clients.get(matchId);
    if (!streams || streams.size === 0) return;
    if (!this.options.read) return this.catchUp(matchId);
    const languages = [...new Set(streams.values())];
    const reads = await Promise.all(
      languages.map(async (language) => [language, await this.options.read!(language, matchId)] as const),
    );
    const { detail } = reads[0][1];
    const now = {
      score: JSON.stringify([detail.score, detail.shootout]),
      status: detail.status,
      clock: JSON.stringify(detail.clock),
    };
    const state = this.state(matchId);
    const eventKind = EVENT_SOURCES[change.source];
    let kind: LiveDeltaKind;
    if (eventKind) {
      kind = EVENT_OPS[change.op] ?? 'event_changed';
    } else if (
      state.last &&
      state.last.status === now.status &&
      state.last.score === now.score &&
      state.last.clock === now.clock
    ) {
      return; // nothing a page shows from the message moved
    } else if (!state.last || state.last.status !== now.status) {
      kind = 'status';
    } else {
      kind = state.last.score !== now.score ? 'score' : 'clock';
    }
    state.last = now;
    state.version += 1;
    const eventId = eventKind && change.id !== undefined ? `${eventKind}-${change.id}` : undefined;
    const frames = new Map<Language, string>();
    for (const [language, read] of reads) {
      const delta: LiveDelta = {
        match_id: matchId,
        version: state.version,
        kind,
        score: read.detail.score,
        shootout: read.detail.shootout,
        status: read.detail.status,
        clock: read.detail.clock,
      };
      if (eventId !== undefined) {
        delta.event_id = eventId;
        const event = kind === 'event_removed' ? undefined : read.protocol.events.find((e) => e.id === eventId);
        // An event the timeline does not show (moved to another match) is gone from this one.
        if (event) delta.event = event;
        else delta.kind = 'event_removed';
      }
      frames.set(language, `id: ${this.boot}-${state.version}\nevent: match\ndata: ${JSON.stringify(delta)}\n\n`);
    }
    for (const [stream, language] of this.clients.get(matchId) ?? []) {
      // A stream opened meanwhile in a language not read gets the catch-up.
      this.write(
        stream,
        frames.get(language) ??
          `id: ${this.boot}-${state.version}\nevent: catch-up\ndata: ${JSON.stringify({ match_id: matchId, version: state.version })}\n\n`,
      );
    }
  }

  /** Tells every stream of the match it may have missed something (it refetches). */
  private catchUp(matchId: number): void {
    const state = this.state(matchId);
    state.version += 1;
    state.last = null;
    const frame = `id: ${this.currentId(matchId)}\nevent: catch-up\ndata: ${JSON.stringify({ match_id: matchId, version: state.version })}\n\n`;
    for (const stream of this.clients.get(matchId)?.keys() ?? []) this.write(stream, frame);
  }

  private currentId(matchId: number): string {
    return `${this.boot}-${this.states.get(matchId)?.version ?? 0}`;
  }

  private write(stream: PassThrough, frame: string): void {
    if (stream.writableLength > MAX_BUFFERED) {
      stream.destroy();
      return;
    }
    stream.write(frame);
    if (!frame.startsWith(':')) this.sent += 1;
  }

  private broadcast(frame: string): void {
    for (const set of this.clients.values()) for (const stream of set.keys()) this.write(stream, frame);
  }

  /**
   * A new SSE stream of `matchId` for a client at `address`. With the Last-Event-ID of a
   * reconnecting browser that is not this match's latest id here, the first message is
   * `catch-up`. Past the caps it throws StreamLimitError; the slot is given back when the
   * stream closes, however it closes.
   */
  open(matchId: number, lastEventId?: string, address = '', language: Language = 'kk'): PassThrough {
    const refused = this.refusal(address);
    if (refused) throw new StreamLimitError(refused);
    this.total += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    const stream = new PassThrough();
    let set = this.clients.get(matchId);
    if (!set) {
      set = new Map();
      this.clients.set(matchId, set);
    }
    set.set(stream, language);
    let counted = true;
    const forget = () => {
      const current = this.clients.get(matchId);
      current?.delete(stream);
      if (current?.size === 0) {
        this.clients.delete(matchId);
        // Nobody hears this match here: its next stream starts from a fresh state (a new version line).
        if (this.states.get(matchId)?.last) this.states.get(matchId)!.last = null;
      }
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
    const version = this.states.get(matchId)?.version ?? 0;
    stream.write(
      `retry: ${RETRY_MS}\nid: ${id}\nevent: ${missed ? 'catch-up' : 'ready'}\ndata: ${JSON.stringify({ match_id: matchId, version })}\n\n`,
    );
    return stream;
  }

  /** Ends every stream and the LISTEN (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.clients.values()) for (const stream of set.keys()) stream.end();
    this.clients.clear();
    await this.starting?.catch(() => undefined);
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }
}
