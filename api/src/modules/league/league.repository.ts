// SQL of the public league core: tournaments, tours, teams, matches with their events, squads,
// crews, statistics, media and news, and the handbooks. Every function takes `db` or a `trx`.
import type {
  CardType,
  Gender,
  GoalMethod,
  Language,
  MatchScope,
  MatchStatus,
  PenaltyFailure,
  PlayerPosition,
  RefereeRole,
  RemovalCause,
  SquadKind,
  TeamType,
  TechnicalResult,
  TournamentFormat,
} from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

// ---------------------------------------------------------------------------------------------
// Tournaments and tours

export interface TournamentRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  season_id: number;
  season_year: number;
  season_title: string;
  age_group: string;
  birth_year_from: number;
  birth_year_to: number;
  gender: Gender;
  format: TournamentFormat;
  start_date: string | null;
  end_date: string | null;
  main: boolean;
  active: boolean;
  logo: string | null;
  match_length_minutes: number;
  table_rules: { technical_score?: [number, number] };
  team_ids: number[];
}

function tournamentQuery(db: Executor, language: Language) {
  return db
    .selectFrom('tournaments as t')
    .innerJoin('seasons as s', 's.id', 't.season_id')
    .select([
      't.id',
      't.slug',
      localized('t.title', language).as('title'),
      localizedOptional('t.description', language).as('description'),
      't.season_id',
      's.year as season_year',
      localized('s.title', language).as('season_title'),
      't.age_group',
      't.birth_year_from',
      't.birth_year_to',
      't.gender',
      't.format',
      sql<string | null>`to_char(t.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(t.end_date, 'YYYY-MM-DD')`.as('end_date'),
      't.main',
      't.active',
      't.logo',
      't.match_length_minutes',
      't.table_rules',
      sql<number[]>`coalesce((
        select array_agg(tt.team_id order by tt.team_id)
        from tournament_teams tt
        where tt.tournament_id = t.id and tt.status = 'submitted'
      ), '{}')`.as('team_ids'),
    ]);
}

export async function findTournament(db: Executor, language: Language, id: number): Promise<TournamentRow | undefined> {
  return (await tournamentQuery(db, language).where('t.id', '=', id).executeTakeFirst()) as TournamentRow | undefined;
}

export async function findMainTournament(db: Executor, language: Language): Promise<TournamentRow | undefined> {
  return (await tournamentQuery(db, language).where('t.main', '=', true).executeTakeFirst()) as TournamentRow | undefined;
}

/** `table_rules.technical_score` of each tournament (the score a technical result counts as). */
export async function technicalScores(db: Executor, ids: number[]): Promise<Map<number, [number, number] | undefined>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('tournaments').select(['id', 'table_rules']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, (r.table_rules as { technical_score?: [number, number] } | null)?.technical_score]));
}

export async function tournamentIdsOfSeason(db: Executor, seasonId: number): Promise<number[]> {
  const rows = await db.selectFrom('tournaments').select('id').where('season_id', '=', seasonId).execute();
  return rows.map((r) => r.id);
}

export interface TourRow {
  id: number;
  tournament_id: number;
  number: number;
  title: string;
  start_date: string | null;
  end_date: string | null;
}

export async function listTours(db: Executor, language: Language, tournamentId?: number): Promise<TourRow[]> {
  let query = db
    .selectFrom('tours as r')
    .select([
      'r.id',
      'r.tournament_id',
      'r.number',
      localized('r.title', language).as('title'),
      sql<string | null>`to_char(r.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(r.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ]);
  if (tournamentId !== undefined) query = query.where('r.tournament_id', '=', tournamentId);
  return query.orderBy('r.tournament_id').orderBy('r.number').execute();
}

// ---------------------------------------------------------------------------------------------
// Teams and players

export interface TeamRow {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
}

function teamQuery(db: Executor, language: Language) {
  return db
    .selectFrom('teams as tm')
    .innerJoin('clubs as c', 'c.id', 'tm.club_id')
    .select(['tm.id', 'tm.slug', localized('tm.title', language).as('title'), sql<string | null>`coalesce(tm.logo, c.logo)`.as('logo')]);
}

export async function teamsByIds(db: Executor, language: Language, ids: number[]): Promise<TeamRow[]> {
  if (ids.length === 0) return [];
  return teamQuery(db, language).where('tm.id', 'in', ids).execute();
}

export async function listTeams(db: Executor, language: Language, tournamentId?: number): Promise<TeamRow[]> {
  let query = teamQuery(db, language);
  if (tournamentId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tournament_teams as tt')
          .select('tt.id')
          .whereRef('tt.team_id', '=', 'tm.id')
          .where('tt.tournament_id', '=', tournamentId)
          .where('tt.status', '=', 'submitted'),
      ),
    );
  }
  return query.orderBy('title').orderBy('tm.id').execute();
}

export async function teamExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('teams').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface PlayerRow {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  position: PlayerPosition;
}

export async function playersByIds(db: Executor, language: Language, ids: number[]): Promise<PlayerRow[]> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return [];
  return db
    .selectFrom('players as p')
    .select([
      'p.id',
      'p.slug',
      sql<string>`${localized('p.first_name', language)} || ' ' || ${localized('p.last_name', language)}`.as('name'),
      'p.photo',
      'p.position',
    ])
    .where('p.id', 'in', unique)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Matches

export interface MatchFilter {
  ids?: number[];
  tournamentIds?: number[];
  teamId?: number;
  status?: MatchStatus;
}

export interface MatchRow {
  id: number;
  tournament_id: number;
  tournament_slug: string;
  tournament_title: string;
  tour_id: number | null;
  tour_number: number | null;
  tour_title: string | null;
  tour_start_date: string | null;
  tour_end_date: string | null;
  host_team_id: number;
  guest_team_id: number;
  date_time: string | null;
  status: MatchStatus;
  technical_result: TechnicalResult | null;
  broadcast_url: string | null;
  host_color: string | null;
  guest_color: string | null;
  spectators: number | null;
  stadium_id: number | null;
  stadium_slug: string | null;
  stadium_title: string | null;
  stadium_city: string | null;
}

function matchQuery(db: Executor, language: Language, filter: MatchFilter) {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .leftJoin('tours as r', 'r.id', 'm.tour_id')
    .leftJoin('stadiums as st', 'st.id', 'm.stadium_id')
    .leftJoin('cities as ci', 'ci.id', 'st.city_id');
  if (filter.ids) query = query.where('m.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.tournamentIds) query = query.where('m.tournament_id', 'in', filter.tournamentIds.length ? filter.tournamentIds : [0]);
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    query = query.where((eb) => eb.or([eb('m.host_team_id', '=', teamId), eb('m.guest_team_id', '=', teamId)]));
  }
  if (filter.status) query = query.where('m.status', '=', filter.status);
  return query;
}

export async function listMatches(db: Executor, language: Language, filter: MatchFilter): Promise<MatchRow[]> {
  const rows = await matchQuery(db, language, filter)
    .select([
      'm.id',
      'm.tournament_id',
      't.slug as tournament_slug',
      localized('t.title', language).as('tournament_title'),
      'm.tour_id',
      'r.number as tour_number',
      sql<string | null>`case when r.id is null then null else ${localized('r.title', language)} end`.as('tour_title'),
      sql<string | null>`to_char(r.start_date, 'YYYY-MM-DD')`.as('tour_start_date'),
      sql<string | null>`to_char(r.end_date, 'YYYY-MM-DD')`.as('tour_end_date'),
      'm.host_team_id',
      'm.guest_team_id',
      'm.date_time',
      'm.status',
      'm.technical_result',
      'm.broadcast_url',
      'm.host_color',
      'm.guest_color',
      'm.spectators',
      'm.stadium_id',
      'st.slug as stadium_slug',
      sql<string | null>`case when st.id is null then null else ${localized('st.title', language)} end`.as('stadium_title'),
      sql<string | null>`case when ci.id is null then null else ${localized('ci.title', language)} end`.as('stadium_city'),
    ])
    .orderBy('m.date_time')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({ ...row, date_time: iso(row.date_time) })) as MatchRow[];
}

/** One page of match ids with the total, for the paginated `/matches`. */
export async function pageMatchIds(
  db: Executor,
  language: Language,
  filter: MatchFilter,
  page: { offset: number; limit: number; ascending: boolean },
): Promise<{ total: number; ids: number[] }> {
  const count = await matchQuery(db, language, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const direction = page.ascending ? sql`asc nulls last` : sql`desc nulls last`;
  const rows = await matchQuery(db, language, filter)
    .select('m.id')
    .orderBy(sql`m.date_time ${direction}`)
    .orderBy('m.id', page.ascending ? 'asc' : 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), ids: rows.map((r) => r.id) };
}

// ---------------------------------------------------------------------------------------------
// Events, squads, crews

export interface GoalRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  method: GoalMethod;
  assistant_player_id: number | null;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface PunishmentRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  card: CardType;
  removal_cause: RemovalCause | null;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface ReplacementRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_in_id: number | null;
  player_out_id: number | null;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface MissedPenaltyRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  goalkeeper_player_id: number | null;
  failure: PenaltyFailure;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface SquadRow {
  id: number;
  match_id: number;
  team_id: number;
  player_id: number;
  kind: SquadKind;
  number: number | null;
  is_captain: boolean;
  position: PlayerPosition | null;
  player_position: PlayerPosition;
}
export interface CrewRow {
  match_id: number;
  role: RefereeRole;
  referee_id: number;
  slug: string;
  name: string;
}

export interface MatchEvents {
  goals: GoalRow[];
  punishments: PunishmentRow[];
  replacements: ReplacementRow[];
  missedPenalties: MissedPenaltyRow[];
}

export async function loadEvents(db: Executor, matchIds: number[]): Promise<MatchEvents> {
  if (matchIds.length === 0) return { goals: [], punishments: [], replacements: [], missedPenalties: [] };
  const timing = ['minute', 'additional_minute', 'match_scope'] as const;
  const [goals, punishments, replacements, missedPenalties] = await Promise.all([
    db
      .selectFrom('goals')
      .select(['id', 'match_id', 'team_type', 'player_id', 'method', 'assistant_player_id', ...timing])
      .where('match_id', 'in', matchIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('punishments')
      .select(['id', 'match_id', 'team_type', 'player_id', 'card', 'removal_cause', ...timing])
      .where('match_id', 'in', matchIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('replacements')
      .select(['id', 'match_id', 'team_type', 'player_in_id', 'player_out_id', ...timing])
      .where('match_id', 'in', matchIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('missed_penalties')
      .select(['id', 'match_id', 'team_type', 'player_id', 'goalkeeper_player_id', 'failure', ...timing])
      .where('match_id', 'in', matchIds)
      .orderBy('id')
      .execute(),
  ]);
  return { goals, punishments, replacements, missedPenalties };
}

export async function loadSquads(db: Executor, matchIds: number[]): Promise<SquadRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_squads as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select(['q.id', 'q.match_id', 'q.team_id', 'q.player_id', 'q.kind', 'q.number', 'q.is_captain', 'q.position', 'p.position as player_position'])
    .where('q.match_id', 'in', matchIds)
    .orderBy('q.id')
    .execute();
}

export async function loadCrews(db: Executor, language: Language, matchIds: number[]): Promise<CrewRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_referees as mr')
    .innerJoin('referees as rf', 'rf.id', 'mr.referee_id')
    .select([
      'mr.match_id',
      'mr.role',
      'mr.referee_id',
      'rf.slug',
      sql<string>`${localized('rf.first_name', language)} || ' ' || ${localized('rf.last_name', language)}`.as('name'),
    ])
    .where('mr.match_id', 'in', matchIds)
    .execute();
}

export async function loadMatchStatistics(db: Executor, matchId: number) {
  return db
    .selectFrom('match_statistics')
    .select(['metric', 'host_value', 'guest_value', 'sort'])
    .where('match_id', '=', matchId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Media and news of a match

export async function matchAlbums(db: Executor, language: Language, matchId: number) {
  const albums = await db
    .selectFrom('media_albums as a')
    .select(['a.id', 'a.slug', localized('a.title', language).as('title'), sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'), 'a.cover_image'])
    .where('a.match_id', '=', matchId)
    .orderBy('a.date', 'desc')
    .orderBy('a.id')
    .execute();
  const images = albums.length
    ? await db
        .selectFrom('media_images as i')
        .select(['i.id', 'i.album_id', 'i.path', localizedOptional('i.caption', language).as('caption')])
        .where(
          'i.album_id',
          'in',
          albums.map((a) => a.id),
        )
        .orderBy('i.sort')
        .orderBy('i.id')
        .execute()
    : [];
  return { albums, images };
}

export async function matchVideos(db: Executor, language: Language, matchId: number) {
  const rows = await db
    .selectFrom('videos as v')
    .select(['v.id', localized('v.title', language).as('title'), 'v.url', 'v.thumbnail', 'v.published_at'])
    .where('v.match_id', '=', matchId)
    .orderBy('v.published_at', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, published_at: iso(r.published_at)! }));
}

export async function matchNews(db: Executor, language: Language, matchId: number, now: Date) {
  const rows = await db
    .selectFrom('news as n')
    .select(['n.id', 'n.slug', localized('n.title', language).as('title'), localizedOptional('n.lead', language).as('lead'), 'n.image', 'n.published_at'])
    .where('n.match_id', '=', matchId)
    .where('n.is_published', '=', true)
    .where('n.published_at', '<=', now)
    .orderBy('n.published_at', 'desc')
    .limit(10)
    .execute();
  return rows.map((r) => ({ ...r, published_at: iso(r.published_at)! }));
}

// ---------------------------------------------------------------------------------------------
// Handbooks

export async function handbookSeasons(db: Executor, language: Language) {
  return db.selectFrom('seasons as s').select(['s.id', 's.year', localized('s.title', language).as('title')]).orderBy('s.year', 'desc').execute();
}

export async function handbookTournaments(db: Executor, language: Language, seasonId?: number) {
  let query = db.selectFrom('tournaments as t').select(['t.id', 't.slug', localized('t.title', language).as('title')]);
  if (seasonId !== undefined) query = query.where('t.season_id', '=', seasonId);
  return query.orderBy('t.sort').orderBy('t.id').execute();
}

export async function handbookCities(db: Executor, language: Language) {
  return db.selectFrom('cities as c').select(['c.id', 'c.slug', localized('c.title', language).as('title')]).orderBy('title').execute();
}

export async function handbookCountries(db: Executor, language: Language) {
  return db.selectFrom('countries as c').select(['c.id', 'c.code as slug', localized('c.title', language).as('title')]).orderBy('title').execute();
}

export async function handbookReferees(db: Executor, language: Language) {
  return db
    .selectFrom('referees as r')
    .select([
      'r.id',
      'r.slug',
      sql<string>`${localized('r.last_name', language)} || ' ' || ${localized('r.first_name', language)}`.as('title'),
    ])
    .where('r.is_active', '=', true)
    .orderBy('title')
    .execute();
}

export async function handbookStadiums(db: Executor, language: Language) {
  return db.selectFrom('stadiums as s').select(['s.id', 's.slug', localized('s.title', language).as('title')]).orderBy('title').execute();
}

export async function handbookBirthYears(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('teams').select('birth_year').distinct().orderBy('birth_year', 'desc').execute();
  return rows.map((r) => r.birth_year);
}
