// The public site's strings as the shell registers them: one loader per language, so a visitor's
// browser loads the page's language only (`?locale=`: config/locale-strings-loader.cjs, ADR 0203).
// The server build and the tests load resources.ts whole.
import type { LanguageStrings, Locale } from '@league/shared';

export const languages: Record<Locale, LanguageStrings> = {
  kk: () => import('./resources?locale=kk').then((m) => m.resources.kk),
  ru: () => import('./resources?locale=ru').then((m) => m.resources.ru),
  en: () => import('./resources?locale=en').then((m) => m.resources.en),
};
