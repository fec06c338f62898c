// The cabinet's news and sport analytics (ADR 0260, 0261): the paged list, one item, a draft
// written, a save, the lifecycle (publish now, schedule, back to draft, unpublish) and delete.
// Every write is one transaction that names the version the editor loaded: a stale one changes
// nothing and answers 409 with the current item, so what the loser typed stays in their form.
// The use cases are in reads.ts and writes.ts; this is the service the routes call.
import type { ArticleBody, ArticleKind, ArticlesQuery, ArticleStatusBody, Language } from '@league/shared/contracts';
import type { ArticlesDeps } from './deps';
import type { LinkKind } from './links.repository';
import * as reads from './reads';
import * as writes from './writes';

export type { ArticlesDeps } from './deps';

export function createArticlesService(deps: ArticlesDeps) {
  return {
    detail: (language: Language, kind: ArticleKind, id: number) => reads.readArticle(deps.db, language, kind, id),
    list: (language: Language, kind: ArticleKind, query: ArticlesQuery) =>
      reads.listArticles(deps, language, kind, query),
    create: (language: Language, authorId: number, kind: ArticleKind, body: ArticleBody) =>
      writes.createArticle(deps, language, authorId, kind, body),
    update: (language: Language, kind: ArticleKind, id: number, body: ArticleBody) =>
      writes.updateArticle(deps, language, kind, id, body),
    setStatus: (language: Language, kind: ArticleKind, id: number, body: ArticleStatusBody) =>
      writes.setArticleStatus(deps, language, kind, id, body),
    remove: (kind: ArticleKind, id: number, language: Language) => writes.removeArticle(deps, kind, id, language),
    linkChoices: (language: Language, kind: LinkKind, q: string | undefined) =>
      reads.linkChoices(deps, language, kind, q),
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
