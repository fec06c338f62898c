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
import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, JsonWithDefault, NullableTimestamp, WithDefault } from '../../db/types';

/** A column the database's triggers write: selectable, never inserted or updated. */
type KeptByTriggers<T> = ColumnType<T, never, never>;

export interface MatchTable {
  id: Id;
  tournament_id: number;
  tour_id: number | null;
  host_team_id: number;
  guest_team_id: number;
  stadium_id: number | null;
  /** Kick-off, UTC. */
  date_time: NullableTimestamp;
  status: WithDefault<MatchStatus>;
  /** A result by decision: counts 3:0 for the winner; no goals are recorded. */
  technical_result: TechnicalResult | null;
  broadcast_url: string | null;
  /** Uniform colour keys (handbook/colors). */
  host_color: string | null;
  guest_color: string | null;
  spectators: number | null;
  /** Additional protocol information (weather, notes …) edited by the referee. */
  additions: JsonWithDefault<Record<string, unknown>>;
  /** Set when the protocol is locked (read-only); super_admin may unlock it. */
  protocol_confirmed_at: NullableTimestamp;
  /** When the referee closed the sheet for the teams' sign-off (ADR 0212). */
  sheet_closed_at: NullableTimestamp;
  /** One version per protocol part: a save names the version it read (409 when stale). */
  protocol_version: WithDefault<number>;
  events_version: WithDefault<number>;
  additions_version: WithDefault<number>;
  host_squad_version: WithDefault<number>;
  guest_squad_version: WithDefault<number>;
  /** The match clock (ADR 0172): the period played (null before it first runs), its running stretch's start (null while paused), the period's seconds before that stretch. */
  clock_period: number | null;
  clock_started_at: NullableTimestamp;
  clock_elapsed_seconds: WithDefault<number>;
  clock_version: WithDefault<number>;
  /** Why the match was cancelled, per language (migration 20260311017700_fixture_moves). */
  cancellation_reason_kk: string | null;
  cancellation_reason_ru: string | null;
  cancellation_reason_en: string | null;
  /** The kick-off before the first postponement. */
  postponed_from: NullableTimestamp;
  /** Grows with every postponement, cancellation or reinstatement (the calendar feed's SEQUENCE). */
  fixture_revision: WithDefault<number>;
  /**
   * The tally, kept by triggers on the events (migration 20260308000100_match_tally): the
   * played score, the shoot-out (null when there was none) and each side's fair-play points.
   * Read only: nothing in the API writes them.
   */
  host_goals: KeptByTriggers<number>;
  guest_goals: KeptByTriggers<number>;
  host_shootout: KeptByTriggers<number | null>;
  guest_shootout: KeptByTriggers<number | null>;
  host_fair_play: KeptByTriggers<number>;
  guest_fair_play: KeptByTriggers<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The idempotency key of an event write: the same key twice records one event. */
export interface MatchEventKeyTable {
  id: Id;
  match_id: number;
  idempotency_key: string;
  kind: string;
  event_id: number;
  user_id: number | null;
  /** SHA-256 of the event the key recorded (its canonical body); null for keys stored before it was kept. */
  body_hash: string | null;
  created_at: CreatedAt;
}

export interface MatchRefereeTable {
  id: Id;
  match_id: number;
  referee_id: number;
  role: RefereeRole;
  /** An offer until the official answers (ADR 0213); crews set directly are accepted. */
  status: WithDefault<'offered' | 'accepted' | 'declined'>;
  decline_reason: string | null;
  offered_at: NullableTimestamp;
  answered_at: NullableTimestamp;
}

export interface MatchSquadTable {
  id: Id;
  match_id: number;
  team_id: number;
  player_id: number;
  kind: SquadKind;
  number: number | null;
  is_captain: WithDefault<boolean>;
  position: PlayerPosition | null;
}

interface EventTiming {
  minute: number | null;
  additional_minute: number | null;
  match_scope: WithDefault<MatchScope>;
  created_at: CreatedAt;
}

/** team_type is the side of the player; an own goal counts for the other side. */
export interface GoalTable extends EventTiming {
  id: Id;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  method: WithDefault<GoalMethod>;
  assistant_player_id: number | null;
}

export interface PunishmentTable extends EventTiming {
  id: Id;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  card: CardType;
  removal_cause: RemovalCause | null;
}

export interface ReplacementTable extends EventTiming {
  id: Id;
  match_id: number;
  team_type: TeamType;
  player_in_id: number | null;
  player_out_id: number | null;
}

export interface MissedPenaltyTable extends EventTiming {
  id: Id;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  goalkeeper_player_id: number | null;
  failure: PenaltyFailure;
}

/** One metric of a match for both sides; values are text ('38:12' possession, '7' shots). */
export interface MatchStatisticTable {
  id: Id;
  match_id: number;
  metric: string;
  host_value: string | null;
  guest_value: string | null;
  sort: WithDefault<number>;
}

export interface MatchTables {
  matches: MatchTable;
  match_referees: MatchRefereeTable;
  match_squads: MatchSquadTable;
  goals: GoalTable;
  punishments: PunishmentTable;
  replacements: ReplacementTable;
  missed_penalties: MissedPenaltyTable;
  match_statistics: MatchStatisticTable;
  match_event_keys: MatchEventKeyTable;
}
