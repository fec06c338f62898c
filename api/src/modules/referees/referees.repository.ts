// SQL of referees. Every function takes `db` or a `trx` first.
import { LANGUAGES } from '../../lib/language';
import type { Language } from '@league/shared/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';
import { likePattern } from '../../lib/like-pattern';

const fullName = (alias: string, language: Language) =>
  sql<string>`${localized(`${alias}.first_name`, language)} || ' ' || ${localized(`${alias}.last_name`, language)}`;

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
    const conditions = [eb('r.is_active', '=', true)];
    if (filter.q) {
      const pattern = likePattern(filter.q.trim());
      conditions.push(
        eb.or(
          LANGUAGES.map((l) =>
            eb(
              sql<string>`coalesce(r.first_name_${sql.raw(l)}, '') || ' ' || coalesce(r.last_name_${sql.raw(l)}, '')`,
              'ilike',
              pattern,
            ),
          ),
        ),
      );
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
    .select([
      'r.id',
      'r.slug',
      sql<string>`${localized('r.last_name', language)} || ' ' || ${localized('r.first_name', language)}`.as('title'),
    ])
    .where('r.is_active', '=', true)
    .orderBy('title')
    .execute();
}
