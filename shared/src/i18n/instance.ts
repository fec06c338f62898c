// The one i18n instance lives in @league/runtime (a strict singleton, ADR 0300). This module hands
// it the shared namespaces' strings (ADR 0203): every language for the server render and the
// tests (bundled.ts), one language at a time for a browser build (`loadLanguage`).
import type { i18n as I18n } from 'i18next';
import * as runtime from '@league/runtime';
import type { Locale } from '../locale';
import { ENUM_NAMESPACE } from '../labels';
import { BUNDLED_STRINGS } from './bundled';

export {
  i18n,
  addNamespace,
  currentLocale,
  isLanguageLoaded,
  loadLanguage,
  type LanguageStrings,
} from '@league/runtime';

runtime.addSharedStrings({
  kk: () => import('./strings?locale=kk').then((m) => m.strings.kk),
  ru: () => import('./strings?locale=ru').then((m) => m.strings.ru),
  en: () => import('./strings?locale=en').then((m) => m.strings.en),
});

export function initI18n(locale?: Locale): I18n {
  return runtime.initI18n(locale, { ns: ['common', ENUM_NAMESPACE], resources: BUNDLED_STRINGS });
}
