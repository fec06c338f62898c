// The cabinet's news and analytics writes: a draft written, a save, the lifecycle (publish now,
// schedule, back to draft, unpublish) and delete, each one transaction under the loaded version.
import type { ArticleBody, ArticleKind, ArticleStatusBody, CabinetArticle, Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { insertWithFreeSlug } from '../../../lib/slug';
import { variantsOf } from '../pictures/pictures.repository';
import { articleValues, titleSlug, typedSlug } from './article-values';
import * as repo from './articles.repository';
import type { ArticlesDeps } from './deps';
import { nextStatus } from './lifecycle';
import * as links from './links.repository';
import { readArticle, stale } from './reads';

const field = (name: string, rule: string) => new AppError('validation_failed', { fields: { [name]: [{ rule }] } });
const yearIn = (instant: Date) => Number(instant.toISOString().slice(0, 4));

/** The links and the cover must name things that exist; refused on their fields otherwise. */
async function checkReferences(executor: Executor, kind: ArticleKind, body: ArticleBody, currentImage?: string | null) {
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

export async function createArticle(
  { db, clock }: ArticlesDeps,
  language: Language,
  authorId: number,
  kind: ArticleKind,
  body: ArticleBody,
): Promise<CabinetArticle> {
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
  return readArticle(db, language, kind, id);
}

export async function updateArticle(
  { db, clock }: ArticlesDeps,
  language: Language,
  kind: ArticleKind,
  id: number,
  body: ArticleBody,
): Promise<CabinetArticle> {
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
    return readArticle(trx, language, kind, id);
  });
}

export async function setArticleStatus(
  { db, clock }: ArticlesDeps,
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
    if (kind === 'analytics' && change.published_at) await repo.setAnalyticsYear(trx, id, yearIn(change.published_at));
    return readArticle(trx, language, kind, id);
  });
}

export async function removeArticle(
  { db }: ArticlesDeps,
  kind: ArticleKind,
  id: number,
  language: Language,
): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const current = await repo.findArticle(trx, kind, id, true);
    if (!current) throw new AppError('not_found');
    if (current.status === 'published' || current.status === 'scheduled') await stale(trx, language, kind, id);
    await repo.deleteArticle(trx, kind, id);
    return { id };
  });
}
