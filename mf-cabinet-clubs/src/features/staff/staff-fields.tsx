// The staff member's own fields of the staff form: role, position in kk/ru/en, birth date,
// contacts, licence with the identity document, and the biography in kk/ru/en.
import { useTranslation } from 'react-i18next';
import { DATE_BOUNDS, STAFF_KINDS } from '@league/shared';
import { DateField, SelectField, TextareaField, TextField, useValidator } from '@league/shared/cabinet';
import { IdentityFields } from '../../ui/person-form';

export function StaffFacts() {
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  const optional = useValidator({ rule: 'max', length: 100 });
  const long = useValidator({ rule: 'max', length: 255 });
  const email = useValidator('email');
  const phone = useValidator('phone');
  return (
    <div className="cc-grid">
      <SelectField
        name="kind"
        label={t('staffPeople.kind')}
        rules={['required']}
        options={STAFF_KINDS.map((k) => ({ value: k, label: te(`staffKind.${k}`) }))}
      />
      <TextField name="position_kk" label={t('staffPeople.positionKk')} validate={long} />
      <TextField name="position_ru" label={t('staffPeople.positionRu')} validate={long} />
      <TextField name="position_en" label={t('staffPeople.positionEn')} validate={long} />
      <DateField
        name="birth_date"
        label={t('person.birthDate')}
        rules={[{ rule: 'birth_date', ...DATE_BOUNDS.staff }]}
      />
      <TextField
        name="phone"
        label={t('staffPeople.phone')}
        validate={(value) => (value ? phone(value) : undefined)}
        inputMode="tel"
        autoComplete="off"
      />
      <TextField
        name="email"
        label={t('staffPeople.email')}
        validate={(value) => (value ? email(value) : undefined)}
        inputMode="email"
        autoComplete="off"
      />
      <TextField name="license_number" label={t('staffPeople.license')} validate={optional} />
      <IdentityFields max={100} />
    </div>
  );
}

export function StaffBiography() {
  const { t } = useTranslation('cab-clubs');
  const bio = [{ rule: 'max' as const, length: 5000 }];
  return (
    <div className="cc-grid cc-grid--wide">
      <TextareaField name="biography_kk" label={t('staffPeople.biographyKk')} rows={3} rules={bio} />
      <TextareaField name="biography_ru" label={t('staffPeople.biographyRu')} rows={3} rules={bio} />
      <TextareaField name="biography_en" label={t('staffPeople.biographyEn')} rows={3} rules={bio} />
    </div>
  );
}
