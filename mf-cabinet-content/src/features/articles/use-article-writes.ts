// The editor's writes: create or save (naming the loaded version), the lifecycle change and
// delete. A 409 keeps what was typed: the form takes the saved version's number (the next save
// overwrites it only when asked again) and the page shows what differs.
import { useState } from 'react';
import type { FormApi } from 'final-form';
import { useEndpointMutation, type ArticleKind, type ArticleStatusBody, type CabinetArticle } from '@league/shared';
import { conflictOf, endpoints } from '@league/shared/cabinet';
import { articleBodyOf, type ArticleFormValues } from './article-values';

const api = endpoints.contentCabinet;

export function useArticleWrites(kind: ArticleKind, id: number | null) {
  const invalidates = [api.articles, api.article];
  const create = useEndpointMutation(api.createArticle, { invalidates });
  const update = useEndpointMutation(api.updateArticle, { invalidates });
  const status = useEndpointMutation(api.setArticleStatus, { invalidates });
  const remove = useEndpointMutation(api.deleteArticle, { invalidates: [api.articles] });
  const [conflict, setConflict] = useState<CabinetArticle | null>(null);

  const keep = (error: unknown, form?: FormApi<ArticleFormValues>) => {
    const current = conflictOf<CabinetArticle>(error);
    if (current) {
      setConflict(current);
      form?.change('version', current.version);
    }
    throw error;
  };

  return {
    conflict,
    clearConflict: () => setConflict(null),
    async save(values: ArticleFormValues, form: FormApi<ArticleFormValues>): Promise<CabinetArticle> {
      const body = articleBodyOf(values);
      try {
        const answer =
          id === null
            ? await create.mutateAsync({ params: { kind }, body })
            : await update.mutateAsync({ params: { kind, id }, body });
        setConflict(null);
        return answer.data;
      } catch (error) {
        return keep(error, form);
      }
    },
    async setStatus(body: ArticleStatusBody): Promise<CabinetArticle> {
      if (id === null) throw new Error('no item');
      try {
        return (await status.mutateAsync({ params: { kind, id }, body })).data;
      } catch (error) {
        return keep(error);
      }
    },
    remove: () => (id === null ? Promise.resolve() : remove.mutateAsync({ params: { kind, id } })),
  };
}
