// SQL the two person aggregates share (players and staff have the same shape around them: a
// place in teams, private documents, a transfer history). Each module's repository calls these
// with its own tables (`PLAYER_TABLES`, `STAFF_TABLES` in players/staff.repository.ts), so the
// rules are written once and neither module reads the other's repository.
//
// The SQL is grouped by topic: what a person has beside their row (person-records.ts), the
// duplicate probe of a new person (person-duplicates.ts) and the moves between teams
// (person-places.ts); this file holds the lists, the names, and the person row itself, and
// re-exports the others, so importing this one file reaches all of it.
import type { DocumentType, Language } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './database';
import type { PersonNames } from './types';
import { fullName, localized } from './localized';

import type { PersonTables } from './person-table-types';
import { slugTaken as tableSlugTaken } from './slug-insert';

export { PERSON_TABLES, type PersonKind, type PersonTables } from './person-table-types';

const raw = (name: string) => sql.raw(name);

const NAME_COLUMNS = [
  'first_name_kk',
  'first_name_ru',
  'first_name_en',
  'last_name_kk',
  'last_name_ru',
  'last_name_en',
  'middle_name_kk',
  'middle_name_ru',
  'middle_name_en',
] as const;

/** The name columns (`PersonNames`) as the select list of a person table aliased `alias`. */
export const nameColumns = <A extends string>(alias: A) => NAME_COLUMNS.map((column) => `${alias}.${column}` as const);

/** What `personHeadColumns` reads. */
export interface PersonHead {
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
}

/** A person's id, slug and names in the request's language (full, first, last), as a page or a squad shows them. */
export const personHeadColumns = <A extends string>(alias: A, language: Language) =>
  [
    `${alias}.id` as const,
    `${alias}.slug` as const,
    fullName(alias, language).as('name'),
    localized(`${alias}.first_name`, language).as('first_name'),
    localized(`${alias}.last_name`, language).as('last_name'),
  ] as const;

/** The `personHeadColumns` of a row, and nothing else: how an answer about a person starts. */
export const personHead = (row: PersonHead): PersonHead => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  first_name: row.first_name,
  last_name: row.last_name,
});

/** The name columns of a row, and nothing else. */
export const nameColumnValues = (row: PersonNames): PersonNames =>
  Object.fromEntries(NAME_COLUMNS.map((column) => [column, row[column]])) as unknown as PersonNames;

export interface CabinetTeamRow {
  id: number;
  slug: string;
  title: string;
  birth_year: number;
  club_id: number;
  club_title: string;
  club_archived: boolean;
}

const teamColumns = (language: Language) =>
  sql`t.id, t.slug, ${localized('t.title', language)} as title, t.birth_year, t.club_id, ${localized('c.title', language)} as club_title, (c.archived_at is not null) as club_archived`;

export async function cabinetTeams(
  db: Executor,
  language: Language,
  filter: { ids?: number[]; clubId?: number; openOnly?: boolean },
): Promise<CabinetTeamRow[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (filter.ids) where.push(sql`t.id in (${sql.join(filter.ids)})`);
  if (filter.clubId !== undefined) where.push(sql`t.club_id = ${filter.clubId}`);
  if (filter.openOnly) where.push(sql`c.archived_at is null`);
  const { rows } =
    await sql<CabinetTeamRow>`select ${teamColumns(language)} from teams t join clubs c on c.id = t.club_id
    where ${sql.join(where, sql` and `)} order by ${localized('c.title', language)}, t.birth_year desc, ${localized('t.title', language)}, t.id`.execute(
      db,
    );
  return rows;
}

/**
 * A team with its club, locked for a write of its people (a new one, a transfer in, a shirt
 * number or the captaincy; archived clubs checked by the caller). `for no key update`: such
 * writers of one team queue, while rows that only name the team (an application, a match squad)
 * are not held up by them, nor they by those rows' foreign keys.
 */
export async function lockTeam(
  db: Executor,
  teamId: number,
): Promise<{ id: number; club_id: number; club_archived: boolean } | undefined> {
  const { rows } = await sql<{
    id: number;
    club_id: number;
    club_archived: boolean;
  }>`select t.id, t.club_id, (c.archived_at is not null) as club_archived
    from teams t join clubs c on c.id = t.club_id where t.id = ${teamId} for no key update of t`.execute(db);
  return rows[0];
}

export interface PeopleFilter {
  /** A prefix tsquery over the person's transliterated search key. */
  tsQuery?: string;
  /** Only people with an active place in one of this club's teams (a command_admin's scope, or the club filter). */
  clubIds?: number[];
  teamId?: number;
  status?: string;
  /** Only people missing a valid copy of one of these required types. */
  missingOf?: readonly DocumentType[];
  /** …or, where `when` holds for the person, of one of these types too (a coach's licence). */
  missingAlso?: { when: RawBuilder<unknown>; types: readonly DocumentType[] };
  today: string;
  /** The module's own conditions over alias `p`. */
  extra?: RawBuilder<unknown>[];
}

function peopleWhere(d: PersonTables, f: PeopleFilter): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (f.tsQuery) where.push(sql`p.search_vector @@ to_tsquery('simple', ${f.tsQuery})`);
  for (const clubId of f.clubIds ?? []) {
    where.push(
      sql`exists (select 1 from ${raw(d.members)} m join teams t on t.id = m.team_id where m.${raw(d.fk)} = p.id and m.is_active and t.club_id = ${clubId})`,
    );
  }
  if (f.teamId !== undefined)
    where.push(
      sql`exists (select 1 from ${raw(d.members)} m where m.${raw(d.fk)} = p.id and m.is_active and m.team_id = ${f.teamId})`,
    );
  if (f.status) where.push(sql`p.status = ${f.status}`);
  const missing = (types: readonly DocumentType[]) =>
    sql`(select count(distinct doc.type) from ${raw(d.documents)} doc where doc.${raw(d.fk)} = p.id
      and doc.type in (${sql.join([...types])}) and (doc.expires_at is null or doc.expires_at >= ${f.today})) < ${types.length}`;
  if (f.missingOf && f.missingOf.length > 0) {
    where.push(
      f.missingAlso
        ? sql`(${missing(f.missingOf)} or (${f.missingAlso.when} and ${missing(f.missingAlso.types)}))`
        : missing(f.missingOf),
    );
  }
  where.push(...(f.extra ?? []));
  return sql.join(where, sql` and `);
}

/** One page of people's ids, ordered by `order` (an expression over `p` and `cur`, the current place). */
export async function pagePeople(
  db: Executor,
  d: PersonTables,
  filter: PeopleFilter,
  order: RawBuilder<unknown>,
  window: { limit: number; offset: number },
): Promise<{ total: number; ids: number[] }> {
  const where = peopleWhere(d, filter);
  const { rows: count } = await sql<{ n: string }>`select count(*) as n from ${raw(d.people)} p where ${where}`.execute(
    db,
  );
  const { rows } = await sql<{ id: number }>`select p.id from ${raw(d.people)} p
    left join lateral (select m.team_id, ${d.fk === 'player_id' ? sql`m.number` : sql`null::smallint as number`} from ${raw(d.members)} m
      where m.${raw(d.fk)} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) cur on true
    where ${where} order by ${order}, p.id limit ${window.limit} offset ${window.offset}`.execute(db);
  return { total: Number(count[0]?.n ?? 0), ids: rows.map((r) => r.id) };
}

export function slugTaken(db: Executor, d: PersonTables, slug: string): Promise<boolean> {
  return tableSlugTaken(db, d.people, slug);
}

/**
 * The slugs taken among `bases` and their `-N` suffixes, in one statement (the registry import
 * gives a thousand new people their slugs at once; ADR 0250). Slugs are `[a-z0-9-]`: no LIKE
 * wildcard to escape.
 */
export async function takenSlugs(db: Executor, d: PersonTables, bases: string[]): Promise<Set<string>> {
  if (bases.length === 0) return new Set();
  const unique = [...new Set(bases)];
  const { rows } = await sql<{ slug: string }>`select slug from ${raw(d.people)}
    where slug = any(${unique}::text[]) or slug like any(${unique.map((b) => `${b}-%`)}::text[])`.execute(db);
  return new Set(rows.map((row) => row.slug));
}

export async function setPhoto(
  db: Executor,
  d: PersonTables,
  personId: number,
  key: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await sql<{ old: string | null }>`update ${raw(d.people)} p set photo = ${key}, updated_at = ${now}
    from (select id, photo as old from ${raw(d.people)} where id = ${personId} for update) prev where p.id = prev.id returning prev.old`.execute(
    db,
  );
  return rows[0]?.old ?? null;
}

export async function setStatus(
  db: Executor,
  d: PersonTables,
  personId: number,
  status: string,
  now: Date,
): Promise<void> {
  await sql`update ${raw(d.people)} set status = ${status}, updated_at = ${now} where id = ${personId}`.execute(db);
}

/** Locks the person row for a write; returns its id and slug. */
export async function lockPerson(
  db: Executor,
  d: PersonTables,
  where: { id: number } | { slug: string },
): Promise<{ id: number; slug: string } | undefined> {
  const condition = 'id' in where ? sql`id = ${where.id}` : sql`slug = ${where.slug}`;
  const { rows } = await sql<{
    id: number;
    slug: string;
  }>`select id, slug from ${raw(d.people)} where ${condition} for update`.execute(db);
  return rows[0];
}

export {
  activeClubIds,
  type DocumentRow,
  documents,
  type MembershipRow,
  memberships,
  type TransferRow,
  transfers,
} from './person-records';
export { type DuplicateRow, findDuplicate, lockDuplicateProbe, lockDuplicateProbes } from './person-duplicates';
export { insertTransfer, joinTeam, joinTeams, leaveTeams, membership } from './person-places';
