// The frame of a cabinet page: breadcrumbs, the one h1 and the page's actions.
import type { ReactNode } from 'react';
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
