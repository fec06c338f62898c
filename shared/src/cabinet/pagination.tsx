// Page links of a cabinet table (the page is in the URL), the page-size select and "x–y of N".
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PER_PAGE_OPTIONS, type TableState } from './use-table-state';

/** 1, the pages around the current one, and the last; gaps are shown as an ellipsis. */
export function pageWindow(current: number, pages: number): number[] {
  return [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
}

export function TablePagination({
  state,
  total,
  perPageOptions = PER_PAGE_OPTIONS,
}: {
  state: TableState;
  total: number;
  perPageOptions?: readonly number[];
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / state.perPage));
  const current = Math.min(state.page, pages);
  const from = total === 0 ? 0 : (current - 1) * state.perPage + 1;
  const to = Math.min(total, current * state.perPage);
  const options = perPageOptions.includes(state.perPage)
    ? perPageOptions
    : [...perPageOptions, state.perPage].sort((a, b) => a - b);
  const window = pageWindow(current, pages);

  return (
    <div className="lg-pager">
      <p className="lg-pager__range" aria-live="polite">
        {t('table.range', { from, to, total })}
      </p>
      {pages > 1 && (
        <nav aria-label={t('table.pagination')}>
          <ul className="lg-pager__pages">
            <li>
              {current > 1 ? (
                <Link to={state.hrefForPage(current - 1)} rel="prev" aria-label={t('table.previous')}>
                  ‹
                </Link>
              ) : (
                <span className="lg-pager__off" aria-hidden="true">
                  ‹
                </span>
              )}
            </li>
            {window.map((page, i) => (
              <li key={page}>
                {i > 0 && window[i - 1] !== page - 1 && <span aria-hidden="true">…</span>}
                <Link
                  to={state.hrefForPage(page)}
                  aria-label={t('table.page', { page })}
                  aria-current={page === current ? 'page' : undefined}
                >
                  {page}
                </Link>
              </li>
            ))}
            <li>
              {current < pages ? (
                <Link to={state.hrefForPage(current + 1)} rel="next" aria-label={t('table.next')}>
                  ›
                </Link>
              ) : (
                <span className="lg-pager__off" aria-hidden="true">
                  ›
                </span>
              )}
            </li>
          </ul>
        </nav>
      )}
      <div className="lg-pager__size">
        <label htmlFor={`${id}-per-page`}>{t('table.perPage')}</label>
        <select id={`${id}-per-page`} value={state.perPage} onChange={(e) => state.setPerPage(Number(e.target.value))}>
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
