// The league's identity as every app reads it: the defaults an empty database shows (the names
// the product was built with) and the one way to say the site's name in a language. The header,
// page titles, `og:site_name`, JSON-LD, print heads and the API's e-mails, calendars, manifest
// and share cards all take the name from here, never from a string of their own.
import type { LeagueIdentity } from '../contracts/league-identity';
import type { Locale } from '../locale';

const none = { kk: '', ru: '', en: '' };

/** What the league is called and looks like until its super_admin says otherwise. */
export const DEFAULT_IDENTITY: LeagueIdentity = {
  name: { kk: 'Жасөспірімдер футбол лигасы', ru: 'Юношеская футбольная лига', en: 'Youth Football League' },
  short_name: { kk: 'Лига', ru: 'Лига', en: 'League' },
  logo: null,
  colors: { primary: '#0d2747', accent: '#f5b700' },
  contacts: { email: '', phone: '', address: none },
  social: [],
  about: none,
  version: 0,
};

type Named = Pick<LeagueIdentity, 'name' | 'short_name'>;

/** The league's name in a language (its Kazakh name when that language's is empty). */
export const siteName = (identity: Named, locale: Locale | string): string =>
  identity.name[locale as Locale] || identity.name.kk;

/** The league's short name in a language (its Kazakh one when that language's is empty). */
export const siteShortName = (identity: Named, locale: Locale | string): string =>
  identity.short_name[locale as Locale] || identity.short_name.kk;

/**
 * The address of the league's square PNG icon (its own logo drawn, or its mark without one),
 * versioned with the identity so a new logo is a new address. The manifest, the page head and the
 * pages' structured data all point here, never at a file of the product's own.
 */
export const leagueIconUrl = (
  identity: Pick<LeagueIdentity, 'version'>,
  size: 32 | 180 | 192 | 512,
  maskable = false,
): string => `/api/v1/league/icon?size=${size}${maskable ? '&maskable=1' : ''}&v=${identity.version}`;
