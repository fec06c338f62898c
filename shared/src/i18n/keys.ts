import { LOCALES, type Locale } from '../locale';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys present in one locale of a resource set but missing (or empty) in another. */
export function missingTranslations(resources: Record<Locale, unknown>): string[] {
  const all = new Set(LOCALES.flatMap((locale) => keysOf(resources[locale])));
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const own = new Set(keysOf(resources[locale]));
    for (const key of all) if (!own.has(key)) problems.push(`${locale}: ${key}`);
  }
  return problems.sort();
}
