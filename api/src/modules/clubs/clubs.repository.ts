// SQL of clubs. Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { localized, localizedOptional, localizedOrNull } from '../../db/localized';
import { anyLanguageLike } from '../../db/localized-like';
import { rowExists } from '../../db/row-exists';
import { insertUnlessSlugTaken, slugTaken } from '../../db/slug-insert';
import { likePattern } from '../../lib/like-pattern';

export interface ClubListRow {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
  city: string | null;
  archived: boolean;
  teams_count: number;
}

export async function pageClubs(
  db: Executor,
  language: Language,
  filter: { q?: string; archived?: boolean },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ClubListRow[] }> {
  const total = await countRows(filteredClubs(db, filter));
  const rows = await listedClubs(db, language, filter)
    // Active clubs first, archived last; then the manual order and the title.
    .orderBy(sql`c.archived_at is not null`)
    .orderBy('c.sort')
    .orderBy('title')
    .orderBy('c.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, rows };
}

export interface ClubRow {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
  description: string | null;
  founded_year: number | null;
  website: string | null;
  archived: boolean;
  city_id: number | null;
}

/** The clubs a list filter keeps, with their city: the public list and the cabinet registry alike. */
function filteredClubs(db: Executor, filter: CabinetClubFilter) {
  let query = db.selectFrom('clubs as c').leftJoin('cities as ci', 'ci.id', 'c.city_id');
  if (filter.clubId !== undefined) query = query.where('c.id', '=', filter.clubId);
  if (filter.cityId !== undefined) query = query.where('c.city_id', '=', filter.cityId);
  if (filter.archived === true) query = query.where('c.archived_at', 'is not', null);
  if (filter.archived === false) query = query.where('c.archived_at', 'is', null);
  if (filter.q) query = query.where(anyLanguageLike('c.title', likePattern(filter.q)));
  return query;
}

/** A club as a list shows it: title, crest, city, archived, how many teams. */
function listedClubs(db: Executor, language: Language, filter: CabinetClubFilter) {
  return filteredClubs(db, filter).select([
    'c.id',
    'c.slug',
    localized('c.title', language).as('title'),
    'c.logo',
    localizedOrNull('ci', 'title', language).as('city'),
    sql<boolean>`c.archived_at is not null`.as('archived'),
    sql<number>`(select count(*)::int from teams tm where tm.club_id = c.id)`.as('teams_count'),
  ]);
}

export async function findClubBySlug(db: Executor, language: Language, slug: string): Promise<ClubRow | undefined> {
  return db
    .selectFrom('clubs as c')
    .select([
      'c.id',
      'c.slug',
      localized('c.title', language).as('title'),
      'c.logo',
      localizedOptional('c.description', language).as('description'),
      'c.founded_year',
      'c.website',
      sql<boolean>`c.archived_at is not null`.as('archived'),
      'c.city_id',
    ])
    .where('c.slug', '=', slug)
    .executeTakeFirst();
}

// Cabinet: the clubs registry.

export interface CabinetClubFilter {
  q?: string;
  cityId?: number;
  archived?: boolean;
  /** Only this club (a command_admin's own). */
  clubId?: number;
}

export interface CabinetClubSort {
  key: 'title' | 'city' | 'teams_count';
  direction: 'asc' | 'desc';
}

/** Clubs, paged; archived clubs last, then the chosen order. */
export async function pageCabinetClubs(
  db: Executor,
  language: Language,
  filter: CabinetClubFilter,
  sort: CabinetClubSort,
  page: { offset: number; limit: number },
) {
  const total = await countRows(filteredClubs(db, filter));
  let query = listedClubs(db, language, filter).orderBy(sql`c.archived_at is not null`);
  const direction = sql.raw(sort.direction);
  if (sort.key === 'city') query = query.orderBy(sql`city ${direction} nulls last`);
  if (sort.key === 'teams_count') query = query.orderBy(sql`teams_count ${direction}`);
  const rows = await query
    .orderBy('title', sort.key === 'title' ? sort.direction : 'asc')
    .orderBy('c.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, rows };
}

/** One club with every language of its texts. */
export async function findCabinetClub(db: Executor, language: Language, id: number) {
  return db
    .selectFrom('clubs as c')
    .leftJoin('cities as ci', 'ci.id', 'c.city_id')
    .select([
      'c.id',
      'c.slug',
      localized('c.title', language).as('title'),
      'c.title_kk',
      'c.title_ru',
      'c.title_en',
      localizedOptional('c.description', language).as('description'),
      'c.description_kk',
      'c.description_ru',
      'c.description_en',
      'c.logo',
      'c.founded_year',
      'c.colors',
      'c.archived_at',
      'c.city_id',
      localizedOrNull('ci', 'title', language).as('city_title'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export type CabinetClubRow = NonNullable<Awaited<ReturnType<typeof findCabinetClub>>>;

export function clubSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return slugTaken(db, 'clubs', slug);
}

export function cityExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'cities', id);
}

export interface ClubValues {
  title_kk?: string;
  title_ru?: string | null;
  title_en?: string | null;
  city_id?: number | null;
  founded_year?: number | null;
  /** JSON text of the colour keys. */
  colors?: string;
  description_kk?: string | null;
  description_ru?: string | null;
  description_en?: string | null;
}

/** The new club's id; undefined when another transaction stored the slug meanwhile (`insertWithFreeSlug`). */
export function insertClub(
  db: Executor,
  values: ClubValues & { title_kk: string; slug: string },
): Promise<number | undefined> {
  return insertUnlessSlugTaken(db, 'clubs', values);
}

/** Locks the club's row for the rest of the transaction; undefined when there is none. */
export async function lockClub(db: Executor, id: number) {
  return db
    .selectFrom('clubs')
    .select(['id', 'slug', 'archived_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateClub(db: Executor, id: number, values: ClubValues, now: Date): Promise<void> {
  await db
    .updateTable('clubs')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function archiveClub(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('clubs').set({ archived_at: now, updated_at: now }).where('id', '=', id).execute();
}

export async function clubTeamCount(db: Executor, id: number): Promise<number> {
  return countRows(db.selectFrom('teams').where('club_id', '=', id));
}

/** Deletes a club; the accounts of its administrators stay, linked to no club. */
export async function deleteClub(db: Executor, id: number): Promise<void> {
  await db.updateTable('users').set({ club_id: null }).where('club_id', '=', id).execute();
  await db.deleteFrom('clubs').where('id', '=', id).execute();
}

export async function clubLogo(db: Executor, id: number): Promise<string | null | undefined> {
  return (await db.selectFrom('clubs').select('logo').where('id', '=', id).executeTakeFirst())?.logo;
}

export async function setClubLogo(db: Executor, id: number, logo: string | null, now: Date): Promise<void> {
  await db.updateTable('clubs').set({ logo, updated_at: now }).where('id', '=', id).execute();
}
