// The frame of the league's people pages (/about/employees, /about/ambassadors): the about tabs,
// then each person's card — a photo at the size shown, the name, and what the page adds.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, Skeleton, type ApiData, type Picture } from '@league/shared';
import { ContentImage } from '../../ui/content';
import { Page } from '../../ui/page';
import { AboutTabs } from './about-tabs';
import { paths } from '../../paths';

interface Member {
  id: number;
  full_name: string;
  photo: string | null;
  picture?: Picture | null;
}

/** The people pages: their address and the text shown when nobody is listed (about.*). */
const SECTIONS = {
  ambassadors: { path: paths.ambassadors, empty: 'noAmbassadors' },
  employees: { path: paths.employees, empty: 'noEmployees' },
} as const;

export function MembersPage<M extends Member>({
  section,
  data,
  renderDetails,
}: {
  section: keyof typeof SECTIONS;
  data: ApiData<{ data: M[] }>;
  /** What the card says under the name. */
  renderDetails: (member: M) => ReactNode;
}) {
  const { t } = useTranslation('public');
  const title = t(`about.${section}`);
  const description = t(`about.${section}Description`);
  const path = SECTIONS[section].path();
  const empty = t(`about.${SECTIONS[section].empty}`);
  return (
    <Page
      title={title}
      description={description}
      crumbs={[
        { title: t('about.title'), slug: paths.about() },
        { title, slug: path },
      ]}
    >
      <AboutTabs />
      <AsyncView
        data={data}
        loading={<Skeleton lines={6} height={48} />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{empty}</EmptyState>}
      >
        {(answer) => (
          <ul className="pub-grid">
            {answer.data.map((member) => (
              <li key={member.id} className="lg-card pub-member">
                <ContentImage
                  src={member.photo}
                  picture={member.picture}
                  sizes="96px"
                  alt={t('about.photoOf', { name: member.full_name })}
                  width={96}
                  height={96}
                />
                <div>
                  <h2>{member.full_name}</h2>
                  {renderDetails(member)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Page>
  );
}
