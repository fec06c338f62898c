// SQL of referees. Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Database, Executor } from '../../db/database';
import { fullName, localized, localizedOptional, localizedOrNull, nameLike, surnameFirst } from '../../db/localized';
import { likePattern } from '../../lib/like-pattern';

export interface RefereeRow {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  category: string | null;
  city: string | null;
  birth_date: string | null;
}

/** Referees (`r`) with their city (`ci`) joined. */
export const refereesWithCity = (db: Executor) =>
  db.selectFrom('referees as r').leftJoin('cities as ci', 'ci.id', 'r.city_id');

/** Which referees a page shows. */
export type RefereesWhere = (eb: ExpressionBuilder<Database & { r: Database['referees'] }, 'r'>) => Expression<SqlBool>;

/** How many referees `where` lets through. */
export const countReferees = (db: Executor, where: RefereesWhere): Promise<number> =>
  countRows(db.selectFrom('referees as r').where(where));

function refereeQuery(db: Executor, language: Language) {
  return refereesWithCity(db).select([
    'r.id',
    'r.slug',
    fullName('r', language).as('name'),
    'r.photo',
    localizedOptional('r.category', language).as('category'),
    localizedOrNull('ci', 'title', language).as('city'),
    'r.birth_date',
  ]);
}

export async function pageReferees(
  db: Executor,
  language: Language,
  filter: { q?: string },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: RefereeRow[] }> {
  const where: RefereesWhere = (eb) => {
    const conditions: Expression<SqlBool>[] = [eb('r.is_active', '=', true)];
    if (filter.q) {
      const pattern = likePattern(filter.q.trim());
      conditions.push(nameLike('r', pattern, 'first-last'));
    }
    return eb.and(conditions);
  };
  const total = await countReferees(db, where);
  const rows = await refereeQuery(db, language)
    .where(where)
    .orderBy(localized('r.last_name', language))
    .orderBy(localized('r.first_name', language))
    .orderBy('r.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, rows };
}

export async function findReferee(
  db: Executor,
  language: Language,
  key: { id?: number; slug?: string },
): Promise<RefereeRow | undefined> {
  let query = refereeQuery(db, language);
  if (key.id !== undefined) query = query.where('r.id', '=', key.id);
  else query = query.where('r.slug', '=', key.slug ?? '');
  return query.executeTakeFirst();
}

/** The handbook list: active referees, last name first. */
export async function handbookReferees(db: Executor, language: Language) {
  return db
    .selectFrom('referees as r')
    .select(['r.id', 'r.slug', surnameFirst('r', language).as('title')])
    .where('r.is_active', '=', true)
    .orderBy('title')
    .execute();
}
