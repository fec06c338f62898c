// SQL of the registry import (ADR 0250): what the registry already holds that a file's rows are
// compared with (clubs, teams, cities, people who may be the same, the shirt numbers and captains
// of the teams named), and the record of each imported file. Writes of clubs, teams and people go
// through their own modules.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ImportedTeam } from '../teams/index';

export interface ClubRow {
  id: number;
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  archived: boolean;
}

export async function clubs(db: Executor): Promise<ClubRow[]> {
  const { rows } = await sql<ClubRow>`select id, title_kk, title_ru, title_en, archived_at is not null as archived
    from clubs order by id`.execute(db);
  return rows;
}

/** A team the registry holds: the columns an import writes, with its id. */
export interface TeamRow extends ImportedTeam {
  id: number;
}

export async function teams(db: Executor): Promise<TeamRow[]> {
  const { rows } = await sql<TeamRow>`select id, club_id, title_kk, title_ru, title_en, birth_year, is_woman_squad
    from teams order by id`.execute(db);
  return rows;
}

export interface CityRow {
  id: number;
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
}

export async function cities(db: Executor): Promise<CityRow[]> {
  const { rows } = await sql<CityRow>`select id, title_kk, title_ru, title_en from cities order by id`.execute(db);
  return rows;
}

export interface PersonRow {
  id: number;
  identity: string | null;
  birth_date: string | null;
  keys: string[];
  name: string;
  club: string | null;
  team_ids: number[];
}

/**
 * People of `table` who may be someone a file names: the same identity number (spaces and case
 * ignored) or the same birth date; with the search keys of their names in every language.
 */
export async function candidates(
  db: Executor,
  table: 'players' | 'staff',
  probe: { identities: string[]; birthDates: string[] },
): Promise<PersonRow[]> {
  if (probe.identities.length === 0 && probe.birthDates.length === 0) return [];
  const members = sql.raw(table === 'players' ? 'team_players' : 'team_staff');
  const fk = sql.raw(table === 'players' ? 'player_id' : 'staff_id');
  const { rows } = await sql<PersonRow>`select p.id,
      nullif(upper(regexp_replace(coalesce(p.identity_number, ''), '\\s+', '', 'g')), '') as identity,
      p.birth_date::text as birth_date,
      array[league_search_key(coalesce(p.first_name_kk, '') || ' ' || coalesce(p.last_name_kk, '')),
            league_search_key(coalesce(p.first_name_ru, '') || ' ' || coalesce(p.last_name_ru, '')),
            league_search_key(coalesce(p.first_name_en, '') || ' ' || coalesce(p.last_name_en, ''))] as keys,
      p.last_name_kk || ' ' || p.first_name_kk as name,
      (select c.title_kk from ${members} m join teams t on t.id = m.team_id join clubs c on c.id = t.club_id
        where m.${fk} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) as club,
      coalesce((select array_agg(m.team_id order by m.team_id) from ${members} m where m.${fk} = p.id and m.is_active), '{}') as team_ids
    from ${sql.raw(table)} p
    where upper(regexp_replace(coalesce(p.identity_number, ''), '\\s+', '', 'g')) = any(${probe.identities}::text[])
       or p.birth_date = any(${probe.birthDates}::date[])`.execute(db);
  return rows;
}

export interface PlaceRow {
  team_id: number;
  number: number | null;
  is_captain: boolean;
  name: string;
}

/** The active players of the teams: their shirt numbers and who is captain. */
export async function teamPlaces(db: Executor, teamIds: number[]): Promise<PlaceRow[]> {
  if (teamIds.length === 0) return [];
  const { rows } =
    await sql<PlaceRow>`select m.team_id, m.number, p.is_captain, p.last_name_kk || ' ' || p.first_name_kk as name
    from team_players m join players p on p.id = m.player_id
    where m.is_active and m.team_id = any(${teamIds}::int[])`.execute(db);
  return rows;
}

/** Locks rows the import adds to, in id order (ADR 0138): clubs that get teams, teams that get people. */
export async function lockRows(db: Executor, table: 'clubs' | 'teams', ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`select id from ${sql.raw(table)} where id = any(${ids}::int[]) order by id for no key update`.execute(db);
}

/** Every import waits for the one before it to commit (two files naming one new club create it once). */
export async function lockImports(db: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('registry_imports'))`.execute(db);
}

export interface ImportRecord {
  id: number;
  created_at: Date;
  by: string | null;
  clubs: number;
  teams: number;
  players: number;
  staff: number;
  skipped: number;
}

export async function findImport(db: Executor, source: string): Promise<ImportRecord | undefined> {
  const { rows } =
    await sql<ImportRecord>`select i.id, i.created_at, u.name as by, i.clubs, i.teams, i.players, i.staff, i.skipped
    from registry_imports i left join users u on u.id = i.created_by where i.source = ${source}`.execute(db);
  return rows[0];
}

export async function insertImport(
  db: Executor,
  values: {
    source: string;
    file_name: string;
    created_by: number;
    clubs: number;
    teams: number;
    players: number;
    staff: number;
    skipped: number;
  },
): Promise<number> {
  const row = await db.insertInto('registry_imports').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
