// URL slugs made from a title: Latin letters (Kazakh and Russian are transliterated), digits
// and single hyphens; a taken slug gets the first free `-2`, `-3`, … suffix.
import { transliterate } from '../modules/search/transliterate';

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

/** The first of `base`, `base-2`, `base-3`, … that `taken` says is free. */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
