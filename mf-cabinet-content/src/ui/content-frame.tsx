// The frame of every page of the content area: breadcrumbs, the h1, the page's actions and the
// row of sections (news, analytics, albums …), the current one marked for screen readers too.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageMeta } from '@league/shared';
import { CabinetPage, type BreadcrumbItem } from '@league/shared/cabinet';
import { paths, SECTIONS, type Section } from '../paths';
import './content.css';

export function ContentFrame({
  section,
  title,
  trail = [],
  actions,
  children,
}: {
  section: Section;
  /** The page's h1; the section's title when left out. */
  title?: string;
  /** Breadcrumbs between the section and the page (an item's list …). */
  trail?: BreadcrumbItem[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('cab-content');
  const { t: tc } = useTranslation('common');
  const sectionTitle = t(`sections.${section}`);
  const heading = title ?? sectionTitle;
  usePageMeta({ title: heading });
  const crumbs: BreadcrumbItem[] = [
    { title: tc('cabinet.title'), to: '/cabinet' },
    { title: tc('cabinet.content'), to: paths.news() },
    ...(title ? [{ title: sectionTitle, to: paths[section]() }, ...trail, { title }] : [{ title: sectionTitle }]),
  ];
  return (
    <CabinetPage title={heading} breadcrumbs={crumbs} actions={actions}>
      <nav className="ct-sections" aria-label={tc('cabinet.content')}>
        <ul>
          {SECTIONS.map((name) => (
            <li key={name}>
              <LocaleLink to={paths[name]()} aria-current={name === section ? 'page' : undefined}>
                {t(`sections.${name}`)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </CabinetPage>
  );
}
