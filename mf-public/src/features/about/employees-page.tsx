// /about/employees: the league's staff with position and contacts.
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery } from '@league/shared';
import { MembersPage } from './members-page';

export default function EmployeesPage() {
  const { t } = useTranslation('public');
  const employees = useEndpointQuery(endpoints.content.employees, {});
  return (
    <MembersPage
      section="employees"
      data={employees}
      renderDetails={(person) => (
        <>
          {person.position && <p>{person.position}</p>}
          {person.email && (
            <p>
              <a href={`mailto:${person.email}`}>{t('about.email', { value: person.email })}</a>
            </p>
          )}
          {person.phone && (
            <p>
              <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{t('about.phone', { value: person.phone })}</a>
            </p>
          )}
        </>
      )}
    />
  );
}
