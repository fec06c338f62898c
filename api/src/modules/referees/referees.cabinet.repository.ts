// SQL of the referees registry (cabinet). Every function takes `db` or a `trx` first.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { localized, localizedOptional, localizedOrNull, nameLike, surnameFirst } from '../../db/localized';
import { rowExists } from '../../db/row-exists';
import { insertUnlessSlugTaken, slugTaken } from '../../db/slug-insert';
import { likePattern } from '../../lib/like-pattern';
import { countReferees, refereesWithCity, type RefereesWhere } from './referees.repository';

export interface RefereeValues {
  first_name_kk: string;
  first_name_ru: string | null;
  first_name_en: string | null;
  last_name_kk: string;
  last_name_ru: string | null;
  last_name_en: string | null;
  category_kk: string | null;
  category_ru: string | null;
  category_en: string | null;
  city_id: number | null;
  birth_date: string | null;
  phone: string | null;
  email: string | null;
}

function cabinetQuery(db: Executor, language: Language) {
  return refereesWithCity(db)
    .leftJoin('users as u', 'u.referee_id', 'r.id')
    .select([
      'r.id',
      'r.slug',
      surnameFirst('r', language).as('name'),
      'r.first_name_kk',
      'r.first_name_ru',
      'r.first_name_en',
      'r.last_name_kk',
      'r.last_name_ru',
      'r.last_name_en',
      'r.category_kk',
      'r.category_ru',
      'r.category_en',
      localizedOptional('r.category', language).as('category'),
      'r.city_id',
      localizedOrNull('ci', 'title', language).as('city_title'),
      sql<string | null>`r.birth_date::text`.as('birth_date'),
      'r.phone',
      'r.email',
      'r.photo',
      'r.is_active',
      'u.id as account_id',
      'u.email as account_email',
      'u.is_active as account_active',
    ]);
}

export type CabinetRefereeRow = Awaited<ReturnType<ReturnType<typeof cabinetQuery>['executeTakeFirstOrThrow']>>;

export async function pageCabinetReferees(
  db: Executor,
  language: Language,
  filter: { q?: string; active?: boolean },
  sort: { key: 'name' | 'category'; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: CabinetRefereeRow[] }> {
  const where: RefereesWhere = (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.active !== undefined) conditions.push(eb('r.is_active', '=', filter.active));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(nameLike('r', pattern, 'last-first'));
    }
    return eb.and(conditions);
  };
  const key = sort.key === 'category' ? localizedOptional('r.category', language) : localized('r.last_name', language);
  const total = await countReferees(db, where);
  const rows = await cabinetQuery(db, language)
    .where(where)
    .orderBy(sql`${key} ${sql.raw(sort.direction)} nulls last`)
    .orderBy(localized('r.first_name', language))
    .orderBy('r.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, rows };
}

export async function findCabinetReferee(db: Executor, language: Language, id: number) {
  return cabinetQuery(db, language).where('r.id', '=', id).executeTakeFirst();
}

export async function lockReferee(trx: Executor, id: number) {
  return trx
    .selectFrom('referees')
    .select(['id', 'photo', 'is_active'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function cityExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'cities', id);
}

export function refereeSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return slugTaken(db, 'referees', slug);
}

/** The new referee's id; undefined when another transaction stored the slug meanwhile (`insertWithFreeSlug`). */
export function insertReferee(
  trx: Executor,
  values: RefereeValues & { slug: string },
  now: Date,
): Promise<number | undefined> {
  return insertUnlessSlugTaken(trx, 'referees', { ...values, created_at: now, updated_at: now });
}

export async function updateReferee(
  trx: Executor,
  id: number,
  values: Partial<RefereeValues> & { is_active?: boolean; photo?: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('referees')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}
