// /about/ambassadors: the league's ambassadors (trustees).
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, Skeleton, useEndpointQuery } from '@league/shared';
import { ContentImage } from '../../ui/content';
import { Page } from '../../ui/page';
import { AboutTabs } from './about-tabs';
import { paths } from '../../paths';

export default function AmbassadorsPage() {
  const { t } = useTranslation('public');
  const trustees = useEndpointQuery(endpoints.content.trustees, {});
  return (
    <Page
      title={t('about.ambassadors')}
      description={t('about.ambassadorsDescription')}
      crumbs={[
        { title: t('about.title'), slug: paths.about() },
        { title: t('about.ambassadors'), slug: paths.ambassadors() },
      ]}
    >
      <AboutTabs />
      <AsyncView
        data={trustees}
        loading={<Skeleton lines={6} height={48} />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('about.noAmbassadors')}</EmptyState>}
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
                  {person.description && <p>{person.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Page>
  );
}
