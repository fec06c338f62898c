// The cabinet's news and analytics reads: the paged list, one item with its links and cover,
// the 409 that answers a stale version with the item as it is now, and the editor's link choices.
import type { ArticleKind, ArticlesQuery, CabinetArticle, Language } from '@league/shared/contracts';
import { parseSort } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { pageWindow } from '../../../lib/pagination';
import { variantsOf } from '../pictures/pictures.repository';
import { toCabinetArticle, toListItem } from './article-dto';
import * as repo from './articles.repository';
import type { ArticlesDeps } from './deps';
import * as links from './links.repository';

export async function readArticle(
  executor: Executor,
  language: Language,
  kind: ArticleKind,
  id: number,
): Promise<CabinetArticle> {
  const row = await repo.findArticle(executor, kind, id);
  if (!row) throw new AppError('not_found');
  const [itemLinks, variants] = await Promise.all([
    kind === 'news' ? links.linksOf(executor, language, id) : Promise.resolve([]),
    variantsOf(executor, [row.image]),
  ]);
  return toCabinetArticle(kind, row, itemLinks, row.image ? variants.get(row.image) : undefined);
}

/** 409 with the item as it is now. */
export const stale = async (executor: Executor, language: Language, kind: ArticleKind, id: number): Promise<never> => {
  throw new AppError('conflict', { data: { current: await readArticle(executor, language, kind, id) } });
};

export async function listArticles({ db }: ArticlesDeps, language: Language, kind: ArticleKind, query: ArticlesQuery) {
  const window = pageWindow(query);
  const sort = parseSort(query.sort, '-updated_at');
  const { total, rows } = await repo.pageArticles(
    db,
    kind,
    { q: query.q?.trim() || undefined, status: query.status },
    sort,
    window,
  );
  const variants = await variantsOf(
    db,
    rows.map((r) => r.image),
  );
  const data = rows.map((r) => toListItem(kind, language, r, r.image ? variants.get(r.image) : undefined));
  return { data, total, window };
}

export const linkChoices = ({ db }: ArticlesDeps, language: Language, kind: links.LinkKind, q: string | undefined) =>
  links.linkChoices(db, language, kind, q);
