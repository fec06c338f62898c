// SQL of the public people area: clubs, teams, players, staff, referees, applications and
// geography. Every function takes `db` or a `trx` first. Match rows, events, squads and crews
// come from the league repository (one loader for every public statistic).
import type { ApplicationStatus, Language, PlayerPosition, StaffKind } from '@league/shared/contracts';
import { sql, type SqlBool, type ExpressionBuilder } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Escapes LIKE wildcards so a visitor's search text matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fullName = (alias: string, language: Language) =>
  sql<string>`${localized(`${alias}.first_name`, language)} || ' ' || ${localized(`${alias}.last_name`, language)}`;

// ---------------------------------------------------------------------------------------------
// Seasons and tournaments

export interface SeasonRow {
  id: number;
  year: number;
  title: string;
}

/** Seasons that hold at least one tournament, newest first. */
export async function listSeasons(db: Executor, language: Language): Promise<SeasonRow[]> {
  return db
    .selectFrom('seasons as s')
    .select(['s.id', 's.year', localized('s.title', language).as('title')])
    .where((eb) => eb.exists(eb.selectFrom('tournaments as t').select('t.id').whereRef('t.season_id', '=', 's.id')))
    .orderBy('s.year', 'desc')
    .execute();
}

export interface TournamentRefRow {
  id: number;
  slug: string;
  title: string;
  season_id: number;
  season_year: number;
  season_title: string;
  main: boolean;
  active: boolean;
  format: 'league' | 'cup';
  start_date: string | null;
  end_date: string | null;
  sort: number;
  match_length_minutes: number;
  table_rules: { technical_score?: [number, number] };
}

export async function listTournaments(db: Executor, language: Language, filter: { seasonId?: number; ids?: number[] } = {}): Promise<TournamentRefRow[]> {
  let query = db
    .selectFrom('tournaments as t')
    .innerJoin('seasons as s', 's.id', 't.season_id')
    .select([
      't.id',
      't.slug',
      localized('t.title', language).as('title'),
      't.season_id',
      's.year as season_year',
      localized('s.title', language).as('season_title'),
      't.main',
      't.active',
      't.format',
      sql<string | null>`to_char(t.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(t.end_date, 'YYYY-MM-DD')`.as('end_date'),
      't.sort',
      't.match_length_minutes',
      't.table_rules',
    ]);
  if (filter.seasonId !== undefined) query = query.where('t.season_id', '=', filter.seasonId);
  if (filter.ids) query = query.where('t.id', 'in', filter.ids.length ? filter.ids : [0]);
  return (await query.orderBy('s.year', 'desc').orderBy('t.main', 'desc').orderBy('t.sort').orderBy('t.id').execute()) as TournamentRefRow[];
}

/** Tournaments the team plays in (an accepted team application), newest season first. */
export async function tournamentIdsOfTeam(db: Executor, teamId: number): Promise<number[]> {
  const rows = await db.selectFrom('tournament_teams').select('tournament_id').where('team_id', '=', teamId).where('status', '=', 'submitted').execute();
  return rows.map((r) => r.tournament_id);
}

// ---------------------------------------------------------------------------------------------
// Clubs and teams

export interface TeamListRow {
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
  club_city_id: number | null;
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
  let query = db
    .selectFrom('teams as tm')
    .innerJoin('clubs as c', 'c.id', 'tm.club_id')
    .select([
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
      'c.city_id as club_city_id',
    ]);
  if (filter.ids) query = query.where('tm.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.slug !== undefined) query = query.where('tm.slug', '=', filter.slug);
  if (filter.clubId !== undefined) query = query.where('tm.club_id', '=', filter.clubId);
  if (filter.tournamentId !== undefined) {
    const tournamentId = filter.tournamentId;
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('tournament_teams as tt').select('tt.id').whereRef('tt.team_id', '=', 'tm.id').where('tt.tournament_id', '=', tournamentId).where('tt.status', '=', 'submitted'),
      ),
    );
  }
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

// ---------------------------------------------------------------------------------------------
// Players

export interface PlayerRow {
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  photo: string | null;
  position: PlayerPosition;
  number: number | null;
  birth_date: string;
  height_cm: number | null;
  weight_kg: number | null;
  is_pupil: boolean;
  is_captain: boolean;
  is_joker: boolean;
  citizenship: string | null;
}

function playerQuery(db: Executor, language: Language) {
  return db
    .selectFrom('players as p')
    .leftJoin('countries as co', 'co.id', 'p.citizenship_country_id')
    .select([
      'p.id',
      'p.slug',
      fullName('p', language).as('name'),
      localized('p.first_name', language).as('first_name'),
      localized('p.last_name', language).as('last_name'),
      localizedOptional('p.middle_name', language).as('middle_name'),
      'p.photo',
      'p.position',
      'p.number',
      'p.birth_date',
      'p.height_cm',
      'p.weight_kg',
      'p.is_pupil',
      'p.is_captain',
      'p.is_joker',
      sql<string | null>`case when co.id is null then null else ${localized('co.title', language)} end`.as('citizenship'),
    ]);
}

export async function findPlayerBySlug(db: Executor, language: Language, slug: string): Promise<PlayerRow | undefined> {
  return playerQuery(db, language).where('p.slug', '=', slug).executeTakeFirst();
}

export async function playersByIds(db: Executor, language: Language, ids: number[]): Promise<PlayerRow[]> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return [];
  return playerQuery(db, language).where('p.id', 'in', unique).execute();
}

export interface PlayerFilter {
  q?: string;
  teamId?: number;
  tournamentId?: number;
  position?: PlayerPosition;
}

function filterPlayers(eb: ExpressionBuilder<Database & { p: Database['players'] }, 'p'>, filter: PlayerFilter) {
  const conditions = [] as ReturnType<typeof eb.exists>[];
  if (filter.q) {
    const pattern = likePattern(filter.q.trim().replace(/\s+/g, ' '));
    const names = (['kk', 'ru', 'en'] as const).flatMap((l) => [
      eb(sql<string>`coalesce(p.first_name_${sql.raw(l)}, '') || ' ' || coalesce(p.last_name_${sql.raw(l)}, '')`, 'ilike', pattern),
      eb(sql<string>`coalesce(p.last_name_${sql.raw(l)}, '') || ' ' || coalesce(p.first_name_${sql.raw(l)}, '')`, 'ilike', pattern),
    ]);
    conditions.push(eb.or(names));
  }
  if (filter.position) conditions.push(eb('p.position', '=', filter.position));
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    conditions.push(eb.exists(eb.selectFrom('team_players as tp').select('tp.id').whereRef('tp.player_id', '=', 'p.id').where('tp.team_id', '=', teamId).where('tp.is_active', '=', true)));
  }
  if (filter.tournamentId !== undefined) {
    const tournamentId = filter.tournamentId;
    conditions.push(
      eb.exists(
        eb.selectFrom('player_applications as pa').select('pa.id').whereRef('pa.player_id', '=', 'p.id').where('pa.tournament_id', '=', tournamentId).where('pa.status', '=', 'submitted'),
      ),
    );
  }
  return eb.and(conditions) as unknown as ReturnType<typeof eb.exists> & SqlBool;
}

export async function pagePlayers(
  db: Executor,
  language: Language,
  filter: PlayerFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const count = await db
    .selectFrom('players as p')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => filterPlayers(eb, filter))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('players as p')
    .select(['p.id', localized('p.last_name', language).as('last'), localized('p.first_name', language).as('first')])
    .where((eb) => filterPlayers(eb, filter))
    .orderBy('last')
    .orderBy('first')
    .orderBy('p.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), ids: rows.map((r) => r.id) };
}

export interface MembershipRow {
  team_id: number;
  player_id: number;
  number: number | null;
  is_active: boolean;
  joined_at: string | null;
}

export async function memberships(db: Executor, filter: { teamId?: number; playerIds?: number[]; activeOnly?: boolean }): Promise<MembershipRow[]> {
  let query = db.selectFrom('team_players as tp').select(['tp.team_id', 'tp.player_id', 'tp.number', 'tp.is_active', 'tp.joined_at']);
  if (filter.teamId !== undefined) query = query.where('tp.team_id', '=', filter.teamId);
  if (filter.playerIds) query = query.where('tp.player_id', 'in', filter.playerIds.length ? filter.playerIds : [0]);
  if (filter.activeOnly) query = query.where('tp.is_active', '=', true);
  // The latest membership first: a player's current team is the first active row.
  return query.orderBy('tp.is_active', 'desc').orderBy('tp.joined_at', sql`desc nulls last`).orderBy('tp.id', 'desc').execute();
}

export interface ApplicationRow {
  id: number;
  tournament_id: number;
  team_id: number;
  player_id: number;
  number: number | null;
  status: ApplicationStatus;
  updated_at: string;
}

export async function playerApplications(
  db: Executor,
  filter: { teamId?: number; playerId?: number; tournamentIds?: number[]; statuses?: ApplicationStatus[] },
): Promise<ApplicationRow[]> {
  let query = db.selectFrom('player_applications as pa').select(['pa.id', 'pa.tournament_id', 'pa.team_id', 'pa.player_id', 'pa.number', 'pa.status', 'pa.updated_at']);
  if (filter.teamId !== undefined) query = query.where('pa.team_id', '=', filter.teamId);
  if (filter.playerId !== undefined) query = query.where('pa.player_id', '=', filter.playerId);
  if (filter.tournamentIds) query = query.where('pa.tournament_id', 'in', filter.tournamentIds.length ? filter.tournamentIds : [0]);
  if (filter.statuses) query = query.where('pa.status', 'in', filter.statuses);
  const rows = await query.orderBy('pa.updated_at', 'desc').orderBy('pa.id', 'desc').execute();
  return rows.map((r) => ({ ...r, updated_at: iso(r.updated_at)! }));
}

export async function hasApplicationWithStatus(db: Executor, teamId: number, status: ApplicationStatus): Promise<boolean> {
  const row = await db.selectFrom('player_applications').select('id').where('team_id', '=', teamId).where('status', '=', status).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Ids of finished-or-not matches the player appears in (squad, events), newest first, paged. */
export async function pagePlayerMatchIds(db: Executor, playerId: number, page: { offset: number; limit: number }): Promise<{ total: number; ids: number[] }> {
  const own = sql<number>`(
    select match_id from match_squads where player_id = ${playerId}
    union select match_id from goals where player_id = ${playerId} or assistant_player_id = ${playerId}
    union select match_id from punishments where player_id = ${playerId}
    union select match_id from replacements where player_in_id = ${playerId} or player_out_id = ${playerId}
  )`;
  const count = await db
    .selectFrom('matches as m')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('m.id', 'in', own)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('matches as m')
    .select('m.id')
    .where('m.id', 'in', own)
    .orderBy(sql`m.date_time desc nulls last`)
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), ids: rows.map((r) => r.id) };
}

/** Every match the player appears in (for statistics). */
export async function playerMatchIds(db: Executor, playerId: number): Promise<number[]> {
  const { ids } = await pagePlayerMatchIds(db, playerId, { offset: 0, limit: 100_000 });
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Staff

export interface StaffRow {
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
  kind: StaffKind;
  position: string | null;
  photo: string | null;
  birth_date: string | null;
  biography: string | null;
}

function staffQuery(db: Executor, language: Language) {
  return db
    .selectFrom('staff as s')
    .select([
      's.id',
      's.slug',
      fullName('s', language).as('name'),
      localized('s.first_name', language).as('first_name'),
      localized('s.last_name', language).as('last_name'),
      's.kind',
      localizedOptional('s.position', language).as('position'),
      's.photo',
      's.birth_date',
      localizedOptional('s.biography', language).as('biography'),
    ]);
}

const STAFF_ORDER = sql`case s.kind when 'head_coach' then 0 when 'coach' then 1 when 'goalkeeper_coach' then 2 when 'fitness_coach' then 3 when 'doctor' then 4 else 5 end`;

export async function staffOfTeam(db: Executor, language: Language, teamId: number): Promise<StaffRow[]> {
  return staffQuery(db, language)
    .innerJoin('team_staff as ts', 'ts.staff_id', 's.id')
    .where('ts.team_id', '=', teamId)
    .where('ts.is_active', '=', true)
    .orderBy(STAFF_ORDER)
    .orderBy('last_name')
    .orderBy('s.id')
    .execute();
}

export async function findStaffBySlug(db: Executor, language: Language, slug: string): Promise<StaffRow | undefined> {
  return staffQuery(db, language).where('s.slug', '=', slug).executeTakeFirst();
}

export async function teamIdsOfStaff(db: Executor, staffId: number): Promise<number[]> {
  const rows = await db.selectFrom('team_staff').select('team_id').where('staff_id', '=', staffId).where('is_active', '=', true).orderBy('id').execute();
  return rows.map((r) => r.team_id);
}

// ---------------------------------------------------------------------------------------------
// Referees

export interface RefereeRow {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  category: string | null;
  city: string | null;
  birth_date: string | null;
}

function refereeQuery(db: Executor, language: Language) {
  return db
    .selectFrom('referees as r')
    .leftJoin('cities as ci', 'ci.id', 'r.city_id')
    .select([
      'r.id',
      'r.slug',
      fullName('r', language).as('name'),
      'r.photo',
      localizedOptional('r.category', language).as('category'),
      sql<string | null>`case when ci.id is null then null else ${localized('ci.title', language)} end`.as('city'),
      'r.birth_date',
    ]);
}

export async function pageReferees(
  db: Executor,
  language: Language,
  filter: { q?: string },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: RefereeRow[] }> {
  const where = (eb: ExpressionBuilder<Database & { r: Database['referees'] }, 'r'>) => {
    const conditions = [eb('r.is_active', '=', true)];
    if (filter.q) {
      const pattern = likePattern(filter.q.trim());
      conditions.push(
        eb.or(
          (['kk', 'ru', 'en'] as const).map((l) =>
            eb(sql<string>`coalesce(r.first_name_${sql.raw(l)}, '') || ' ' || coalesce(r.last_name_${sql.raw(l)}, '')`, 'ilike', pattern),
          ),
        ),
      );
    }
    return eb.and(conditions);
  };
  const count = await db
    .selectFrom('referees as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await refereeQuery(db, language)
    .where(where)
    .orderBy(localized('r.last_name', language))
    .orderBy(localized('r.first_name', language))
    .orderBy('r.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), rows };
}

export async function findReferee(db: Executor, language: Language, key: { id?: number; slug?: string }): Promise<RefereeRow | undefined> {
  let query = refereeQuery(db, language);
  if (key.id !== undefined) query = query.where('r.id', '=', key.id);
  else query = query.where('r.slug', '=', key.slug ?? '');
  return query.executeTakeFirst();
}

/** Match ids per referee (any role). */
export async function refereeMatchIds(db: Executor, refereeIds: number[]): Promise<{ match_id: number; referee_id: number }[]> {
  if (refereeIds.length === 0) return [];
  return db.selectFrom('match_referees').select(['match_id', 'referee_id']).where('referee_id', 'in', refereeIds).execute();
}

// ---------------------------------------------------------------------------------------------
// Geography

export async function countriesWithCities(db: Executor, language: Language) {
  const [countries, cities] = await Promise.all([
    db.selectFrom('countries as c').select(['c.id', 'c.code', localized('c.title', language).as('title')]).orderBy('title').orderBy('c.id').execute(),
    db.selectFrom('cities as c').select(['c.id', 'c.country_id', 'c.slug', localized('c.title', language).as('title')]).orderBy('title').orderBy('c.id').execute(),
  ]);
  return { countries, cities };
}

// ---------------------------------------------------------------------------------------------
// A team's application to a tournament (public view)

/** The team's application status in the tournament (`tournament_teams`), or undefined. */
export async function tournamentTeamStatus(db: Executor, tournamentId: number, teamId: number): Promise<ApplicationStatus | undefined> {
  const row = await db
    .selectFrom('tournament_teams')
    .select('status')
    .where('tournament_id', '=', tournamentId)
    .where('team_id', '=', teamId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status;
}

/** Staff with a staff application of `status` for the team in the tournament, head coach first. */
export async function staffOfApplication(db: Executor, language: Language, tournamentId: number, teamId: number, status: ApplicationStatus): Promise<StaffRow[]> {
  return staffQuery(db, language)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_applications as sa')
          .select('sa.id')
          .whereRef('sa.staff_id', '=', 's.id')
          .where('sa.tournament_id', '=', tournamentId)
          .where('sa.team_id', '=', teamId)
          .where('sa.status', '=', status),
      ),
    )
    .orderBy(STAFF_ORDER)
    .orderBy('last_name')
    .orderBy('s.id')
    .execute();
}
