// The one i18n instance of the product. The shell initialises it; each remote adds its own
// namespace with `addNamespace` when it loads. kk is the default and the fallback.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale';
import { ENUM_LABELS, ENUM_NAMESPACE } from '../labels';
import { common } from './common';

export const i18n: I18n = i18next.createInstance();

let initialised = false;

export function initI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  if (initialised) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  initialised = true;
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['common', ENUM_NAMESPACE],
    defaultNS: 'common',
    resources: {
      kk: { common: common.kk, [ENUM_NAMESPACE]: ENUM_LABELS.kk },
      ru: { common: common.ru, [ENUM_NAMESPACE]: ENUM_LABELS.ru },
      en: { common: common.en, [ENUM_NAMESPACE]: ENUM_LABELS.en },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false,
    returnNull: false,
    saveMissing: process.env.NODE_ENV !== 'production',
    missingKeyHandler: (lngs, ns, key) => {
      // A missing key is a bug: say so loudly outside production.
      console.error(`[i18n] missing key ${ns}:${key} for ${lngs.join(',')}`);
    },
  });
  return i18n;
}

/** Registers a remote's strings under its own namespace (idempotent). */
export function addNamespace(ns: string, resources: Record<Locale, Record<string, unknown>>): void {
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, resources[locale], true, false);
  }
}

export const currentLocale = (): Locale => (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : DEFAULT_LOCALE;
