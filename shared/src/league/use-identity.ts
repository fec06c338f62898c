// The league's identity in a component: one query of `GET /league` (the server render fetches it
// with the page and embeds it, so the first paint already has the league's own name), the
// defaults while it loads or if it fails. A save in the cabinet invalidates it; every other
// process serves the new identity at once (the public data version moves with the write).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LeagueIdentity } from '../contracts/league-identity';
import { endpointQuery } from '../data/use-endpoint';
import { identity as identityEndpoint } from '../endpoints/league';
import { useLocale } from '../ui/locale-link';
import { DEFAULT_IDENTITY, siteName } from './identity';

/**
 * The identity; the defaults while it loads. A failed read answers the defaults too (kept like any
 * answer, read again when stale): the league's name never keeps a page from rendering, on the
 * server or in the browser.
 */
export function useLeagueIdentity(): LeagueIdentity {
  const locale = useLocale();
  const { queryKey, queryFn } = endpointQuery(identityEndpoint, {}, locale);
  const answer = useQuery({
    queryKey,
    queryFn: (context: { signal: AbortSignal }) => queryFn(context).catch(() => FALLBACK),
  });
  return answer.data?.data ?? DEFAULT_IDENTITY;
}

const FALLBACK = { success: true as const, data: DEFAULT_IDENTITY };

/** The league's name in the language the page is shown in (the i18n instance's, which follows the URL). */
export function useSiteName(): string {
  const { i18n } = useTranslation('common');
  const locale = useLocale();
  return siteName(useLeagueIdentity(), i18n.language || locale);
}

/** The identity a query client holds for a language (the server render's head), else the defaults. */
export function identityFromCache(client: QueryClient, locale: string): LeagueIdentity {
  const answer = client.getQueryData<{ data: LeagueIdentity }>(endpointQuery(identityEndpoint, {}, locale).queryKey);
  return answer?.data ?? DEFAULT_IDENTITY;
}
