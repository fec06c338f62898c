// Idempotency keys of a create (ADR 0139): the same record sent again (a retry after a lost
// answer) keeps its key, so it is recorded once; another record — the input changed after a
// failed or unanswered save — gets a new key, since the API refuses a key reused for another
// body (409) rather than drop the record.

/** A fresh idempotency key for one write. */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The keys of one create form: `keyFor(body)` per body sent, `recorded()` after a success (the next record starts a new key). */
export function eventKeys(): { keyFor(body: object): string; recorded(): void } {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newIdempotencyKey() };
      return last.key;
    },
    recorded() {
      last = null;
    },
  };
}
