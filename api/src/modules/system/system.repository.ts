import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export interface TranslationRow {
  key: string;
  tag: string;
  value: string;
}

export async function listTranslations(
  db: Executor,
  language: Language,
  filter: { tag?: string },
): Promise<TranslationRow[]> {
  const value = language === 'kk' ? sql<string>`kk` : sql<string>`coalesce(nullif(${sql.ref(language)}, ''), kk)`;
  let query = db.selectFrom('translations').select(['key', 'tag', value.as('value')]);
  if (filter.tag) query = query.where('tag', '=', filter.tag);
  return query.orderBy('tag').orderBy('key').execute();
}
