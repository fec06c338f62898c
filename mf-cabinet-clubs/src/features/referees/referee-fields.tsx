// The referee form's fields: names in kk/ru/en, category, city, birth date, private contacts, photo.
import { useTranslation } from 'react-i18next';
import type { HandbookItem } from '@league/shared';
import { DateField, FileField, SelectField, TextField, useValidator } from '@league/shared/cabinet';
import { cityOptions } from '../../ui/form-fields';

export function RefereeFields({ cities }: { cities: HandbookItem[] }) {
  const { t } = useTranslation('cab-clubs');
  const required = useValidator('required', { rule: 'max', length: 100 });
  const optional = useValidator({ rule: 'max', length: 100 });
  const phone = useValidator('phone');
  const email = useValidator('email');
  return (
    <>
      <div className="cc-grid">
        <TextField name="last_name_kk" label={t('referees.lastNameKk')} validate={required} required />
        <TextField name="last_name_ru" label={t('referees.lastNameRu')} validate={optional} />
        <TextField name="last_name_en" label={t('referees.lastNameEn')} validate={optional} />
      </div>
      <div className="cc-grid">
        <TextField name="first_name_kk" label={t('referees.firstNameKk')} validate={required} required />
        <TextField name="first_name_ru" label={t('referees.firstNameRu')} validate={optional} />
        <TextField name="first_name_en" label={t('referees.firstNameEn')} validate={optional} />
      </div>
      <div className="cc-grid">
        <TextField name="category_kk" label={t('referees.categoryKk')} validate={optional} />
        <TextField name="category_ru" label={t('referees.categoryRu')} validate={optional} />
        <TextField name="category_en" label={t('referees.categoryEn')} validate={optional} />
      </div>
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
