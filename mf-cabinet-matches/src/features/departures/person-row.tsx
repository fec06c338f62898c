// One person who may travel: a checkbox named by the person, what identifies them, and the
// reasons they may not travel (then greyed out, and not to be ticked).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PersonRowProps {
  name: string;
  meta: Array<string | null>;
  eligible: boolean;
  issues: string[];
  checked: boolean;
  disabled?: boolean;
  onChange?: () => void;
  /** The checkbox itself, when a form field draws it. */
  input?: ReactNode;
}

export function PersonRow({ name, meta, eligible, issues, checked, disabled, onChange, input }: PersonRowProps) {
  const { t } = useTranslation('cab-matches');
  return (
    <label className={`dep-person${eligible ? '' : ' dep-person--ineligible'}`}>
      {input ?? (
        <input type="checkbox" checked={checked} onChange={onChange} disabled={disabled ?? (!eligible && !checked)} />
      )}
      <span className="dep-person__text">
        <span>{name}</span>
        <span className="dep-person__meta">{meta.filter(Boolean).join(' · ')}</span>
        {!eligible && (
          <ul className="dep-person__issues" aria-label={t('departures.notEligible')}>
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
      </span>
    </label>
  );
}
