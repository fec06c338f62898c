// SQL of teams and their memberships (team_players, team_staff). Every function takes `db` or a
// `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { localized } from '../../db/localized';
import { QueryShapes } from '../../db/query-shapes';
import { rowExists } from '../../db/row-exists';
import { insertUnlessSlugTaken, slugTaken } from '../../db/slug-insert';

/** A team as other pages mention it: the logo falls back to the club's. */
export interface TeamRefRow {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
}

/** Teams (`tm`) with their club (`c`) joined. */
const teamsAndClubs = (db: Executor) => db.selectFrom('teams as tm').innerJoin('clubs as c', 'c.id', 'tm.club_id');

type TeamsEb = ExpressionBuilder<Database & { tm: Database['teams'] }, 'tm'>;

/** The team has an accepted application to the tournament (its id, or SQL that names it). */
function enteredIn(tournamentId: number | RawBuilder<number>) {
  return (eb: TeamsEb) =>
    eb.exists(
      eb
        .selectFrom('tournament_teams as tt')
        .select('tt.id')
        .whereRef('tt.team_id', '=', 'tm.id')
        .where('tt.tournament_id', '=', tournamentId)
        .where('tt.status', '=', 'submitted'),
    );
}

function teamRefQuery(db: Executor, language: Language) {
  return teamsAndClubs(db).select([
    'tm.id',
    'tm.slug',
    localized('tm.title', language).as('title'),
    sql<string | null>`coalesce(tm.logo, c.logo)`.as('logo'),
  ]);
}

// Built and compiled once per language (and with or without a tournament).
const refsByIds = new QueryShapes<Language, { ids: number[] }>({
  name: 'teamRefsByIds',
  key: (language) => language,
  // One array parameter: one statement for any number of ids.
  build: (db, language, { ids }) =>
    teamRefQuery(db, language).where('tm.id', '=', sql<number>`any(${ids}::int[])`).compile(),
});

const refsOfTournament = new QueryShapes<Language, { tournamentId?: number }>({
  name: 'teamRefsOfTournament',
  key: (language) => language,
  build(db, language, { tournamentId }) {
    let query = teamRefQuery(db, language);
    if (tournamentId !== undefined) query = query.where(enteredIn(tournamentId));
    return query.orderBy('title').orderBy('tm.id').compile();
  },
});

/** The values of a team reference in `teamRefsJson`, in order. */
export const TEAM_REF_COLUMNS = ['id', 'slug', 'title', 'logo'] as const;

/**
 * Team references inside another module's statement: one JSON text of `[id, slug, title, logo]`
 * arrays by title, of the teams with an accepted application to one of the tournaments (a
 * parameter) or of the teams whose ids the statement gives (SQL of an int array).
 */
export function teamRefsJson(
  db: Executor,
  language: Language,
  of: { tournamentIds: unknown } | { ids: RawBuilder<unknown> },
): RawBuilder<string> {
  const query =
    'ids' in of
      ? teamRefQuery(db, language).where('tm.id', '=', sql<number>`any(${of.ids})`)
      : teamRefQuery(db, language).where(enteredIn(sql<number>`any(${of.tournamentIds}::int[])`));
  return sql<string>`select coalesce(json_agg(json_build_array(r.id, r.slug, r.title, r.logo) order by r.title, r.id), '[]')::text from (${query}) r`;
}

export async function teamRefsByIds(db: Executor, language: Language, ids: number[]): Promise<TeamRefRow[]> {
  if (ids.length === 0) return [];
  return (await refsByIds.execute<TeamRefRow>(db, language, { ids })).rows;
}

/** Teams by title; with a tournament, only those with an accepted application to it. */
export async function teamRefsOfTournament(
  db: Executor,
  language: Language,
  tournamentId?: number,
): Promise<TeamRefRow[]> {
  return (await refsOfTournament.execute<TeamRefRow>(db, language, { tournamentId })).rows;
}

export function teamExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'teams', id);
}

/** A team with its club, as every list of teams reads it. */
export interface TeamWithClubRow {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
  birth_year: number;
  is_woman_squad: boolean;
  is_active: boolean;
  position: number;
  club_id: number;
  club_slug: string;
  club_title: string;
  club_logo: string | null;
}

export interface TeamListRow extends TeamWithClubRow {
  club_city_id: number | null;
}

/** Teams joined with their club, selecting the columns of `TeamWithClubRow`. */
function teamsWithClub(db: Executor, language: Language) {
  return teamsAndClubs(db).select([
    'tm.id',
    'tm.slug',
    localized('tm.title', language).as('title'),
    'tm.logo',
    'tm.birth_year',
    'tm.is_woman_squad',
    'tm.is_active',
    'tm.position',
    'c.id as club_id',
    'c.slug as club_slug',
    localized('c.title', language).as('club_title'),
    'c.logo as club_logo',
  ]);
}

export interface TeamFilter {
  ids?: number[];
  slug?: string;
  clubId?: number;
  /** Teams with an accepted application to a tournament of this season. */
  seasonId?: number;
  /** Teams with an accepted application to this tournament. */
  tournamentId?: number;
}

export async function listTeams(db: Executor, language: Language, filter: TeamFilter = {}): Promise<TeamListRow[]> {
  let query = teamsWithClub(db, language).select('c.city_id as club_city_id');
  if (filter.ids) query = query.where('tm.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.slug !== undefined) query = query.where('tm.slug', '=', filter.slug);
  if (filter.clubId !== undefined) query = query.where('tm.club_id', '=', filter.clubId);
  if (filter.tournamentId !== undefined) query = query.where(enteredIn(filter.tournamentId));
  if (filter.seasonId !== undefined) {
    const seasonId = filter.seasonId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tournament_teams as tt')
          .innerJoin('tournaments as t', 't.id', 'tt.tournament_id')
          .select('tt.id')
          .whereRef('tt.team_id', '=', 'tm.id')
          .where('t.season_id', '=', seasonId)
          .where('tt.status', '=', 'submitted'),
      ),
    );
  }
  return query.orderBy('tm.id').execute();
}

export interface MembershipRow {
  team_id: number;
  player_id: number;
  number: number | null;
  is_active: boolean;
  joined_at: string | null;
}

export async function memberships(
  db: Executor,
  filter: { teamId?: number; playerIds?: number[]; activeOnly?: boolean },
): Promise<MembershipRow[]> {
  let query = db
    .selectFrom('team_players as tp')
    .select(['tp.team_id', 'tp.player_id', 'tp.number', 'tp.is_active', 'tp.joined_at']);
  if (filter.teamId !== undefined) query = query.where('tp.team_id', '=', filter.teamId);
  if (filter.playerIds) query = query.where('tp.player_id', 'in', filter.playerIds.length ? filter.playerIds : [0]);
  if (filter.activeOnly) query = query.where('tp.is_active', '=', true);
  // The latest membership first: a player's current team is the first active row.
  return query
    .orderBy('tp.is_active', 'desc')
    .orderBy('tp.joined_at', (ob) => ob.desc().nullsLast())
    .orderBy('tp.id', 'desc')
    .execute();
}

export async function teamIdsOfStaff(db: Executor, staffId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_staff')
    .select('team_id')
    .where('staff_id', '=', staffId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.team_id);
}

export async function birthYears(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('teams').select('birth_year').distinct().orderBy('birth_year', 'desc').execute();
  return rows.map((r) => r.birth_year);
}

// Cabinet: the teams registry.

export interface CabinetTeamRow extends TeamWithClubRow {
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  club_archived: boolean;
  players_count: number;
}

/** Teams with their club and the number of active members; one club's when `clubId` is given. */
export async function cabinetTeams(
  db: Executor,
  language: Language,
  filter: { clubId?: number; ids?: number[] } = {},
): Promise<CabinetTeamRow[]> {
  let query = teamsWithClub(db, language).select([
    'tm.title_kk',
    'tm.title_ru',
    'tm.title_en',
    sql<boolean>`c.archived_at is not null`.as('club_archived'),
    sql<number>`(select count(*)::int from team_players tp where tp.team_id = tm.id and tp.is_active)`.as(
      'players_count',
    ),
  ]);
  if (filter.clubId !== undefined) query = query.where('tm.club_id', '=', filter.clubId);
  if (filter.ids) query = query.where('tm.id', 'in', filter.ids.length ? filter.ids : [0]);
  const rows = await query.orderBy('tm.id').execute();
  return rows.map((r) => ({ ...r, players_count: Number(r.players_count) }));
}

/** The club a team may be added to or changed in, locked for the transaction; undefined when none. */
export async function lockClubOfTeams(db: Executor, clubId: number, forNewTeam = false) {
  const query = db.selectFrom('clubs').select(['id', 'archived_at']).where('id', '=', clubId);
  // A new team is checked against its club's titles (in every language, while the unique index
  // knows only the Kazakh one): new teams of one club are added one after the other.
  return (forNewTeam ? query.forNoKeyUpdate() : query.forShare()).executeTakeFirst();
}

/** Locks a team's row; with its club's archived state. */
export async function lockTeam(db: Executor, id: number) {
  const team = await db
    .selectFrom('teams')
    .select(['id', 'slug', 'club_id', 'logo'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!team) return undefined;
  const club = await lockClubOfTeams(db, team.club_id);
  return { ...team, club_archived: club?.archived_at != null };
}

/** Which of the titles another team of the club already has (case-insensitive, same language). */
export async function takenTeamTitles(
  db: Executor,
  clubId: number,
  titles: { title_kk: string; title_ru: string | null; title_en: string | null },
  exceptId?: number,
): Promise<Array<'title_kk' | 'title_ru' | 'title_en'>> {
  let query = db.selectFrom('teams').select(['title_kk', 'title_ru', 'title_en']).where('club_id', '=', clubId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  const same = (a: string | null, b: string | null) =>
    !!a && !!b && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  return (['title_kk', 'title_ru', 'title_en'] as const).filter((key) => rows.some((r) => same(r[key], titles[key])));
}

export function teamSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return slugTaken(db, 'teams', slug);
}

export interface TeamValues {
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  birth_year: number;
  is_woman_squad: boolean;
  position: number;
  is_active: boolean;
}

/** The new team's id; undefined when another transaction stored the slug meanwhile (`insertWithFreeSlug`). */
export function insertTeam(
  db: Executor,
  values: TeamValues & { club_id: number; slug: string },
): Promise<number | undefined> {
  return insertUnlessSlugTaken(db, 'teams', values);
}

export async function updateTeam(db: Executor, id: number, values: TeamValues, now: Date): Promise<void> {
  await db
    .updateTable('teams')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setTeamLogo(db: Executor, id: number, logo: string | null, now: Date): Promise<void> {
  await db.updateTable('teams').set({ logo, updated_at: now }).where('id', '=', id).execute();
}
