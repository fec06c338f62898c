// The search box of a cabinet table: what is typed reaches the URL's `q` after a calm pause or on Enter.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps what is typed; applies it after `delay` ms of calm or at once on Enter. */
export function SearchBox({
  value,
  onApply,
  delay = 400,
}: {
  value: string;
  onApply: (q: string) => void;
  delay?: number;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // A change of the URL from outside (back button, a link) replaces the box's text.
  if (lastValue !== value) {
    setLastValue(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onApply(next), delay);
  };
  return (
    <div className="lg-data__search">
      <label htmlFor={id} className="lg-visually-hidden">
        {t('table.search')}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={t('table.search')}
        onChange={(e) => {
          setDraft(e.target.value);
          schedule(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            clearTimeout(timer.current);
            onApply(draft);
          }
        }}
      />
    </div>
  );
}
