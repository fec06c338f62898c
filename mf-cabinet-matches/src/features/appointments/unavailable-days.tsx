// The days the official cannot officiate (ADR 0213): marked from today on, each removable; the
// league's offers for those days are refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, formatDate, useLocale } from '@league/shared';

export interface UnavailableDaysProps {
  days: string[];
  busy: boolean;
  onAdd: (day: string) => Promise<unknown>;
  onRemove: (day: string) => Promise<unknown>;
}

export function UnavailableDays({ days, busy, onAdd, onRemove }: UnavailableDaysProps) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    if (!day) return;
    setError(null);
    try {
      await onAdd(day);
      setDay('');
    } catch (e) {
      setError(fieldErrors(e).day ?? null);
    }
  };
  return (
    <section className="pr-card" aria-labelledby="ap-days">
      <h2 id="ap-days">{t('appointments.unavailable')}</h2>
      <p className="pr-hint">{t('appointments.unavailableHint')}</p>
      <div className="ap-day-add">
        <label className="lg-field">
          <span className="lg-field__label">{t('appointments.day')}</span>
          <input
            type="date"
            value={day}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ap-day-error' : undefined}
            onChange={(e) => setDay(e.target.value)}
          />
        </label>
        <button type="button" className="lg-button" disabled={busy || !day} onClick={() => void add()}>
          {t('appointments.add')}
        </button>
      </div>
      {error && (
        <p id="ap-day-error" className="pr-error" role="alert">
          {error}
        </p>
      )}
      {days.length === 0 ? (
        <p className="pr-hint">{t('appointments.noDays')}</p>
      ) : (
        <ul className="ap-days">
          {days.map((d) => {
            const shown = formatDate(d, 'long', locale);
            return (
              <li key={d}>
                {shown}{' '}
                <button
                  type="button"
                  className="lg-button lg-button--ghost"
                  disabled={busy}
                  aria-label={t('appointments.remove', { day: shown })}
                  onClick={() => void onRemove(d)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
