// The invitation form: e-mail, name, role with its scope, the language of the e-mail. Server
// errors (an e-mail that has an account, a referee already linked) land on their fields.
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@league/shared';
import { CabinetForm, SelectField, TextField, useValidator } from '@league/shared/cabinet';
import { RoleScopeFields } from './role-scope-fields';
import type { RoleScopeValues } from './scope-values';

export interface InviteValues extends RoleScopeValues {
  email?: string;
  name?: string;
  language?: 'kk' | 'ru' | 'en';
}

const LANGUAGE_NAMES = { kk: 'Қазақша', ru: 'Русский', en: 'English' } as const;
const INITIAL: InviteValues = { language: 'kk', role: 'command_admin' };

export function InviteForm({
  onSubmit,
  onDone,
}: {
  onSubmit: (values: InviteValues) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation('cab-clubs');
  const emailRules = useValidator('required', 'email');
  const nameRules = useValidator('required', { rule: 'max', length: 255 });
  return (
    <section className="cc-panel" aria-label={t('accounts.inviteTitle')}>
      <h2>{t('accounts.inviteTitle')}</h2>
      <CabinetForm<InviteValues>
        label={t('accounts.inviteTitle')}
        initialValues={INITIAL}
        onSubmit={onSubmit}
        success={false}
        onSuccess={onDone}
        warnUnsaved={false}
        submitLabel={t('accounts.send')}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onDone}>
            {t('accounts.cancel')}
          </button>
        }
      >
        <div className="cc-grid">
          <TextField name="email" type="email" label={t('accounts.email')} validate={emailRules} required />
          <TextField name="name" label={t('accounts.name')} validate={nameRules} required />
          <SelectField
            name="language"
            label={t('accounts.language')}
            options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            placeholder={false}
          />
        </div>
        <RoleScopeFields />
      </CabinetForm>
    </section>
  );
}
