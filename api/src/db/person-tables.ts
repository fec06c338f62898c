// SQL the two person aggregates share (players and staff have the same shape around them: a
// place in teams, private documents, a transfer history). Each module's repository calls these
// with its own tables (`PLAYER_TABLES`, `STAFF_TABLES` in players/staff.repository.ts), so the
// rules are written once and neither module reads the other's repository.
import type { DocumentType, Language } from '@league/shared/contracts';
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './database';
import type { PersonNames } from './types';
import { localized } from './localized';

export interface PersonTables {
  people: 'players' | 'staff';
  members: 'team_players' | 'team_staff';
  fk: 'player_id' | 'staff_id';
  documents: 'player_documents' | 'staff_documents';
  transfers: 'player_transfers' | 'staff_transfers';
}

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

export interface MembershipRow {
  person_id: number;
  team_id: number;
  number: number | null;
  is_active: boolean;
  joined_at: string | null;
  left_at: string | null;
}

/** Places in teams of the people, active first, newest first. */
export async function memberships(db: Executor, d: PersonTables, personIds: number[]): Promise<MembershipRow[]> {
  if (personIds.length === 0) return [];
  const { rows } =
    await sql<MembershipRow>`select m.${raw(d.fk)} as person_id, m.team_id, ${d.fk === 'player_id' ? sql`m.number` : sql`null::smallint`} as number,
      m.is_active, m.joined_at::text as joined_at, m.left_at::text as left_at
    from ${raw(d.members)} m where m.${raw(d.fk)} in (${sql.join(personIds)})
    order by m.is_active desc, m.joined_at desc nulls last, m.id desc`.execute(db);
  return rows;
}

export interface DocumentRow {
  id: number;
  person_id: number;
  type: DocumentType;
  original_name: string | null;
  size_bytes: number;
  mime: string;
  expires_at: string | null;
  created_at: Date;
  file_path: string;
}

export async function documents(db: Executor, d: PersonTables, personIds: number[]): Promise<DocumentRow[]> {
  if (personIds.length === 0) return [];
  const { rows } =
    await sql<DocumentRow>`select doc.id, doc.${raw(d.fk)} as person_id, doc.type, doc.original_name, doc.size_bytes, doc.mime,
      doc.expires_at::text as expires_at, doc.created_at, doc.file_path
    from ${raw(d.documents)} doc where doc.${raw(d.fk)} in (${sql.join(personIds)}) order by doc.type, doc.created_at desc, doc.id desc`.execute(
      db,
    );
  return rows;
}

export interface TransferRow {
  id: number;
  from_team_id: number | null;
  to_team_id: number;
  kept: boolean;
  by_name: string | null;
  created_at: Date;
}

export async function transfers(db: Executor, d: PersonTables, personId: number): Promise<TransferRow[]> {
  const { rows } =
    await sql<TransferRow>`select tr.id, tr.from_team_id, tr.to_team_id, tr.kept, u.name as by_name, tr.created_at
    from ${raw(d.transfers)} tr left join users u on u.id = tr.by_user_id where tr.${raw(d.fk)} = ${personId} order by tr.created_at desc, tr.id desc`.execute(
      db,
    );
  return rows;
}

/** Clubs whose teams the person has an active place in. */
export async function activeClubIds(db: Executor, d: PersonTables, personId: number): Promise<number[]> {
  const { rows } = await sql<{
    club_id: number;
  }>`select distinct t.club_id from ${raw(d.members)} m join teams t on t.id = m.team_id
    where m.${raw(d.fk)} = ${personId} and m.is_active`.execute(db);
  return rows.map((r) => r.club_id);
}

export interface DuplicateRow {
  id: number;
  slug: string;
  name: string;
  birth_date: string | null;
  club: string | null;
  club_id: number | null;
  team_id: number | null;
  reason: 'identity_number' | 'name_birth_date';
}

/** A 64-bit advisory lock key of `text` (the first eight bytes of its SHA-256, signed). */
const lockKey = (text: string) =>
  BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 16)}`));

/**
 * Makes the duplicate probes of one person wait for each other until commit: two teams adding
 * the same child at once would each find no one and both store them. The probe looks for the
 * same identity number or the same birth date (with the name), so a transaction-scoped advisory
 * lock is taken on each of those it has — in key order, so two probes never wait in a circle.
 * Taken after the team's row (the lock order of docs/architecture.md).
 */
export async function lockDuplicateProbe(
  db: Executor,
  d: PersonTables,
  probe: { identityNumber: string | null; birthDate: string | null },
): Promise<void> {
  const identity = probe.identityNumber?.replace(/\s+/g, '').toUpperCase();
  const keys = [
    identity ? `${d.people}:identity:${identity}` : null,
    probe.birthDate ? `${d.people}:birth:${probe.birthDate}` : null,
  ]
    .filter((key): key is string => key !== null)
    .map(lockKey)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(db);
}

/**
 * The duplicate probes of many new people at once (the registry import, ADR 0250): the same
 * advisory locks `lockDuplicateProbe` takes, all in one statement and in key order.
 */
export async function lockDuplicateProbes(
  db: Executor,
  d: PersonTables,
  probes: { identityNumber: string | null; birthDate: string | null }[],
): Promise<void> {
  const keys = new Set<bigint>();
  for (const probe of probes) {
    const identity = probe.identityNumber?.replace(/\s+/g, '').toUpperCase();
    if (identity) keys.add(lockKey(`${d.people}:identity:${identity}`));
    if (probe.birthDate) keys.add(lockKey(`${d.people}:birth:${probe.birthDate}`));
  }
  if (keys.size === 0) return;
  const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
  await sql`select count(pg_advisory_xact_lock(k)) from unnest(${sorted}::bigint[]) as k`.execute(db);
}

/**
 * People who look like the one being registered: the same identity number (spaces and case
 * ignored), or the same birth date and a first + last name that reads the same in any script
 * (the transliterated search key of any language's spelling).
 */
export async function findDuplicate(
  db: Executor,
  d: PersonTables,
  language: Language,
  probe: { identityNumber: string | null; nameKeys: string[]; birthDate: string | null; exceptId?: number },
): Promise<DuplicateRow | undefined> {
  const conditions: RawBuilder<unknown>[] = [];
  const identity = probe.identityNumber?.replace(/\s+/g, '').toUpperCase();
  if (identity)
    conditions.push(sql`upper(regexp_replace(coalesce(p.identity_number, ''), '\\s+', '', 'g')) = ${identity}`);
  if (probe.birthDate && probe.nameKeys.length > 0) {
    const keys = sql.join(probe.nameKeys);
    const byName = ['kk', 'ru', 'en'].map(
      (l) =>
        sql`league_search_key(coalesce(p.${raw(`first_name_${l}`)}, '') || ' ' || coalesce(p.${raw(`last_name_${l}`)}, '')) in (${keys})`,
    );
    conditions.push(sql`(p.birth_date = ${probe.birthDate} and (${sql.join(byName, sql` or `)}))`);
  }
  if (conditions.length === 0) return undefined;
  const { rows } =
    await sql<DuplicateRow>`select p.id, p.slug, ${localized('p.first_name', language)} || ' ' || ${localized('p.last_name', language)} as name,
      p.birth_date::text as birth_date,
      (select ${localized('c.title', language)} from ${raw(d.members)} m join teams t on t.id = m.team_id join clubs c on c.id = t.club_id
        where m.${raw(d.fk)} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) as club,
      (select t.club_id from ${raw(d.members)} m join teams t on t.id = m.team_id
        where m.${raw(d.fk)} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) as club_id,
      (select m.team_id from ${raw(d.members)} m
        where m.${raw(d.fk)} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) as team_id,
      case when ${identity ? sql`upper(regexp_replace(coalesce(p.identity_number, ''), '\\s+', '', 'g')) = ${identity}` : sql`false`} then 'identity_number' else 'name_birth_date' end as reason
    from ${raw(d.people)} p where (${sql.join(conditions, sql` or `)}) ${probe.exceptId ? sql`and p.id <> ${probe.exceptId}` : sql``}
    order by p.id limit 1`.execute(db);
  return rows[0];
}

/** The person's place in a team, or undefined. */
export async function membership(
  db: Executor,
  d: PersonTables,
  personId: number,
  teamId: number,
): Promise<{ id: number; is_active: boolean } | undefined> {
  const { rows } = await sql<{
    id: number;
    is_active: boolean;
  }>`select id, is_active from ${raw(d.members)} where ${raw(d.fk)} = ${personId} and team_id = ${teamId} for update`.execute(
    db,
  );
  return rows[0];
}

/** Gives the person an active place in the team (re-activating an old one). */
export async function joinTeam(
  db: Executor,
  d: PersonTables,
  personId: number,
  teamId: number,
  today: string,
  number: number | null = null,
): Promise<void> {
  const numberColumn = d.fk === 'player_id';
  await sql`insert into ${raw(d.members)} (team_id, ${raw(d.fk)}, ${numberColumn ? sql`number,` : sql``} is_active, joined_at, left_at)
    values (${teamId}, ${personId}, ${numberColumn ? sql`${number},` : sql``} true, ${today}, null)
    on conflict (team_id, ${raw(d.fk)}) do update set is_active = true, joined_at = excluded.joined_at, left_at = null
    ${numberColumn ? sql`, number = coalesce(excluded.number, ${raw(d.members)}.number)` : sql``}`.execute(db);
}

/** Ends the person's active places (in `teamIds`, or every team except `exceptTeamId`); returns the teams left. */
export async function leaveTeams(
  db: Executor,
  d: PersonTables,
  personId: number,
  today: string,
  scope: { teamIds?: number[]; exceptTeamId: number },
): Promise<number[]> {
  const { rows } = await sql<{ team_id: number }>`update ${raw(d.members)} set is_active = false, left_at = ${today}
    where ${raw(d.fk)} = ${personId} and is_active and team_id <> ${scope.exceptTeamId}
    ${scope.teamIds ? sql`and team_id in (${sql.join(scope.teamIds.length ? scope.teamIds : [-1])})` : sql``}
    returning team_id`.execute(db);
  return rows.map((r) => r.team_id);
}

export async function insertTransfer(
  db: Executor,
  d: PersonTables,
  row: { personId: number; fromTeamId: number | null; toTeamId: number; kept: boolean; byUserId: number | null },
): Promise<void> {
  await sql`insert into ${raw(d.transfers)} (${raw(d.fk)}, from_team_id, to_team_id, kept, by_user_id)
    values (${row.personId}, ${row.fromTeamId}, ${row.toTeamId}, ${row.kept}, ${row.byUserId})`.execute(db);
}

export async function slugTaken(db: Executor, d: PersonTables, slug: string): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`select id from ${raw(d.people)} where slug = ${slug} limit 1`.execute(db);
  return rows.length > 0;
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

/** Active places for many new people at once (what `joinTeam` does for one; the registry import). */
export async function joinTeams(
  db: Executor,
  d: PersonTables,
  places: { personId: number; teamId: number; number: number | null }[],
  today: string,
): Promise<void> {
  if (places.length === 0) return;
  const numbers = d.fk === 'player_id';
  const values = places.map(
    (p) => sql`(${p.teamId}, ${p.personId}, ${numbers ? sql`${p.number},` : sql``} true, ${today}::date, null)`,
  );
  await sql`insert into ${raw(d.members)} (team_id, ${raw(d.fk)}, ${numbers ? sql`number,` : sql``} is_active, joined_at, left_at)
    values ${sql.join(values)}
    on conflict (team_id, ${raw(d.fk)}) do update set is_active = true, joined_at = excluded.joined_at, left_at = null`.execute(
    db,
  );
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
