// SQL of referees. Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { fullName, localized, localizedOptional, nameLike, surnameFirst } from '../../db/localized';
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

function refereeQuery(db: Executor, language: Language) {
  return db
    .selectFrom('referees as r')
    .leftJoin('cities as ci', 'ci.id', 'r.city_id')
    .select([
      'r.id',
      'r.slug',
      fullName('r', language).as('name'),
      'r.photo',
      localizedOptional('r.category', language).as('category'),
      sql<string | null>`case when ci.id is null then null else ${localized('ci.title', language)} end`.as('city'),
      'r.birth_date',
    ]);
}

export async function pageReferees(
  db: Executor,
  language: Language,
  filter: { q?: string },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: RefereeRow[] }> {
  const where = (eb: ExpressionBuilder<Database & { r: Database['referees'] }, 'r'>) => {
    const conditions: Expression<SqlBool>[] = [eb('r.is_active', '=', true)];
    if (filter.q) {
      const pattern = likePattern(filter.q.trim());
      conditions.push(nameLike('r', pattern, 'first-last'));
    }
    return eb.and(conditions);
  };
  const count = await db
    .selectFrom('referees as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await refereeQuery(db, language)
    .where(where)
    .orderBy(localized('r.last_name', language))
    .orderBy(localized('r.first_name', language))
    .orderBy('r.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), rows };
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
