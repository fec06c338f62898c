import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from 'react-router-dom';

/** Page links driven by the `page` query parameter (kept in the URL, so back/forward work). */
export function Pagination({ total, perPage }: { total: number; perPage: number }) {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  if (pages <= 1) return null;
  const href = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const window = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pub-pagination" aria-label={t('ui.pagination')}>
      <ul>
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev">
              ‹ <span className="lg-visually-hidden">{t('ui.prev')}</span>
            </Link>
          </li>
        )}
        {window.map((page, i) => (
          <li key={page}>
            {i > 0 && window[i - 1] !== page - 1 && <span aria-hidden="true">…</span>}
            <Link to={href(page)} aria-current={page === current ? 'page' : undefined}>
              {page}
            </Link>
          </li>
        ))}
        {current < pages && (
          <li>
            <Link to={href(current + 1)} rel="next">
              › <span className="lg-visually-hidden">{t('ui.next')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The current page number from the URL (1 when absent or invalid). */
export function usePageNumber(): number {
  const [params] = useSearchParams();
  return Math.max(1, Number(params.get('page')) || 1);
}
