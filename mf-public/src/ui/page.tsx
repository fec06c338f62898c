// Page frame of the public site: head metadata, breadcrumbs and the one h1.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageMeta } from '@league/shared';
import { paths } from '../paths';

export interface Crumb {
  title: string;
  slug: string;
}

export function Page({
  title,
  description,
  image,
  crumbs,
  actions,
  children,
  wide,
  metaTitle,
  scriptsAtLoad,
}: {
  title: string;
  /** The document title when it must differ from the h1 (the home page: not the site name twice). */
  metaTitle?: string;
  description?: string;
  image?: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** The page needs its scripts at load, not on the visitor's first intent (see `PageMeta`). */
  scriptsAtLoad?: boolean;
}) {
  const { t } = useTranslation('common');
  usePageMeta({ title: metaTitle ?? title, description, image, scriptsAtLoad });
  return (
    <div className={`lg-container pub-page${wide ? ' pub-page--wide' : ''}`}>
      {crumbs && crumbs.length > 0 && (
        <nav aria-label="breadcrumb" className="pub-crumbs">
          <ol>
            <li>
              <LocaleLink to={paths.home()}>{t('nav.home')}</LocaleLink>
            </li>
            {crumbs.map((c) => (
              <li key={c.slug}>
                <LocaleLink to={c.slug}>{c.title}</LocaleLink>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="pub-page__head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
