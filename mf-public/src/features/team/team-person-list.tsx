// A list of a team's people on one of its tabs (staff, withdrawn players), not paginated.
import type { ReactNode } from 'react';
import { AsyncView, Skeleton, type ApiData } from '@league/shared';

/** The people as cards: a skeleton while they load, `empty` when there are none. */
export function TeamPersonList<A extends { data: unknown[] }>({
  data,
  empty,
  children,
}: {
  data: ApiData<A>;
  empty: string;
  children: (item: A['data'][number]) => ReactNode;
}) {
  return (
    <AsyncView
      data={data}
      loading={<Skeleton lines={4} height={40} />}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="lg-empty">{empty}</p>}
    >
      {(answer) => <ul className="pub-person-list">{answer.data.map((item) => children(item))}</ul>}
    </AsyncView>
  );
}
