// /about/employees: the league's staff with position and contacts.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, Skeleton, useEndpointQuery } from '@league/shared';
import { ContentImage } from '../../ui/content';
import { Page } from '../../ui/page';
import { AboutTabs } from './about-tabs';
import { paths } from '../../paths';

export default function EmployeesPage() {
  const { t } = useTranslation('public');
  const employees = useEndpointQuery(endpoints.content.employees, {});
  return (
    <Page
      title={t('about.employees')}
      description={t('about.employeesDescription')}
      crumbs={[
        { title: t('about.title'), slug: paths.about() },
        { title: t('about.employees'), slug: paths.employees() },
      ]}
    >
      <AboutTabs />
      <AsyncView
        data={employees}
        loading={<Skeleton lines={6} height={48} />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('about.noEmployees')}</EmptyState>}
      >
        {(answer) => (
          <ul className="pub-grid">
            {answer.data.map((person) => (
              <li key={person.id} className="lg-card pub-member">
                <ContentImage
                  src={person.photo}
                  picture={person.picture}
                  sizes="96px"
                  alt={t('about.photoOf', { name: person.full_name })}
                  width={96}
                  height={96}
                />
                <div>
                  <h2>{person.full_name}</h2>
                  {person.position && <p>{person.position}</p>}
                  {person.email && (
                    <p>
                      <a href={`mailto:${person.email}`}>{t('about.email', { value: person.email })}</a>
                    </p>
                  )}
                  {person.phone && (
                    <p>
                      <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>
                        {t('about.phone', { value: person.phone })}
                      </a>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Page>
  );
}
