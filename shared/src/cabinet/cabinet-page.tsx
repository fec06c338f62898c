// The frame of a cabinet page: breadcrumbs, the one h1 and the page's actions; and the frame of a
// create / edit page, which also names the document and starts its breadcrumbs at the cabinet.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../head';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

export function CabinetPage({
  title,
  breadcrumbs = [],
  actions,
  children,
}: {
  title: string;
  breadcrumbs?: BreadcrumbItem[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="lg-cabinet-page">
      <Breadcrumbs items={breadcrumbs} />
      <header className="lg-cabinet-page__head">
        <h1>{title}</h1>
        {actions && <div className="lg-cabinet-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/**
 * A form page (create or edit): the document title (`pageTitle`, else `title`), breadcrumbs from
 * the cabinet through `trail` (the list, the item …) to the page's own title, the h1 and actions.
 */
export function CabinetFormPage({
  title,
  pageTitle,
  trail = [],
  actions,
  children,
}: {
  title: string;
  pageTitle?: string;
  trail?: BreadcrumbItem[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  usePageMeta({ title: pageTitle ?? title });
  return (
    <CabinetPage
      title={title}
      breadcrumbs={[{ title: t('cabinet.title'), to: '/cabinet' }, ...trail, { title }]}
      actions={actions}
    >
      {children}
    </CabinetPage>
  );
}
