// What differs between the kinds of small items of the content area (ADR 0265): the table, the
// column that names an item, the columns holding a picture or a file, the order on the site, and
// how a body becomes a row (defaults the table needs, HTML sanitised, a year or a slug derived).
import type { CatalogueKind } from '@league/shared/contracts';
import { sanitizeStaffHtml } from '../../../lib/html';

export interface KindConfig {
  table: string;
  /** The column (three languages) that names an item. */
  label: string;
  /** Columns that hold an uploaded picture's path. */
  pictures: readonly string[];
  /** The column that holds a PDF's path (documents). */
  file?: string;
  /** The order of the site. */
  order: readonly string[];
  /** A slug made from the label on create (trustees). */
  slug?: boolean;
  /** Extra columns of the row from the body (defaults, derived values); `now` is the write's time. */
  row?: (body: Record<string, unknown>, now: Date, creating: boolean) => Record<string, unknown>;
}

const yearOf = (value: unknown, now: Date) =>
  Number((typeof value === 'string' && /^\d{4}/.test(value) ? value : now.toISOString()).slice(0, 4));

export const KINDS: Record<CatalogueKind, KindConfig> = {
  videos: {
    table: 'videos',
    label: 'title',
    pictures: ['thumbnail'],
    order: ['published_at desc', 'id desc'],
    row: (body, now) => ({ published_at: body.published_at ?? now }),
  },
  press: {
    table: 'press_items',
    label: 'title',
    pictures: ['image'],
    order: ['year desc', 'published_at desc', 'id desc'],
    row: (body, now) => ({ year: yearOf(body.published_at, now) }),
  },
  partners: { table: 'partners', label: 'name', pictures: ['logo'], order: ['sort asc', 'id asc'] },
  banners: { table: 'banners', label: 'title', pictures: ['image'], order: ['placement asc', 'sort asc', 'id asc'] },
  employees: { table: 'employees', label: 'full_name', pictures: ['photo'], order: ['sort asc', 'id asc'] },
  trustees: {
    table: 'trustees',
    label: 'full_name',
    pictures: ['photo'],
    order: ['kind asc', 'sort asc', 'id asc'],
    slug: true,
  },
  documents: {
    table: 'public_documents',
    label: 'title',
    pictures: [],
    file: 'file_path',
    order: ['sort asc', 'year desc', 'id desc'],
    row: (_body, now, creating) => ({
      updated_at: now,
      mime: 'application/pdf',
      ...(creating ? { published_at: now } : {}),
    }),
  },
  contacts: { table: 'contacts', label: 'value', pictures: [], order: ['sort asc', 'id asc'] },
  pages: {
    table: 'pages',
    label: 'title',
    pictures: [],
    order: ['slug asc'],
    row: (body, now) => ({
      updated_at: now,
      body_kk: sanitizeStaffHtml(body.body_kk as string | null),
      body_ru: sanitizeStaffHtml(body.body_ru as string | null),
      body_en: sanitizeStaffHtml(body.body_en as string | null),
    }),
  },
};
