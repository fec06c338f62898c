// A cabinet form's buttons: Save (disabled and saying so while saving), the cancel link and the
// page's own buttons.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';

export function FormActions({
  submitting,
  submitLabel,
  danger,
  cancel,
  actions,
}: {
  submitting?: boolean;
  submitLabel?: string;
  danger: boolean;
  cancel?: { to: string; label: string };
  actions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="lg-form__actions">
      <button
        type="submit"
        className={danger ? 'lg-button lg-button--danger' : 'lg-button'}
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? t('form.saving') : (submitLabel ?? t('form.save'))}
      </button>
      {cancel && (
        <LocaleLink className="lg-button lg-button--ghost" to={cancel.to}>
          {cancel.label}
        </LocaleLink>
      )}
      {actions}
    </div>
  );
}
