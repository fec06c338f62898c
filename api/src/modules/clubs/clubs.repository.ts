// SQL of clubs. Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';
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
  const base = () => {
    let query = db.selectFrom('clubs as c').leftJoin('cities as ci', 'ci.id', 'c.city_id');
    if (filter.archived === true) query = query.where('c.archived_at', 'is not', null);
    if (filter.archived === false) query = query.where('c.archived_at', 'is', null);
    if (filter.q) {
      const pattern = likePattern(filter.q);
      query = query.where((eb) => eb.or([eb('c.title_kk', 'ilike', pattern), eb('c.title_ru', 'ilike', pattern), eb('c.title_en', 'ilike', pattern)]));
    }
    return query;
  };
  const count = await base().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base()
    .select([
      'c.id',
      'c.slug',
      localized('c.title', language).as('title'),
      'c.logo',
      sql<string | null>`case when ci.id is null then null else ${localized('ci.title', language)} end`.as('city'),
      sql<boolean>`c.archived_at is not null`.as('archived'),
      sql<number>`(select count(*)::int from teams tm where tm.club_id = c.id)`.as('teams_count'),
    ])
    // Active clubs first, archived last; then the manual order and the title.
    .orderBy(sql`c.archived_at is not null`)
    .orderBy('c.sort')
    .orderBy('title')
    .orderBy('c.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), rows };
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

/** Clubs, optionally only one; archived clubs last. */
export function cabinetClubs(db: Executor, language: Language, clubId: number | null) {
  let query = db
    .selectFrom('clubs as c')
    .leftJoin('cities as ci', 'ci.id', 'c.city_id')
    .select([
      'c.id',
      'c.slug',
      localized('c.title', language).as('title'),
      sql<string | null>`case when ci.id is null then null else ${localized('ci.title', language)} end`.as('city'),
      'c.archived_at',
      sql<number>`(select count(*)::int from teams tm where tm.club_id = c.id)`.as('teams_count'),
    ]);
  if (clubId !== null) query = query.where('c.id', '=', clubId);
  return query.orderBy(sql`c.archived_at is not null`).orderBy('c.sort').orderBy('c.id').execute();
}
