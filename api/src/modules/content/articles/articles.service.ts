// The cabinet's news and sport analytics (ADR 0260, 0261): the paged list, one item, a draft
// written, a save, the lifecycle (publish now, schedule, back to draft, unpublish) and delete.
// Every write is one transaction that names the version the editor loaded: a stale one changes
// nothing and answers 409 with the current item, so what the loser typed stays in their form.
// The use cases are in reads.ts and writes.ts; this is the service the routes call.
import type { ArticleKind, Language } from '@league/shared/contracts';
import { bindDeps } from '../../../lib/bind-deps';
import type { ArticlesDeps } from './deps';
import * as reads from './reads';
import * as writes from './writes';

export type { ArticlesDeps } from './deps';

export function createArticlesService(deps: ArticlesDeps) {
  return {
    ...bindDeps(deps, {
      list: reads.listArticles,
      create: writes.createArticle,
      update: writes.updateArticle,
      setStatus: writes.setArticleStatus,
      remove: writes.removeArticle,
      linkChoices: reads.linkChoices,
    }),
    detail: (language: Language, kind: ArticleKind, id: number) => reads.readArticle(deps.db, language, kind, id),
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
