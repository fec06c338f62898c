// A text that a club's record keeps in Kazakh, Russian and English, edited as a row of three fields.
import { useTranslation } from 'react-i18next';
import { TextField, useValidator } from '@league/shared/cabinet';
import { LANGUAGE_LABELS, LANGUAGES } from './form-texts';

/**
 * The `name` text in kk/ru/en, each at most `max` characters; with `required` the Kazakh one must
 * be filled. `labelKey` is the labels' string key without its language ending (`referees.lastName`).
 */
export function LanguageTextsRow({
  name,
  labelKey,
  max,
  required = false,
}: {
  name: string;
  labelKey: string;
  max: number;
  required?: boolean;
}) {
  const { t } = useTranslation('cab-clubs');
  const kazakh = useValidator('required', { rule: 'max', length: max });
  const optional = useValidator({ rule: 'max', length: max });
  return (
    <div className="cc-grid">
      {LANGUAGES.map((language) => {
        const isRequired = required && language === 'kk';
        return (
          <TextField
            key={language}
            name={`${name}_${language}`}
            label={t(`${labelKey}${LANGUAGE_LABELS[language]}`)}
            validate={isRequired ? kazakh : optional}
            required={isRequired || undefined}
          />
        );
      })}
    </div>
  );
}
