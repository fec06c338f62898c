// The one i18n instance of the product. The shell initialises it; each remote adds its own
// namespace with `addNamespace` when it loads. kk is the default and the fallback. The shared
// namespaces' strings are @league/shared's: it hands them over with `addSharedStrings`.
//
// Strings by language (ADR 0203): the server render and the tests start with every language
// (bundled.ts). A browser build starts with none and loads one language's strings — the shared
// namespaces' and every registered remote's — with `loadLanguage`, before the first render and
// before a change of language shows.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

export const i18n: I18n = i18next.createInstance();

type Strings = Record<string, unknown>;
/** A namespace's strings in one language: the strings, or a loader of them (a browser build's). */
export type LanguageStrings = Strings | (() => Promise<Strings>);

/** Several namespaces' strings in one language, by namespace. */
export type NamespaceStrings = Record<string, Strings>;

/** The shared namespaces of one language, loaded apart from the rest of the bundle (the first registered). */
let sharedStrings: Record<Locale, () => Promise<NamespaceStrings>> | null = null;

/**
 * Hands over the loaders of the shared namespaces' strings (@league/shared does, as it loads).
 * The first registration stands: the shell's copy of the strings loads first.
 */
export function addSharedStrings(loaders: Record<Locale, () => Promise<NamespaceStrings>>): void {
  sharedStrings ??= loaders;
}

export interface I18nStart {
  /** The namespaces the instance starts with; the first is the default one. */
  ns?: string[];
  /** Strings it starts with, by language (a browser build starts with none). */
  resources?: Partial<Record<Locale, NamespaceStrings>>;
}

let initialised = false;

export function initI18n(locale: Locale = DEFAULT_LOCALE, start: I18nStart = {}): I18n {
  if (initialised) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  initialised = true;
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: start.ns ?? ['common'],
    defaultNS: start.ns?.[0] ?? 'common',
    resources: start.resources ?? {},
    // A browser build adds languages as they load.
    partialBundledLanguages: true,
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

/** Loaders of remote namespaces' languages not loaded yet: `locale` → namespace → loader. */
const waiting = new Map<Locale, Map<string, () => Promise<Strings>>>(LOCALES.map((locale) => [locale, new Map()]));
const loading = new Map<Locale, Promise<void>>();

/** Registers a remote's strings under its own namespace (idempotent); a loader waits for `loadLanguage`. */
export function addNamespace(ns: string, resources: Record<Locale, LanguageStrings>): void {
  for (const locale of LOCALES) {
    if (i18n.hasResourceBundle(locale, ns)) continue;
    const strings = resources[locale];
    if (typeof strings === 'function') {
      if (!waiting.get(locale)!.has(ns)) waiting.get(locale)!.set(ns, strings);
    } else {
      i18n.addResourceBundle(locale, ns, strings, true, false);
    }
  }
}

/** Whether every string of `locale` registered so far is here (the shared ones and each remote's). */
export function isLanguageLoaded(locale: Locale): boolean {
  return (i18n.hasResourceBundle(locale, 'common') || !sharedStrings) && waiting.get(locale)!.size === 0;
}

/**
 * Loads the strings of `locale` that are not here yet: the shared namespaces and every namespace
 * registered with a loader. Resolves at once when there is nothing to load. A failed load can be
 * tried again.
 */
export function loadLanguage(locale: Locale): Promise<void> {
  if (isLanguageLoaded(locale)) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    const jobs: Promise<void>[] = [];
    if (!i18n.hasResourceBundle(locale, 'common') && sharedStrings) {
      jobs.push(
        sharedStrings[locale]().then((namespaces) => {
          for (const [ns, strings] of Object.entries(namespaces))
            i18n.addResourceBundle(locale, ns, strings, true, false);
        }),
      );
    }
    for (const [ns, load] of waiting.get(locale)!) {
      jobs.push(
        load().then((strings) => {
          i18n.addResourceBundle(locale, ns, strings, true, false);
          waiting.get(locale)!.delete(ns);
        }),
      );
    }
    promise = Promise.all(jobs)
      .then(() => undefined)
      .finally(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  // A namespace registered while this load ran is loaded by the next call.
  return promise.then(() => loadLanguage(locale));
}

export const currentLocale = (): Locale =>
  (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : DEFAULT_LOCALE;
