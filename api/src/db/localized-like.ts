// The cabinet lists' search box over a name kept in every language.
import { LANGUAGES } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';

/** Whether `<column>` in any language matches the ILIKE `pattern` (`likePattern` of the typed text). */
export function anyLanguageLike(column: string, pattern: string): RawBuilder<boolean> {
  const tests = LANGUAGES.map((language) => sql`${sql.ref(`${column}_${language}`)} ilike ${pattern}`);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
