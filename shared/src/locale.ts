// Locales and the URL rule: kk (default) has no prefix, the others are prefixed. The list itself
// is the contracts' one (`LANGUAGES`), which the API reads too.
import { LANGUAGES } from './contracts/enums';

export const LOCALES = LANGUAGES;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'kk';
const PREFIXED = new RegExp(`^/(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})(?=/|$)`);
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
export const LOCALE_LABELS: Record<Locale, string> = { kk: 'Қазақша', ru: 'Русский', en: 'English' };
/** The same, short, where a header has little room (the full name stays the link's accessible name). */
export const LOCALE_SHORT_LABELS: Record<Locale, string> = { kk: 'ҚАЗ', ru: 'РУС', en: 'ENG' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Splits a browser pathname into its locale and the unprefixed path ('/ru/teams' → ru, '/teams'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === '' ? '/' : rest };
}

/** Prefixes an unprefixed path for a locale ('/teams', 'ru' → '/ru/teams'; '/', 'ru' → '/ru'). */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

export function readLocaleCookie(cookie: string): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie);
  const value = match ? decodeURIComponent(match[1]) : null;
  return isLocale(value) ? value : null;
}

export function writeLocaleCookie(locale: Locale, doc: Document = document): void {
  const expires = new Date(Date.now() + LOCALE_COOKIE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  doc.cookie = `${LOCALE_COOKIE}=${locale}; expires=${expires}; path=/; SameSite=Lax`;
}

/**
 * The language a visitor chose with the switcher's plain link before the scripts ran (a page
 * still loading follows the link without the switcher's handler): arriving from the same page
 * of this site in another language. Null for any other arrival.
 */
export function languageChosenOnArrival(referrer: string, href: string): Locale | null {
  let from: URL;
  let to: URL;
  try {
    from = new URL(referrer);
    to = new URL(href);
  } catch {
    return null;
  }
  if (from.origin !== to.origin) return null;
  const before = splitLocale(from.pathname);
  const now = splitLocale(to.pathname);
  return before.locale !== now.locale && before.path === now.path ? now.locale : null;
}
