// SQL of the cabinet's news and sport analytics (one shape, two tables: `kind` names which).
// Every function takes `db` or a `trx` first. A versioned update names the version it read and
// changes nothing when another save moved it meanwhile (the caller answers 409).
import type { ArticleKind, ArticleStatus } from '@league/shared/contracts';
import { sql } from 'kysely';
import { countRows } from '../../../db/count-rows';
import type { Executor } from '../../../db/database';
import { anyLanguageLike } from '../../../db/localized-like';
import { insertUnlessSlugTaken } from '../../../db/slug-insert';
import { likePattern } from '../../../lib/like-pattern';

export const TABLE = { news: 'news', analytics: 'sport_analytics' } as const satisfies Record<ArticleKind, string>;
// The two tables share the columns used here; Kysely is told it is `news`.
const from = (kind: ArticleKind) => TABLE[kind] as 'news';

export interface ArticleRow {
  id: number;
  slug: string;
  status: ArticleStatus;
  version: number;
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  lead_kk: string | null;
  lead_ru: string | null;
  lead_en: string | null;
  body_kk: string | null;
  body_ru: string | null;
  body_en: string | null;
  seo_title_kk: string | null;
  seo_title_ru: string | null;
  seo_title_en: string | null;
  seo_description_kk: string | null;
  seo_description_ru: string | null;
  seo_description_en: string | null;
  image: string | null;
  tags: string[];
  publish_at: Date | null;
  published_at: Date | null;
  updated_at: Date;
  /** Whether it has ever been shown (a published_at set by publishing, not the draft's placeholder). */
}

/** What a save writes (texts already trimmed and sanitised). */
export type ArticleValues = Omit<
  ArticleRow,
  'id' | 'status' | 'version' | 'publish_at' | 'published_at' | 'updated_at'
>;

const COLUMNS = [
  'id',
  'slug',
  'status',
  'version',
  'title_kk',
  'title_ru',
  'title_en',
  'lead_kk',
  'lead_ru',
  'lead_en',
  'body_kk',
  'body_ru',
  'body_en',
  'seo_title_kk',
  'seo_title_ru',
  'seo_title_en',
  'seo_description_kk',
  'seo_description_ru',
  'seo_description_en',
  'image',
  'publish_at',
  'published_at',
  'updated_at',
] as const;

function select(db: Executor, kind: ArticleKind) {
  const tags = kind === 'news' ? sql<string[]>`a.tags` : sql<string[]>`'{}'::text[]`;
  return db
    .selectFrom(`${from(kind)} as a` as 'news as a')
    .select(COLUMNS.map((c) => `a.${c}` as const))
    .select(tags.as('tags'));
}

export async function findArticle(db: Executor, kind: ArticleKind, id: number, lock = false) {
  let query = select(db, kind).where('a.id', '=', id);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as ArticleRow | undefined;
}

export interface ArticleListFilter {
  q?: string;
  status?: ArticleStatus;
}

export async function pageArticles(
  db: Executor,
  kind: ArticleKind,
  filter: ArticleListFilter,
  sort: { key: 'updated_at' | 'published_at' | 'title'; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  let query = db.selectFrom(`${from(kind)} as a` as 'news as a');
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.q) query = query.where(anyLanguageLike('a.title', likePattern(filter.q)));
  const column = sort.key === 'title' ? 'a.title_kk' : (`a.${sort.key}` as const);
  const [total, rows] = await Promise.all([
    countRows(query),
    query
      .select(['a.id', 'a.slug', 'a.title_kk', 'a.title_ru', 'a.title_en', 'a.status', 'a.image'])
      .select(['a.publish_at', 'a.published_at', 'a.updated_at'])
      .orderBy(column, sort.direction)
      .orderBy('a.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total, rows };
}

export async function slugTaken(db: Executor, kind: ArticleKind, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom(from(kind)).select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Inserts a draft under `slug` unless another transaction took it meanwhile (then undefined). */
export async function insertArticle(
  db: Executor,
  kind: ArticleKind,
  values: ArticleValues,
  extra: { author_id: number | null; published_at: Date; year?: number },
): Promise<number | undefined> {
  const { tags, ...rest } = values;
  const row = {
    ...rest,
    ...(kind === 'news' ? { tags } : { year: extra.year }),
    author_id: extra.author_id,
    published_at: extra.published_at,
    status: 'draft' as const,
  };
  return insertUnlessSlugTaken(db, from(kind), row as never);
}

/** Writes the values if the row is still at `version`; answers whether it did. */
export async function updateArticle(
  db: Executor,
  kind: ArticleKind,
  id: number,
  version: number,
  values: Partial<ArticleValues> & { status?: ArticleStatus; publish_at?: Date | null; published_at?: Date },
  now: Date,
): Promise<boolean> {
  const { tags, ...rest } = values;
  const result = await db
    .updateTable(from(kind))
    .set({ ...rest, ...(kind === 'news' && tags ? { tags } : {}), version: version + 1, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteArticle(db: Executor, kind: ArticleKind, id: number): Promise<void> {
  await db.deleteFrom(from(kind)).where('id', '=', id).execute();
}

export async function setAnalyticsYear(db: Executor, id: number, year: number): Promise<void> {
  await db.updateTable('sport_analytics').set({ year }).where('id', '=', id).execute();
}

/**
 * Publishes the scheduled items of `kind` due by `due`, stamped `now`; answers their ids. Each
 * row's lock makes a second process's statement skip the rows this one published.
 */
export async function publishDueIn(db: Executor, kind: ArticleKind, due: Date, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable(from(kind))
    .set((eb) => ({
      status: 'published',
      published_at: now,
      publish_at: null,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', due)
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  if (kind === 'analytics' && ids.length)
    await db
      .updateTable('sport_analytics')
      .set({ year: Number(now.toISOString().slice(0, 4)) })
      .where('id', 'in', ids)
      .execute();
  return ids;
}
