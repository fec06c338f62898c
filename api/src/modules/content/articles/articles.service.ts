// The cabinet's news and sport analytics (ADR 0260, 0261): the paged list, one item, a draft
// written, a save, the lifecycle (publish now, schedule, back to draft, unpublish) and delete.
// Every write is one transaction that names the version the editor loaded: a stale one changes
// nothing and answers 409 with the current item, so what the loser typed stays in their form.
import type {
  ArticleBody,
  ArticleKind,
  ArticlesQuery,
  ArticleStatusBody,
  CabinetArticle,
  Language,
} from '@league/shared/contracts';
import { parseSort } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { pageWindow } from '../../../lib/pagination';
import { insertWithFreeSlug } from '../../../lib/slug';
import { variantsOf } from '../pictures/pictures.repository';
import { toCabinetArticle, toListItem } from './article-dto';
import { articleValues, titleSlug, typedSlug } from './article-values';
import * as repo from './articles.repository';
import * as links from './links.repository';
import { nextStatus } from './lifecycle';

const field = (name: string, rule: string) => new AppError('validation_failed', { fields: { [name]: [{ rule }] } });
const yearIn = (instant: Date) => Number(instant.toISOString().slice(0, 4));

export function createArticlesService({ db, clock }: { db: DB; clock: Clock }) {
  async function read(executor: Executor, language: Language, kind: ArticleKind, id: number): Promise<CabinetArticle> {
    const row = await repo.findArticle(executor, kind, id);
    if (!row) throw new AppError('not_found');
    const [itemLinks, variants] = await Promise.all([
      kind === 'news' ? links.linksOf(executor, language, id) : Promise.resolve([]),
      variantsOf(executor, [row.image]),
    ]);
    return toCabinetArticle(kind, row, itemLinks, row.image ? variants.get(row.image) : undefined);
  }

  /** 409 with the item as it is now. */
  const stale = async (executor: Executor, language: Language, kind: ArticleKind, id: number): Promise<never> => {
    throw new AppError('conflict', { data: { current: await read(executor, language, kind, id) } });
  };

  /** The links and the cover must name things that exist; refused on their fields otherwise. */
  async function checkReferences(
    executor: Executor,
    kind: ArticleKind,
    body: ArticleBody,
    currentImage?: string | null,
  ) {
    const image = body.image?.trim();
    if (image && image !== currentImage && !(await variantsOf(executor, [image])).has(image))
      throw field('image', 'one_of');
    if (kind !== 'news') return;
    for (const [name, k] of [
      ['team_ids', 'team'],
      ['tournament_ids', 'tournament'],
      ['match_ids', 'match'],
    ] as const) {
      const wanted = body[name] ?? [];
      const found = await links.existingIds(executor, k, wanted);
      if (wanted.some((id) => !found.has(id))) throw field(name, 'one_of');
    }
  }

  const linkLists = (body: ArticleBody) => ({
    team: body.team_ids ?? [],
    tournament: body.tournament_ids ?? [],
    match: body.match_ids ?? [],
  });

  return {
    detail: (language: Language, kind: ArticleKind, id: number) => read(db, language, kind, id),

    async list(language: Language, kind: ArticleKind, query: ArticlesQuery) {
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
    },

    async create(language: Language, authorId: number, kind: ArticleKind, body: ArticleBody): Promise<CabinetArticle> {
      const id = await inTransaction(db, async (trx) => {
        await checkReferences(trx, kind, body);
        const values = articleValues(body);
        const typed = typedSlug(body);
        const extra = { author_id: authorId, published_at: clock(), year: yearIn(clock()) };
        let created: number | undefined;
        if (typed) {
          created = (await repo.slugTaken(trx, kind, typed))
            ? undefined
            : await repo.insertArticle(trx, kind, { ...values, slug: typed }, extra);
          if (created === undefined) throw field('slug', 'slug_taken');
        } else {
          created = (
            await insertWithFreeSlug(
              titleSlug(body, kind),
              (slug) => repo.slugTaken(trx, kind, slug),
              (slug) => repo.insertArticle(trx, kind, { ...values, slug }, extra),
            )
          ).id;
        }
        if (kind === 'news') await links.replaceLinks(trx, created, linkLists(body));
        return created;
      });
      return read(db, language, kind, id);
    },

    async update(language: Language, kind: ArticleKind, id: number, body: ArticleBody): Promise<CabinetArticle> {
      return inTransaction(db, async (trx) => {
        const current = await repo.findArticle(trx, kind, id, true);
        if (!current) throw new AppError('not_found');
        if (body.version === undefined) throw field('version', 'required');
        if (body.version !== current.version) await stale(trx, language, kind, id);
        await checkReferences(trx, kind, body, current.image);
        const slug = typedSlug(body) ?? current.slug;
        if (slug !== current.slug && (await repo.slugTaken(trx, kind, slug, id))) throw field('slug', 'slug_taken');
        if (!(await repo.updateArticle(trx, kind, id, body.version, { ...articleValues(body), slug }, clock())))
          await stale(trx, language, kind, id);
        if (kind === 'news') await links.replaceLinks(trx, id, linkLists(body));
        return read(trx, language, kind, id);
      });
    },

    async setStatus(
      language: Language,
      kind: ArticleKind,
      id: number,
      body: ArticleStatusBody,
    ): Promise<CabinetArticle> {
      return inTransaction(db, async (trx) => {
        const current = await repo.findArticle(trx, kind, id, true);
        if (!current) throw new AppError('not_found');
        if (body.version !== current.version) await stale(trx, language, kind, id);
        const now = clock();
        const change = nextStatus(current.status, body, now);
        if (change === 'refused') return stale(trx, language, kind, id);
        if (!(await repo.updateArticle(trx, kind, id, body.version, change, now))) await stale(trx, language, kind, id);
        if (kind === 'analytics' && change.published_at)
          await repo.setAnalyticsYear(trx, id, yearIn(change.published_at));
        return read(trx, language, kind, id);
      });
    },

    async remove(kind: ArticleKind, id: number, language: Language): Promise<{ id: number }> {
      return inTransaction(db, async (trx) => {
        const current = await repo.findArticle(trx, kind, id, true);
        if (!current) throw new AppError('not_found');
        if (current.status === 'published' || current.status === 'scheduled') await stale(trx, language, kind, id);
        await repo.deleteArticle(trx, kind, id);
        return { id };
      });
    },

    linkChoices: (language: Language, kind: links.LinkKind, q: string | undefined) =>
      links.linkChoices(db, language, kind, q),
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
