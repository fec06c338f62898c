// The languages the runtime knows: the same list as @league/shared's (contracts' `LANGUAGES`),
// kept here so the runtime depends on no product code.
export const LOCALES = ['kk', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'kk';
