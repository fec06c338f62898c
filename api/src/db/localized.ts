// Reading visitor text in the request's language with kk as the fallback, in SQL:
// `localized('t.title', 'ru')` → coalesce(nullif(t.title_ru, ''), t.title_kk).
import type { Language } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';

export function localized(column: string, language: Language): RawBuilder<string> {
  const kk = sql.ref(`${column}_kk`);
  if (language === 'kk') return sql<string>`${kk}`;
  return sql<string>`coalesce(nullif(${sql.ref(`${column}_${language}`)}, ''), ${kk})`;
}

/** Like `localized` for optional text: null when no language has a value. */
export function localizedOptional(column: string, language: Language): RawBuilder<string | null> {
  const kk = sql.ref(`${column}_kk`);
  if (language === 'kk') return sql<string | null>`nullif(${kk}, '')`;
  return sql<string | null>`coalesce(nullif(${sql.ref(`${column}_${language}`)}, ''), nullif(${kk}, ''))`;
}

/** Picks a language from a row that was read with all three columns (kk fallback). */
export function pick(row: Record<string, unknown>, column: string, language: Language): string {
  const value = row[`${column}_${language}`];
  if (typeof value === 'string' && value !== '') return value;
  const kk = row[`${column}_kk`];
  return typeof kk === 'string' ? kk : '';
}
