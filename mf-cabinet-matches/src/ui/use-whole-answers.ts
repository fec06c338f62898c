// Writes that each answer the whole of what a page shows (ADR 0212, ADR 0213): the answer becomes
// the page's read; a 409 carries the state as it is now, which becomes the page's read with a notice
// that it was changed meanwhile. Other refusals are thrown on to the caller.
import { useState } from 'react';
import { endpointKey, queryClient, queryKeyFor, useLocale, type AnyEndpoint, type EndpointArgs } from '@league/shared';
import { conflictOf } from '@league/shared/cabinet';

export function useWholeAnswers<T, E extends AnyEndpoint>(read: E, args: EndpointArgs<E>, changedNotice: string) {
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);
  const store = (data: T) =>
    queryClient.setQueryData(queryKeyFor(endpointKey(read, args), locale), { success: true, data });
  /** Runs a write; true when it was saved, false when a 409 showed what is there now. */
  const run = async (write: () => Promise<{ data: T }>): Promise<boolean> => {
    setNotice(null);
    try {
      store((await write()).data);
      return true;
    } catch (error) {
      const current = conflictOf<T>(error);
      if (!current) throw error;
      store(current);
      setNotice(changedNotice);
      return false;
    }
  };
  return { notice, run };
}
