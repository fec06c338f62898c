// Page frame of the public site: head metadata, breadcrumbs and the one h1.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale, usePageMeta } from '@league/shared';
import { paths } from '../paths';
import { shareImageUrl, type ShareSubject } from './share-image';

export interface Crumb {
  title: string;
  slug: string;
}

export function Page({
  title,
  description,
  share,
  imageAlt,
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
  /** The page's subject: its share image is the one the API draws for it (ui/share-image.ts). */
  share?: ShareSubject;
  /** What the share image shows, when the title does not say it. */
  imageAlt?: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** The page needs its scripts at load, not on the visitor's first intent (see `PageMeta`). */
  scriptsAtLoad?: boolean;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const image = share ? shareImageUrl(share, locale) : undefined;
  usePageMeta({ title: metaTitle ?? title, description, image, imageAlt, scriptsAtLoad });
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
