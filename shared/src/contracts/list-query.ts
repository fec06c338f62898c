// The query of a cabinet list: page, page size, sort, search and the list's own filters — the
// parameters the cabinet's data table keeps in the URL (`useTableState().params`).
import { enums, object, optional, type Struct } from 'superstruct';
import { fromQuery, int, text } from './fields';

// oxlint-disable-next-line typescript/no-explicit-any
type ObjectSchema = Record<string, Struct<any, any>>;

export const LIST_MAX_PER_PAGE = 100;
export const LIST_DEFAULT_PER_PAGE = 20;

/** The paging fields of a list's query: `page` ≥ 1, `per_page` 1…100 (a bigger value is refused, never a 500). */
export const pageFields = {
  page: optional(fromQuery(int({ min: 1, max: 100_000 }))),
  per_page: optional(fromQuery(int({ min: 1, max: LIST_MAX_PER_PAGE }))),
};

/** `sort` values: each key ascending, or with a leading '-' descending. */
export type SortValue<K extends string> = K | `-${K}`;

/**
 * A list query contract. `sort` lists the columns a list may be sorted by; `filters` adds the
 * list's filter fields (numbers with `fromQuery()`); unknown keys are rejected.
 */
export function listQuery<K extends string, F extends ObjectSchema = Record<never, never>>(options: {
  sort: readonly K[];
  filters?: F;
}) {
  const sortValues = options.sort.flatMap((key) => [key, `-${key}`]) as SortValue<K>[];
  return object({
    ...pageFields,
    sort: optional(enums(sortValues) as unknown as Struct<SortValue<K>, null>),
    q: optional(text({ max: 100 })),
    ...((options.filters ?? {}) as F),
  });
}

/** Splits a sort value into its column and direction. */
export function parseSort<K extends string>(
  value: SortValue<K> | undefined,
  fallback: SortValue<K>,
): { key: K; direction: 'asc' | 'desc' } {
  const raw = value ?? fallback;
  return raw.startsWith('-') ? { key: raw.slice(1) as K, direction: 'desc' } : { key: raw as K, direction: 'asc' };
}
