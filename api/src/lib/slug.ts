// URL slugs made from a title: Latin letters (Kazakh and Russian are transliterated), digits
// and single hyphens; a taken slug gets the first free `-2`, `-3`, … suffix.
//
// Two creates of one title at once (a double-clicked save, two API processes) both find `base`
// free; the second insert then breaks the slug's unique index. So a new row is inserted with
// `on conflict (slug) do nothing` (`insertWithFreeSlug`): PostgreSQL makes that insert wait for
// the transaction holding the same slug, and when it committed the insert adds nothing and the
// next suffix is tried — each create gets the slug it would have got one after the other.
import { transliterate } from './transliterate';

export function slugFrom(title: string, fallback = 'item'): string {
  const slug = transliterate(title)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

const candidate = (base: string, n: number) => (n === 1 ? base : `${base}-${n}`);

/**
 * Inserts a row under the first free slug of `base`, `base-2`, …: `taken` skips the slugs already
 * stored, and `insert` inserts with `on conflict (slug) do nothing` and answers the new id, or
 * undefined when another transaction stored that slug meanwhile (then the next one is tried).
 */
export async function insertWithFreeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
  insert: (slug: string) => Promise<number | undefined>,
): Promise<{ id: number; slug: string }> {
  for (let n = 1; ; n++) {
    const slug = candidate(base, n);
    if (await taken(slug)) continue;
    const id = await insert(slug);
    if (id !== undefined) return { id, slug };
  }
}

/**
 * Slugs for many new rows at once (the registry import): for each base the first of `base`,
 * `base-2` … that is neither in `taken` nor given to an earlier row. A slug another transaction
 * stores meanwhile makes that row's insert add nothing; its caller then uses `insertWithFreeSlug`.
 */
export function freeSlugs(bases: string[], taken: Set<string>): string[] {
  const used = new Set(taken);
  return bases.map((base) => {
    let n = 1;
    while (used.has(candidate(base, n))) n++;
    const slug = candidate(base, n);
    used.add(slug);
    return slug;
  });
}
