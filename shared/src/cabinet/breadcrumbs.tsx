// The cabinet's breadcrumbs: a labelled nav, the last item is the current page.
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';

export interface BreadcrumbItem {
  title: string;
  /** Unprefixed path; the current locale is added. The last item needs none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <nav className="lg-crumbs" aria-label={t('crumbs.label')}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.title}`}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined}>{item.title}</span>
              ) : (
                <LocaleLink to={item.to}>{item.title}</LocaleLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
