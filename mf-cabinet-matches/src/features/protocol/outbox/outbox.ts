// The outbox of the protocol page (ADR 0178): writes made without network wait here, in the order
// they were made, and are sent when it returns — each with the idempotency key it was made with, so
// a write sent twice (a flush cut off after the API answered) is still recorded once. The queue
// logic sits behind a small storage interface: IndexedDB in the browser (it survives a reload and a
// closed tab), memory where there is none (tests, a private window refusing IndexedDB).

/**
 * What a queued write is: a new event (kept with its idempotency key), the additional information
 * or one team's squad (both versioned, without a key: kept with the version they were based on).
 * Items stored before the kinds existed have none and are events.
 */
export type OutboxKind = 'event' | 'additions' | 'squad';

export interface OutboxItem {
  /** Given by the storage, in the order the items were added. */
  id: number;
  kind?: OutboxKind;
  /** The API path the write goes to (under /api/v1) and its method. */
  url: string;
  method: 'POST';
  body: Record<string, unknown>;
  /** An event's idempotency key; none for a versioned save. */
  idempotencyKey?: string;
  /** Which part of the match a versioned save is (`additions`, `squad:host`, `squad:guest`). */
  part?: string;
  matchId: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /**
   * Set when the API refused the write: the item stays, shown as needing attention, until the
   * referee fixes and resends it or discards it deliberately. It is not sent again by itself.
   */
  attention?: Attention;
}

/** Why the API refused a queued write: its status, its message and the fields it named (translated). */
export interface Attention {
  status: number | null;
  message: string;
  fields: Record<string, string>;
}

export type NewOutboxItem = Omit<OutboxItem, 'id'>;

export interface OutboxStorage {
  add(item: NewOutboxItem): Promise<OutboxItem>;
  /** Every item, oldest first. */
  list(): Promise<OutboxItem[]>;
  remove(id: number): Promise<void>;
  /** Replaces the stored item of the same id (its place in the order stays). */
  put(item: OutboxItem): Promise<void>;
}

/** How one send ended: recorded (or replayed), refused by the API (an HTTP answer), or no network. */
export type SendOutcome = 'sent' | 'refused' | 'offline';
/** What a sender answers: the outcome, and for a refusal why (kept on the item). */
export type SendResult = 'sent' | 'offline' | { refused: Attention };

export function memoryStorage(): OutboxStorage {
  let next = 1;
  const items = new Map<number, OutboxItem>();
  return {
    add: async (item) => {
      const stored = { ...item, id: next++ };
      items.set(stored.id, stored);
      return stored;
    },
    list: async () => [...items.values()].sort((a, b) => a.id - b.id),
    remove: async (id) => {
      items.delete(id);
    },
    put: async (item) => {
      items.set(item.id, item);
    },
  };
}

const DB = 'league-outbox';
const STORE = 'writes';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The outbox in IndexedDB (database `league-outbox`, store `writes`, auto-increment ids). */
export function indexedDbStorage(factory: IDBFactory): OutboxStorage {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) => (await db()).transaction(STORE, mode).objectStore(STORE);
  return {
    add: async (item) => {
      const id = await done((await store('readwrite')).add(item));
      return { ...item, id: Number(id) };
    },
    list: async () => ((await done((await store('readonly')).getAll())) as OutboxItem[]).sort((a, b) => a.id - b.id),
    remove: async (id) => {
      await done((await store('readwrite')).delete(id));
    },
    put: async (item) => {
      await done((await store('readwrite')).put(item));
    },
  };
}

/**
 * One flush: the waiting items oldest first, one at a time, until the first without network; a sent
 * item leaves the storage, a refused one stays with its reason. `finished` runs when it ends.
 */
async function sendInOrder(
  storage: OutboxStorage,
  send: (item: OutboxItem) => Promise<SendResult>,
  changed: () => void,
  finished: () => void,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, left: 0 };
  changed();
  try {
    const items = (await storage.list()).filter((item) => !item.attention);
    for (let i = 0; i < items.length; i++) {
      const outcome = await send(items[i]);
      if (outcome === 'offline') {
        result.left = items.length - i;
        break;
      }
      if (outcome === 'sent') {
        await storage.remove(items[i].id);
        result.sent += 1;
      } else {
        await storage.put({ ...items[i], attention: outcome.refused });
        result.refused += 1;
      }
      changed();
    }
  } finally {
    finished();
    changed();
  }
  return result;
}

/** The queue over a storage: add (once per idempotency key), the items of a match, flush in order. */
export function createOutbox(storage: OutboxStorage) {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  let flushing: Promise<FlushResult> | null = null;

  const outbox = {
    /** Queues a write; a write with a key already queued is not queued again. */
    async add(item: NewOutboxItem): Promise<OutboxItem> {
      const queued =
        item.idempotencyKey === undefined
          ? undefined
          : (await storage.list()).find((i) => i.idempotencyKey === item.idempotencyKey);
      if (queued) return queued;
      const stored = await storage.add(item);
      changed();
      return stored;
    },
    async list(matchId?: number): Promise<OutboxItem[]> {
      const all = await storage.list();
      return matchId === undefined ? all : all.filter((i) => i.matchId === matchId);
    },
    /**
     * Sends the waiting items oldest first, one at a time; stops at the first without network (it
     * and the rest stay, in order). A sent item leaves the outbox; a refused one stays with the
     * reason (`attention`) and is skipped from then on, until it is resent or discarded. One flush
     * at a time: a second call while one runs answers the running one.
     */
    flush(send: (item: OutboxItem) => Promise<SendResult>): Promise<FlushResult> {
      flushing ??= sendInOrder(storage, send, changed, () => {
        flushing = null;
      });
      return flushing;
    },
    /**
     * A refused item, fixed (its body's fields replaced by `change`), waits again in its place in
     * the order; the caller flushes. Answers whether it was still there.
     */
    async resend(id: number, change: Record<string, unknown> = {}): Promise<boolean> {
      const item = (await storage.list()).find((i) => i.id === id);
      if (!item) return false;
      const { attention: _, ...rest } = item;
      await storage.put({ ...rest, body: { ...item.body, ...change } });
      changed();
      return true;
    },
    /** Removes an item for good: the referee chose to drop it. */
    async discard(id: number): Promise<void> {
      await storage.remove(id);
      changed();
    },
    /** Whether a flush is running. */
    isFlushing(): boolean {
      return flushing !== null;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return outbox;
}

export interface FlushResult {
  sent: number;
  /** Refused by the API: kept, needing attention. */
  refused: number;
  /** Still waiting (no network). */
  left: number;
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The kind of a stored item (items stored before the kinds existed are events). */
export const kindOf = (item: Pick<OutboxItem, 'kind'>): OutboxKind => item.kind ?? 'event';

/** Items still to be sent (a refused one needing attention is not: it waits for the referee). */
export const pending = (items: OutboxItem[]) => items.filter((item) => !item.attention);

let shared: Outbox | null = null;
/** The page's one outbox: IndexedDB when the browser has it, else memory. */
export function pageOutbox(): Outbox {
  shared ??= createOutbox(typeof indexedDB !== 'undefined' ? indexedDbStorage(indexedDB) : memoryStorage());
  return shared;
}

/**
 * Whether a failed write failed for want of network rather than by an answer: the browser says it
 * is offline, or the request got no answer at all (an HTTP error, even a 503, is an answer: shown as
 * today, the referee retries it with the same key).
 */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const e = error as { isAxiosError?: boolean; code?: string; response?: { status?: number } } | null;
  if (!e?.isAxiosError) return false;
  return !e.response && (e.code === 'ERR_NETWORK' || e.code === 'ECONNABORTED');
}
