// SQL of places: countries, cities and stadiums. Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

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
      sql<string | null>`case when co.id is null then null else ${localized('co.title', language)} end`.as('country'),
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
    .select(['st.id', 'st.slug', localized('st.title', language).as('title'), localizedOptional('st.address', language).as('address')])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tm.club_id', '=', clubId)
    .groupBy(['st.id', 'st.slug', 'st.title_kk', 'st.title_ru', 'st.title_en', 'st.address_kk', 'st.address_ru', 'st.address_en'])
    .orderBy('n', 'desc')
    .orderBy('st.id')
    .executeTakeFirst();
}

export async function countriesWithCities(db: Executor, language: Language) {
  const [countries, cities] = await Promise.all([
    db.selectFrom('countries as c').select(['c.id', 'c.code', localized('c.title', language).as('title')]).orderBy('title').orderBy('c.id').execute(),
    db.selectFrom('cities as c').select(['c.id', 'c.country_id', 'c.slug', localized('c.title', language).as('title')]).orderBy('title').orderBy('c.id').execute(),
  ]);
  return { countries, cities };
}

export async function handbookCities(db: Executor, language: Language) {
  return db.selectFrom('cities as c').select(['c.id', 'c.slug', localized('c.title', language).as('title')]).orderBy('title').execute();
}

export async function handbookCountries(db: Executor, language: Language) {
  return db.selectFrom('countries as c').select(['c.id', 'c.code as slug', localized('c.title', language).as('title')]).orderBy('title').execute();
}

export async function handbookStadiums(db: Executor, language: Language) {
  return db.selectFrom('stadiums as s').select(['s.id', 's.slug', localized('s.title', language).as('title')]).orderBy('title').execute();
}
