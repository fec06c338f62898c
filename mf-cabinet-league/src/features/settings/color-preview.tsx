// The two colours as they will look: a header with white text on the main colour, the accent mark,
// a button — and the contrast the API checks, said the same way (WCAG AA, 4.5:1).
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-final-form';
import { COLOR_PATTERN, MIN_CONTRAST, contrastRatio, ratioText } from '@league/shared/cabinet';
import type { IdentityValues } from './identity-values';

export function ColorPreview() {
  const { t } = useTranslation('cab-league');
  const { values } = useFormState<IdentityValues>({ subscription: { values: true } });
  const primary = values.colors?.primary ?? '';
  const accent = values.colors?.accent ?? '';
  if (!COLOR_PATTERN.test(primary) || !COLOR_PATTERN.test(accent)) return null;
  const onWhite = contrastRatio(primary, '#ffffff');
  const onPrimary = contrastRatio(accent, primary);
  return (
    <div className="cl-preview" aria-label={t('settings.preview')} role="group">
      <div className="cl-preview__header" style={{ background: primary }}>
        <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill={accent} />
          <circle cx="32" cy="32" r="12" fill={primary} />
        </svg>
        <span>{values.short_name?.kk || values.name?.kk}</span>
        <span className="cl-preview__button" style={{ background: primary, borderColor: accent }}>
          {t('settings.button')}
        </span>
      </div>
      {onWhite >= MIN_CONTRAST && onPrimary >= MIN_CONTRAST && (
        <p className="cl-preview__ok">{t('settings.contrastOk', { ratio: ratioText(Math.min(onWhite, onPrimary)) })}</p>
      )}
    </div>
  );
}
