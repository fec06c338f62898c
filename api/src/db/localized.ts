// Reading visitor text in the request's language with kk as the fallback, in SQL:
// `localized('t.title', 'ru')` → coalesce(nullif(t.title_ru, ''), t.title_kk).
import { LANGUAGES, type Language } from '@league/shared/contracts';
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

/** `value` for an outer-joined row `<alias>`, or null when no row was joined. */
export function whenJoined<T>(alias: string, value: RawBuilder<T>): RawBuilder<T | null> {
  return sql<T | null>`case when ${sql.ref(`${alias}.id`)} is null then null else ${value} end`;
}

/** The localized `<alias>.<column>` of an outer-joined row, or null when no row was joined. */
export function localizedOrNull(alias: string, column: string, language: Language): RawBuilder<string | null> {
  return whenJoined(alias, localized(`${alias}.${column}`, language));
}

/** Picks a language from a row that was read with all three columns (kk fallback). */
export function pick(row: Record<string, unknown>, column: string, language: Language): string {
  const value = row[`${column}_${language}`];
  if (typeof value === 'string' && value !== '') return value;
  const kk = row[`${column}_kk`];
  return typeof kk === 'string' ? kk : '';
}

/** A person's name as a page or a search shows it: first name, then last name (`<alias>.first_name_<lang>` …). */
export function fullName(alias: string, language: Language): RawBuilder<string> {
  return sql<string>`${localized(`${alias}.first_name`, language)} || ' ' || ${localized(`${alias}.last_name`, language)}`;
}

/** A person's name as lists and match sheets show it: last name, then first name. */
export function surnameFirst(alias: string, language: Language): RawBuilder<string> {
  return sql<string>`${localized(`${alias}.last_name`, language)} || ' ' || ${localized(`${alias}.first_name`, language)}`;
}

/**
 * Whether a person's name in any language matches a LIKE pattern, read as `first last`,
 * `last first` or either of the two; a part missing in a language is read as empty.
 */
export function nameLike(
  alias: string,
  pattern: string,
  orders: 'first-last' | 'last-first' | 'either',
): RawBuilder<boolean> {
  const joined = (l: string, a: string, b: string) =>
    sql`coalesce(${sql.ref(`${alias}.${a}_${l}`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.${b}_${l}`)}, '') ilike ${pattern}`;
  const tests = LANGUAGES.flatMap((l) => [
    ...(orders === 'last-first' ? [] : [joined(l, 'first_name', 'last_name')]),
    ...(orders === 'first-last' ? [] : [joined(l, 'last_name', 'first_name')]),
  ]);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
