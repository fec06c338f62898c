// What a page's structured data says of the league as its author: the league's own name, its icon
// as the logo, and the language the page is read in.
import { leagueIconUrl, useLeagueIdentity, useLocale, useSiteName } from '@league/shared';

export function useLeagueBrand() {
  const locale = useLocale();
  const siteName = useSiteName();
  const logo = leagueIconUrl(useLeagueIdentity(), 512);
  return { locale, siteName, logo };
}
