// One page of a list of people or clubs (the clubs, referees and players pages) as cards.
import type { ReactNode } from 'react';
import { AsyncView, Skeleton, type ApiData } from '@league/shared';
import { Pagination } from './pagination';
import './people.css';

/**
 * One page of a list of people or clubs as cards: a skeleton while it loads, `empty` when there
 * is nothing, then `renderSummary` (given the total), the cards and the page links.
 */
export function PagedPersonList<A extends { data: unknown[]; meta: { total: number } }>({
  data,
  empty,
  perPage,
  renderSummary,
  children,
}: {
  data: ApiData<A>;
  empty: string;
  perPage: number;
  renderSummary?: (total: number) => ReactNode;
  children: (item: A['data'][number]) => ReactNode;
}) {
  return (
    <AsyncView
      data={data}
      loading={<Skeleton lines={8} height={40} />}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="lg-empty">{empty}</p>}
    >
      {(answer) => (
        <>
          {renderSummary?.(answer.meta.total)}
          <ul className="pub-person-list">{answer.data.map((item) => children(item))}</ul>
          <Pagination total={answer.meta.total} perPage={perPage} />
        </>
      )}
    </AsyncView>
  );
}
