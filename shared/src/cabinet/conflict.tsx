// A save over a newer version answers 409 with the part's current state (`data.current`, ADR
// 0138/0158). A page keeps what the user typed, shows what differs from the saved state with
// `ConflictNotice`, and saves over it only when asked again (the next save names the new version).
// A 409 whose part can no longer be edited (a locked protocol) is a refusal with its reason.
import { useTranslation } from 'react-i18next';

/** One value that differs between what the user typed and what is saved. */
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
 * the page shows what differs — or null. One that closed it (`open` false) is a refusal whose
 * message is the reason to show.
 */
export function openConflictOf<T>(error: unknown, open: (current: T) => boolean): T | null {
  const current = conflictOf<T>(error);
  return current !== null && open(current) ? current : null;
}

/** The values of `keys` that differ between `mine` and `theirs`, labelled and shown as text. */
export function differencesOf<K extends string>(
  keys: readonly K[],
  mine: Record<K, unknown>,
  theirs: Record<K, unknown>,
  label: (key: K) => string,
  show: (value: unknown, key: K) => string = (v) => (v === null || v === undefined ? '' : String(v)),
): Difference[] {
  return keys
    .filter((key) => JSON.stringify(mine[key] ?? null) !== JSON.stringify(theirs[key] ?? null))
    .map((key) => ({ label: label(key), mine: show(mine[key], key), theirs: show(theirs[key], key) }));
}

/** What a 409 changed meanwhile: the differences, and a button that takes the saved values. */
export function ConflictNotice({ differences, onTake }: { differences: Difference[]; onTake?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="lg-conflict" role="alert">
      <strong>{t('conflict.title')}</strong>
      {differences.length === 0 ? (
        <p>{t('conflict.none')}</p>
      ) : (
        <>
          <p>{t('conflict.text')}</p>
          <ul>
            {differences.map((d) => (
              <li key={d.label}>
                {d.label}: {t('conflict.mine')} «{d.mine || '—'}», {t('conflict.theirs')} «{d.theirs || '—'}»
              </li>
            ))}
          </ul>
          <p>{t('conflict.keep')}</p>
        </>
      )}
      {onTake && (
        <button type="button" className="lg-button lg-button--ghost" onClick={onTake}>
          {t('conflict.take')}
        </button>
      )}
    </div>
  );
}
