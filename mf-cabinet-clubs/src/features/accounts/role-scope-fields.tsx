// The role select and the scope the role needs: a club for a command_admin, an active referee
// record for a referee (both required there), nothing for the other roles.
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-final-form';
import { ROLES, enumLabel, useEndpointQuery, useLocale } from '@league/shared';
import { SelectField, endpoints } from '@league/shared/cabinet';
import type { RoleScopeValues } from './scope-values';

export function RoleScopeFields() {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  const { values } = useFormState<RoleScopeValues>({ subscription: { values: true } });
  const clubs = useEndpointQuery(endpoints.cabinetLists.cabinetClubs, { query: { per_page: 100, sort: 'title' } });
  const referees = useEndpointQuery(endpoints.refereesCabinet.cabinetList, {
    query: { per_page: 100, state: 'active', sort: 'name' },
  });
  return (
    <div className="cc-grid">
      <SelectField
        name="role"
        label={t('accounts.role')}
        options={ROLES.map((role) => ({ value: role, label: enumLabel('role', role, locale) }))}
        rules={['required']}
      />
      {values.role === 'command_admin' && (
        <SelectField
          name="club_id"
          label={t('accounts.club')}
          options={(clubs.data?.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
          rules={['required']}
        />
      )}
      {values.role === 'referee' && (
        <SelectField
          name="referee_id"
          label={t('accounts.referee')}
          options={(referees.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          rules={['required']}
        />
      )}
    </div>
  );
}
