// SQL of the texts of the site: static pages, league numbers, people, partners, banners, contacts
// and public documents (news and sport analytics are in news.repository.ts, media albums, videos
// and press in media.repository.ts). Every function takes `db` or a `trx`; texts are read in the
// request's language with the kk fallback.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

export interface Window {
  limit: number;
  offset: number;
}

// ---------------------------------------------------------------- static pages

export interface PageRow {
  slug: string;
  title: string;
  body: string | null;
  blocks: unknown;
  updated_at: Date;
}

export async function pageBySlug(db: Executor, language: Language, slug: string): Promise<PageRow | undefined> {
  const blocks =
    language === 'kk'
      ? sql<unknown>`p.blocks_kk`
      : sql<unknown>`coalesce(${sql.ref(`p.blocks_${language}`)}, p.blocks_kk)`;
  return db
    .selectFrom('pages as p')
    .select([
      'p.slug',
      localized('p.title', language).as('title'),
      localizedOptional('p.body', language).as('body'),
      blocks.as('blocks'),
      'p.updated_at',
    ])
    .where('p.slug', '=', slug)
    .executeTakeFirst();
}

export async function leagueNumbers(db: Executor) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*)::int from clubs where archived_at is null)`.as('clubs'),
      sql<number>`(select count(*)::int from teams where is_active)`.as('teams'),
      sql<number>`(select count(*)::int from players)`.as('players'),
      sql<number>`(select count(*)::int from tournaments)`.as('tournaments'),
      sql<number>`(select count(*)::int from matches where status = 'finished')`.as('matches'),
    ])
    .executeTakeFirstOrThrow();
  return {
    clubs: Number(row.clubs),
    teams: Number(row.teams),
    players: Number(row.players),
    tournaments: Number(row.tournaments),
    matches: Number(row.matches),
  };
}

// ---------------------------------------------------------------- people, partners, banners, contacts

export async function trustees(db: Executor, language: Language) {
  return db
    .selectFrom('trustees as t')
    .select([
      't.id',
      't.slug',
      localized('t.full_name', language).as('full_name'),
      localizedOptional('t.description', language).as('description'),
      't.photo',
    ])
    .orderBy('t.sort')
    .orderBy('t.id')
    .execute();
}

export async function employees(db: Executor, language: Language) {
  return db
    .selectFrom('employees as e')
    .select([
      'e.id',
      localized('e.full_name', language).as('full_name'),
      localizedOptional('e.position', language).as('position'),
      'e.photo',
      'e.email',
      'e.phone',
    ])
    .orderBy('e.sort')
    .orderBy('e.id')
    .execute();
}

/** Active banners whose time window (if any) contains `now`; `placement` ending with '*' matches a prefix. */
export async function banners(db: Executor, language: Language, now: Date, placement?: string) {
  let query = db
    .selectFrom('banners as b')
    .select(['b.id', 'b.placement', localizedOptional('b.title', language).as('title'), 'b.image', 'b.url'])
    .where('b.is_active', '=', true)
    .where((eb) => eb.or([eb('b.starts_at', 'is', null), eb('b.starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('b.ends_at', 'is', null), eb('b.ends_at', '>', now)]));
  if (placement !== undefined) {
    query = placement.endsWith('*')
      ? query.where(sql<boolean>`starts_with(b.placement, ${placement.slice(0, -1)})`)
      : query.where('b.placement', '=', placement);
  }
  return query.orderBy('b.sort').orderBy('b.id').execute();
}

export async function partners(db: Executor, language: Language) {
  return db
    .selectFrom('partners as p')
    .select(['p.id', localized('p.name', language).as('name'), 'p.logo', 'p.url', 'p.kind'])
    .where('p.is_active', '=', true)
    .orderBy(sql`case p.kind when 'general' then 0 when 'official' then 1 when 'media' then 2 else 3 end`)
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
}

export async function contacts(db: Executor, language: Language) {
  return db
    .selectFrom('contacts as c')
    .select(['c.id', 'c.kind', localized('c.value', language).as('value'), 'c.url'])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

// ---------------------------------------------------------------- documents

export interface DocumentRow {
  id: number;
  title: string;
  category: string | null;
  file_path: string;
  size_bytes: number;
  mime: string;
  published_at: Date | null;
}

function documentQuery(db: Executor, language: Language, now: Date) {
  return db
    .selectFrom('public_documents as d')
    .select([
      'd.id',
      localized('d.title', language).as('title'),
      'd.category',
      'd.file_path',
      'd.size_bytes',
      'd.mime',
      'd.published_at',
    ])
    .where((eb) => eb.or([eb('d.published_at', 'is', null), eb('d.published_at', '<=', now)]));
}

export async function documents(db: Executor, language: Language, now: Date): Promise<DocumentRow[]> {
  return documentQuery(db, language, now).orderBy('d.sort').orderBy('d.id').limit(1000).execute();
}

export async function documentById(
  db: Executor,
  language: Language,
  now: Date,
  id: number,
): Promise<DocumentRow | undefined> {
  return documentQuery(db, language, now).where('d.id', '=', id).executeTakeFirst();
}
