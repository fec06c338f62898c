// The list pages of the content sections (news, press, analytics, media, videos): the filters
// they keep in the URL (a year, a season) and one page of the list as a grid of cards.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AsyncView, EmptyState, Skeleton, type ApiData } from '@league/shared';
import { Pagination } from './pagination';
import './content.css';

/** The `year` query parameter (undefined when absent or not a year). */
export function useYearParam(): number | undefined {
  const [params] = useSearchParams();
  const year = Number(params.get('year'));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined;
}

/**
 * Links that choose a value of the query parameter `param` (kept in the URL, the first item's
 * `value` undefined for "all"); choosing one goes back to page 1.
 */
export function FilterChips({
  label,
  param,
  items,
  current,
}: {
  label: string;
  param: string;
  items: { value: number | undefined; label: string }[];
  current: number | undefined;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const href = (value: number | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === undefined) next.delete(param);
    else next.set(param, String(value));
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className="pub-chips" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={String(item.value)}>
            <Link to={href(item.value)} aria-current={item.value === current ? 'true' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Year links kept in the URL (`?year=2025`); choosing one goes back to page 1. */
export function YearFilter({ years, current }: { years: number[]; current: number | undefined }) {
  const { t } = useTranslation('public');
  if (years.length === 0) return null;
  const items = [
    { value: undefined, label: t('content.allYears') },
    ...years.map((year) => ({ value: year, label: String(year) })),
  ];
  return <FilterChips label={t('content.yearFilter')} param="year" items={items} current={current} />;
}

/** Skeleton cards for a grid while it loads. */
export function CardsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('common');
  return (
    <ul className="pub-grid" aria-busy="true" aria-label={t('state.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="lg-card pub-tile" aria-hidden="true">
          <span className="pub-image pub-image--empty" style={{ aspectRatio: '16 / 9' }} />
          <Skeleton lines={2} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One page of a list as a grid of cards: skeleton cards while it loads, `empty` when there is
 * nothing, then the cards and the page links (`perPage` when the answer does not say its own).
 */
export function PagedCardGrid<A extends { data: unknown[]; meta: { total: number; per_page: number } }>({
  data,
  empty,
  perPage,
  children,
}: {
  data: ApiData<A>;
  empty: string;
  perPage: number;
  children: (item: A['data'][number]) => ReactNode;
}) {
  return (
    <AsyncView
      data={data}
      loading={<CardsSkeleton />}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<EmptyState>{empty}</EmptyState>}
    >
      {(answer) => (
        <>
          <ul className="pub-grid">{answer.data.map((item) => children(item))}</ul>
          <Pagination total={answer.meta.total} perPage={answer.meta.per_page || perPage} />
        </>
      )}
    </AsyncView>
  );
}
