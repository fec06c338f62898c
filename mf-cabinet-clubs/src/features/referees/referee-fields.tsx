// The referee form's fields: names in kk/ru/en, category, city, birth date, private contacts, photo.
import { useTranslation } from 'react-i18next';
import type { HandbookItem } from '@league/shared';
import { DateField, FileField, SelectField, TextField, useValidator } from '@league/shared/cabinet';
import { cityOptions } from '../../ui/form-fields';
import { LanguageTextsRow } from '../../ui/language-texts';

export function RefereeFields({ cities }: { cities: HandbookItem[] }) {
  const { t } = useTranslation('cab-clubs');
  const phone = useValidator('phone');
  const email = useValidator('email');
  return (
    <>
      <LanguageTextsRow name="last_name" labelKey="referees.lastName" max={100} required />
      <LanguageTextsRow name="first_name" labelKey="referees.firstName" max={100} required />
      <LanguageTextsRow name="category" labelKey="referees.category" max={100} />
      <div className="cc-grid">
        <SelectField name="city_id" label={t('referees.city')} options={cityOptions(cities)} />
        <DateField name="birth_date" label={t('referees.birthDate')} />
      </div>
      <p className="cc-note">{t('referees.privateHint')}</p>
      <div className="cc-grid">
        <TextField name="phone" type="tel" label={t('referees.phone')} validate={phone} />
        <TextField name="email" type="email" label={t('referees.email')} validate={email} />
      </div>
      <FileField name="photo" label={t('referees.photo')} hint={t('referees.photoHint')} kind="image" />
    </>
  );
}
