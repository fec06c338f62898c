// The match rows and what belongs to a match: the filter every match read starts from, the
// columns a match row reads (full and core), and the rows of events, squads and crews.
import type {
  CardType,
  GoalMethod,
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
import { isoInstant } from '../../lib/iso-instant';

/**
 * `= any($1)` with the ids as one array parameter: one plan for any number of ids, and
 * several times cheaper to parse and plan than `in ($1, …, $n)` for a tournament's matches.
 */
export const anyOf = (ids: number[]) => sql<number>`any(${ids}::int[])`;

export const iso = (value: Date | string | null): string | null => (value === null ? null : isoInstant(value));

// ---------------------------------------------------------------------------------------------
// Matches

export interface MatchFilter {
  ids?: number[];
  tournamentIds?: number[];
  teamId?: number;
  status?: MatchStatus;
  /** Only matches with a kick-off time. */
  dated?: boolean;
  /** Only decided matches (finished, or with a technical result): all a league table counts. */
  decided?: boolean;
}

/** The tally the database keeps with each match from its events (migration 20260308000100_match_tally). */
export interface MatchTallyRow {
  host_goals: number;
  guest_goals: number;
  host_shootout: number | null;
  guest_shootout: number | null;
  host_fair_play: number;
  guest_fair_play: number;
}

/** The tally's columns of `matches`, in the order of `MatchTallyRow`. */
export const TALLY_COLUMNS = [
  'host_goals',
  'guest_goals',
  'host_shootout',
  'guest_shootout',
  'host_fair_play',
  'guest_fair_play',
] as const satisfies readonly (keyof MatchTallyRow)[];

export interface MatchRow extends MatchTallyRow {
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
  /** A cancelled match's reason per language; a postponed match's kick-off before (ISO); moves so far (ADR 0177). */
  cancellation_reason_kk: string | null;
  cancellation_reason_ru: string | null;
  cancellation_reason_en: string | null;
  postponed_from: string | null;
  fixture_revision: number;
  /** The tournament's technical score [winner, loser] (its table rules); null: 3:0. */
  technical_score: [number, number] | null;
}

/** The matches of a filter, without joins (every filter reads columns of `matches` only). */
export function matchFilter(db: Executor, filter: MatchFilter) {
  let query = db.selectFrom('matches as m');
  if (filter.ids) query = query.where('m.id', '=', anyOf(filter.ids));
  if (filter.tournamentIds) query = query.where('m.tournament_id', '=', anyOf(filter.tournamentIds));
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    query = query.where((eb) => eb.or([eb('m.host_team_id', '=', teamId), eb('m.guest_team_id', '=', teamId)]));
  }
  if (filter.status !== undefined) query = query.where('m.status', '=', filter.status);
  // A match postponed with its date to be set keeps a place at its former kick-off (ADR 0177).
  if (filter.dated)
    query = query.where((eb) => eb.or([eb('m.date_time', 'is not', null), eb('m.postponed_from', 'is not', null)]));
  if (filter.decided)
    query = query.where((eb) => eb.or([eb('m.status', '=', 'finished'), eb('m.technical_result', 'is not', null)]));
  return query;
}

/** The columns every read of a match starts with: who plays whom, when, and how it stands. */
const FIXTURE_COLUMNS = [
  'id',
  'tournament_id',
  'tour_id',
  'host_team_id',
  'guest_team_id',
  'date_time',
  'status',
  'technical_result',
] as const;

/** The columns of a match row that are columns of `matches` (read into the match set's CTE). */
export const ROW_COLUMNS = [
  ...FIXTURE_COLUMNS,
  'broadcast_url',
  'host_color',
  'guest_color',
  'spectators',
  'updated_at',
  'stadium_id',
  'cancellation_reason_kk',
  'cancellation_reason_ru',
  'cancellation_reason_en',
  'postponed_from',
  'fixture_revision',
  ...TALLY_COLUMNS,
] as const satisfies readonly (keyof MatchRow)[];

/** What the standings read of a match (`MatchCoreRow`): the tournament's technical score and the tour besides its own columns. */
export const CORE_ROW_COLUMNS = [
  ...FIXTURE_COLUMNS,
  ...TALLY_COLUMNS,
] as const satisfies readonly (typeof ROW_COLUMNS)[number][];

/** A match row as the derived tables read it (`loadMatchSet` with `rows: 'core'`). */
export type MatchCoreRow = Pick<
  MatchRow,
  (typeof CORE_ROW_COLUMNS)[number] | 'tour_number' | 'tour_title' | 'technical_score'
>;

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

/** A match set without events (the tally on each row is what most answers read). */
export const NO_EVENTS: MatchEvents = Object.freeze({
  goals: [],
  punishments: [],
  replacements: [],
  missedPenalties: [],
});
