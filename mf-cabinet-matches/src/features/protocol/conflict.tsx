// A save over a newer version answers 409 with the part's current state (`data.current`). The
// page keeps what the referee typed, shows what differs from the saved state, and saves over it
// only when asked again (the next save names the new version).
import { useTranslation } from 'react-i18next';

export interface Difference {
  label: string;
  mine: string;
  theirs: string;
}

/** The current state a 409 carries, or null for any other failure. */
export function conflictOf<T>(error: unknown): T | null {
  const response = (error as { response?: { status?: number; data?: { data?: { current?: T } } } } | null)?.response;
  return response?.status === 409 && response.data?.data?.current !== undefined ? response.data.data.current : null;
}

/**
 * The current state of a 409 that leaves the part open to edits — someone saved it meanwhile, and
 * the page shows what differs — or null. Every 409 carries the part; one that closed it (a locked
 * protocol, a match not started, `open` false) is a refusal whose message is the reason to show.
 */
export function openConflictOf<T>(error: unknown, open: (current: T) => boolean): T | null {
  const current = conflictOf<T>(error);
  return current !== null && open(current) ? current : null;
}

/** Field errors of a 422 answer, by field (the first message of each). */
export function serverErrors(error: unknown): Record<string, string> {
  const errors = (error as { response?: { data?: { data?: { errors?: Record<string, string[]> } } } } | null)?.response?.data?.data?.errors;
  if (!errors) return {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
}

/** The server's message of a failed call, if any. */
export function serverMessage(error: unknown): string | null {
  return (error as { response?: { data?: { message?: string } } } | null)?.response?.data?.message ?? null;
}

export function ConflictNotice({ differences, onTake }: { differences: Difference[]; onTake?: () => void }) {
  const { t } = useTranslation('cab-matches');
  return (
    <div className="pr-conflict" role="alert">
      <strong>{t('protocol.conflictTitle')}</strong>
      {differences.length === 0 ? (
        <p>{t('protocol.conflictNone')}</p>
      ) : (
        <>
          <p>{t('protocol.conflictText')}</p>
          <ul>
            {differences.map((d) => (
              <li key={d.label}>
                {d.label}: {t('protocol.conflictMine')} «{d.mine || '—'}», {t('protocol.conflictTheirs')} «{d.theirs || '—'}»
              </li>
            ))}
          </ul>
          <p>{t('protocol.conflictKeep')}</p>
        </>
      )}
      {onTake && (
        <button type="button" className="lg-button lg-button--ghost" onClick={onTake}>
          {t('protocol.conflictTake')}
        </button>
      )}
    </div>
  );
}

/** A fresh idempotency key for one event write. */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The keys of the event form: the same event sent again (a retry after a lost answer) keeps its
 * key, so it is recorded once; another event — the input changed after a failed or unanswered
 * save — gets a new key, since the API refuses a key reused for another event (409) rather than
 * drop the event. `recorded()` after a success: the next event starts a new key.
 */
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
