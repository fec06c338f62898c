// SQL of matches and what belongs to a match: events (goals, punishments, replacements, missed
// penalties), squads, referee crews and statistics. Every function takes `db` or a `trx` first.
import type {
  CardType,
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
} from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';

/**
 * `= any($1)` with the ids as one array parameter: one plan for any number of ids, and
 * several times cheaper to parse and plan than `in ($1, …, $n)` for a tournament's matches.
 */
const anyOf = (ids: number[]) => sql<number>`any(${ids}::int[])`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

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
  /** Last change of the match row (ISO), for calendar feeds (SEQUENCE / LAST-MODIFIED). */
  updated_at: string;
}

function matchQuery(db: Executor, language: Language, filter: MatchFilter) {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .leftJoin('tours as r', 'r.id', 'm.tour_id')
    .leftJoin('stadiums as st', 'st.id', 'm.stadium_id')
    .leftJoin('cities as ci', 'ci.id', 'st.city_id');
  if (filter.ids) query = query.where('m.id', '=', anyOf(filter.ids));
  if (filter.tournamentIds) query = query.where('m.tournament_id', '=', anyOf(filter.tournamentIds));
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
      'm.updated_at',
      'm.stadium_id',
      'st.slug as stadium_slug',
      sql<string | null>`case when st.id is null then null else ${localized('st.title', language)} end`.as('stadium_title'),
      sql<string | null>`case when ci.id is null then null else ${localized('ci.title', language)} end`.as('stadium_city'),
    ])
    .orderBy('m.date_time')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({ ...row, date_time: iso(row.date_time), updated_at: iso(row.updated_at)! })) as MatchRow[];
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
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('punishments')
      .select(['id', 'match_id', 'team_type', 'player_id', 'card', 'removal_cause', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('replacements')
      .select(['id', 'match_id', 'team_type', 'player_in_id', 'player_out_id', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('missed_penalties')
      .select(['id', 'match_id', 'team_type', 'player_id', 'goalkeeper_player_id', 'failure', ...timing])
      .where('match_id', '=', anyOf(matchIds))
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
    .where('q.match_id', '=', anyOf(matchIds))
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
    .where('mr.match_id', '=', anyOf(matchIds))
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
// Matches of a player or a referee

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

/** Match ids per referee (any role). */
export async function refereeMatchIds(db: Executor, refereeIds: number[]): Promise<{ match_id: number; referee_id: number }[]> {
  if (refereeIds.length === 0) return [];
  return db.selectFrom('match_referees').select(['match_id', 'referee_id']).where('referee_id', 'in', refereeIds).execute();
}
