// An account's name, role and scope. The league's last active super_admin keeps the role: the
// API's 409 says so and the form keeps what was typed.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@league/shared';
import { CabinetForm, TextField, endpoints, useValidator, type AccountItem } from '@league/shared/cabinet';
import { RoleScopeFields } from './role-scope-fields';
import { roleScopeBody, roleScopeOf, type RoleScopeValues } from './scope-values';

interface Values extends RoleScopeValues {
  name?: string;
}

export function AccountRoleForm({ account }: { account: AccountItem }) {
  const { t } = useTranslation('cab-clubs');
  const nameRules = useValidator('required', { rule: 'max', length: 255 });
  const change = useEndpointMutation(endpoints.accounts.change, {
    invalidates: [endpoints.accounts.detail, endpoints.accounts.list],
  });
  const initialValues = useMemo<Values>(() => ({ name: account.name, ...roleScopeOf(account) }), [account]);
  return (
    <section className="cc-panel" aria-label={t('accounts.account')}>
      <h2>{t('accounts.account')}</h2>
      <CabinetForm<Values>
        label={t('accounts.account')}
        initialValues={initialValues}
        serverFailure
        onSubmit={(values) =>
          change.mutateAsync({
            params: { id: account.id },
            body: { name: values.name ?? '', ...roleScopeBody(values) },
          })
        }
      >
        <TextField name="name" label={t('accounts.name')} validate={nameRules} required />
        <RoleScopeFields />
      </CabinetForm>
    </section>
  );
}
