// SQL of places: countries, cities and stadiums. Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { localized, localizedOptional, localizedOrNull } from '../../db/localized';
import { anyLanguageLike } from '../../db/localized-like';
import { rowExists } from '../../db/row-exists';
import { insertUnlessSlugTaken, slugTaken } from '../../db/slug-insert';
import { likePattern } from '../../lib/like-pattern';

export interface CityRow {
  id: number;
  slug: string;
  title: string;
  country: string | null;
}

export async function citiesByIds(db: Executor, language: Language, ids: number[]): Promise<CityRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cities as ci')
    .leftJoin('countries as co', 'co.id', 'ci.country_id')
    .select([
      'ci.id',
      'ci.slug',
      localized('ci.title', language).as('title'),
      localizedOrNull('co', 'title', language).as('country'),
    ])
    .where('ci.id', 'in', ids)
    .execute();
}

/** The stadium where the club's teams hosted the most matches (ties: the lower id). */
export async function clubHomeStadium(db: Executor, language: Language, clubId: number) {
  return db
    .selectFrom('matches as m')
    .innerJoin('teams as tm', 'tm.id', 'm.host_team_id')
    .innerJoin('stadiums as st', 'st.id', 'm.stadium_id')
    .select([
      'st.id',
      'st.slug',
      localized('st.title', language).as('title'),
      localizedOptional('st.address', language).as('address'),
    ])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tm.club_id', '=', clubId)
    .groupBy([
      'st.id',
      'st.slug',
      'st.title_kk',
      'st.title_ru',
      'st.title_en',
      'st.address_kk',
      'st.address_ru',
      'st.address_en',
    ])
    .orderBy('n', 'desc')
    .orderBy('st.id')
    .executeTakeFirst();
}

export async function countriesWithCities(db: Executor, language: Language) {
  const [countries, cities] = await Promise.all([
    db
      .selectFrom('countries as c')
      .select(['c.id', 'c.code', localized('c.title', language).as('title')])
      .orderBy('title')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('cities as c')
      .select(['c.id', 'c.country_id', 'c.slug', localized('c.title', language).as('title')])
      .orderBy('title')
      .orderBy('c.id')
      .execute(),
  ]);
  return { countries, cities };
}

export async function handbookCities(db: Executor, language: Language) {
  return db
    .selectFrom('cities as c')
    .select(['c.id', 'c.slug', localized('c.title', language).as('title')])
    .orderBy('title')
    .execute();
}

export async function handbookCountries(db: Executor, language: Language) {
  return db
    .selectFrom('countries as c')
    .select(['c.id', 'c.code as slug', localized('c.title', language).as('title')])
    .orderBy('title')
    .execute();
}

export async function handbookStadiums(db: Executor, language: Language) {
  return db
    .selectFrom('stadiums as s')
    .select(['s.id', 's.slug', localized('s.title', language).as('title')])
    .orderBy('title')
    .execute();
}

// Cabinet: the stadiums registry.

export interface StadiumFilter {
  q?: string;
  cityId?: number;
}

export interface StadiumSort {
  key: 'title' | 'city';
  direction: 'asc' | 'desc';
}

const stadiumColumns = (language: Language) =>
  [
    'st.id',
    'st.slug',
    localized('st.title', language).as('title'),
    'st.title_kk',
    'st.title_ru',
    'st.title_en',
    localizedOptional('st.address', language).as('address'),
    'st.address_kk',
    'st.address_ru',
    'st.address_en',
    'st.capacity',
    'ci.id as city_id',
    localizedOrNull('ci', 'title', language).as('city_title'),
    sql<number>`(select count(*)::int from matches m where m.stadium_id = st.id)`.as('matches_count'),
  ] as const;

export async function pageStadiums(
  db: Executor,
  language: Language,
  filter: StadiumFilter,
  sort: StadiumSort,
  page: { offset: number; limit: number },
) {
  const base = () => {
    let query = db.selectFrom('stadiums as st').leftJoin('cities as ci', 'ci.id', 'st.city_id');
    if (filter.cityId !== undefined) query = query.where('st.city_id', '=', filter.cityId);
    if (filter.q) query = query.where(anyLanguageLike('st.title', likePattern(filter.q)));
    return query;
  };
  const total = await countRows(base());
  let query = base().select([...stadiumColumns(language)]);
  if (sort.key === 'city') query = query.orderBy(sql`city_title ${sql.raw(sort.direction)} nulls last`);
  const rows = await query
    .orderBy('title', sort.key === 'title' ? sort.direction : 'asc')
    .orderBy('st.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, rows };
}

export async function findStadium(db: Executor, language: Language, id: number) {
  return db
    .selectFrom('stadiums as st')
    .leftJoin('cities as ci', 'ci.id', 'st.city_id')
    .select([...stadiumColumns(language)])
    .where('st.id', '=', id)
    .executeTakeFirst();
}

export type CabinetStadiumRow = NonNullable<Awaited<ReturnType<typeof findStadium>>>;

export function cityExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'cities', id);
}

export function stadiumSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return slugTaken(db, 'stadiums', slug);
}

export interface StadiumValues {
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  address_kk: string | null;
  address_ru: string | null;
  address_en: string | null;
  city_id: number;
  capacity: number | null;
}

/** The new stadium's id; undefined when another transaction stored the slug meanwhile (`insertWithFreeSlug`). */
export function insertStadium(db: Executor, values: StadiumValues & { slug: string }): Promise<number | undefined> {
  return insertUnlessSlugTaken(db, 'stadiums', values);
}

export async function updateStadium(db: Executor, id: number, values: StadiumValues, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('stadiums')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Locks the stadium's row for the rest of the transaction; false when there is none. */
export async function lockStadium(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('stadiums').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined
  );
}

export async function stadiumMatchCount(db: Executor, id: number): Promise<number> {
  return countRows(db.selectFrom('matches').where('stadium_id', '=', id));
}

export async function deleteStadium(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('stadiums').where('id', '=', id).execute();
}
