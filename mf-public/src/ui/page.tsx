// Page frame of the public site: head metadata, breadcrumbs and the one h1.
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LocaleLink, localizePath, useLocale, usePageMeta, type Locale } from '@league/shared';
import { paths } from '../paths';
import { shareImageUrl, type ShareSubject } from './share-image';

export interface Crumb {
  title: string;
  slug: string;
}

/**
 * The schema.org BreadcrumbList of a page: home, its crumbs, then the page itself when the last
 * crumb is not this very address.
 */
function breadcrumbList(trail: Crumb[], title: string, pathname: string, locale: Locale): object[] {
  if (!trail.length) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        ...trail.map((c) => ({ name: c.title, item: localizePath(c.slug, locale) })),
        ...(localizePath(trail[trail.length - 1]!.slug, locale) === pathname ? [] : [{ name: title, item: pathname }]),
      ].map((c, i) => ({ '@type': 'ListItem', position: i + 1, ...c })),
    },
  ];
}

/** The breadcrumbs above the title, from the home page down. */
function Crumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('crumbs.label')} className="pub-crumbs">
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
  );
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
  structuredData,
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
  /** The page's subject as schema.org objects (a SportsEvent, a SportsTeam…); breadcrumbs are added from `crumbs`. */
  structuredData?: object[];
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const image = share ? shareImageUrl(share, locale) : undefined;
  const { pathname } = useLocation();
  const trail = crumbs && crumbs.length > 0 ? [{ title: t('nav.home'), slug: paths.home() }, ...crumbs] : [];
  const breadcrumbs = breadcrumbList(trail, title, pathname, locale);
  const data = [...(structuredData ?? []), ...breadcrumbs];
  usePageMeta({
    title: metaTitle ?? title,
    description,
    image,
    imageAlt,
    scriptsAtLoad,
    jsonLd: data.length ? JSON.stringify(data) : undefined,
  });
  return (
    <div className={`lg-container pub-page${wide ? ' pub-page--wide' : ''}`}>
      {crumbs && crumbs.length > 0 && <Crumbs crumbs={crumbs} />}
      <div className="pub-page__head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/**
 * The page of a section of the site: the h1 and description are the section's strings
 * (`<section>.title`, `<section>.description`, namespace `public`) and its one crumb leads to
 * `slug` under the section's title; `title` replaces the h1 when the page shows a part of it.
 */
export function SectionPage({
  section,
  slug,
  title,
  ...props
}: { section: string; slug: string; title?: string } & Omit<
  ComponentProps<typeof Page>,
  'title' | 'description' | 'crumbs'
>) {
  const { t } = useTranslation('public');
  const sectionTitle = t(`${section}.title`);
  return (
    <Page
      title={title ?? sectionTitle}
      description={t(`${section}.description`)}
      crumbs={[{ title: sectionTitle, slug }]}
      {...props}
    />
  );
}
