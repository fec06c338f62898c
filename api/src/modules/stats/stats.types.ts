// Plain input types for the league's derived data. They mirror SQL rows closely so the HTTP
// layer can load rows, map column names, and call the pure functions in this folder.
import type { RefereeRole } from '@league/shared/contracts';

export type { RefereeRole };

export type Id = number;

export type TeamSide = 'host' | 'guest';
export type MatchScope = 'before' | 'regular' | 'after';
export type MatchStatus = 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
export type GoalMethod = 'penalty' | 'free-kick' | 'assistant' | 'own_goal' | 'goal';
export type CardType = 'yellow' | 'second_yellow' | 'red';
export type PositionCode = 'GK' | 'DF' | 'MF' | 'FW';

/** W/D/L from one side's point of view. */
export type Result = 'W' | 'D' | 'L';

export interface TechnicalResult {
  winner: TeamSide;
  /** Stated score; when omitted the winner gets 3:0. */
  hostGoals?: number;
  guestGoals?: number;
}

/** Fields shared by every match event. `additionalMinute` is added time (45+2 → 45, 2). */
export interface EventTiming {
  minute: number;
  additionalMinute: number | null;
  matchScope: MatchScope;
}

export interface GoalInput extends EventTiming {
  id?: Id;
  playerId: Id;
  /** Side of the player who scored; an own goal by a host player counts for the guest. */
  teamType: TeamSide;
  method: GoalMethod;
  assistantId: Id | null;
}

export interface PunishmentInput extends EventTiming {
  id?: Id;
  playerId: Id;
  teamType: TeamSide;
  card: CardType;
}

/** One row per player and direction, as the protocol stores it (spec §3: direction in/out). */
export interface ReplacementInput extends EventTiming {
  id?: Id;
  playerId: Id;
  teamType: TeamSide;
  direction: 'in' | 'out';
}

export interface MissedPenaltyInput extends EventTiming {
  id?: Id;
  playerId: Id;
  teamType: TeamSide;
}

export interface SquadEntryInput {
  playerId: Id;
  teamType: TeamSide;
  /** `main` = starting eleven, `substitute` = on the bench. */
  kind: 'main' | 'substitute';
  /** Position in this match's squad; falls back to `PlayerInput.position`. */
  position?: PositionCode | null;
  number?: number | null;
}

export interface RefereeAssignmentInput {
  refereeId: Id;
  role: RefereeRole;
}

/**
 * What the database keeps with a match row, counted from its events by the rules of this folder
 * (migration 20260308000100_match_tally): the played score, the shoot-out (null when the match
 * had none) and each side's fair-play points.
 */
export interface MatchTally {
  host: number;
  guest: number;
  shootout: { host: number; guest: number } | null;
  hostFairPlay: number;
  guestFairPlay: number;
}

export interface MatchInput {
  id: Id;
  tournamentId: Id;
  tourId: Id;
  /** Tour order inside the tournament (1, 2, 3 …). */
  tourNumber: number;
  tourName: string;
  /** ISO 8601 instant in UTC, e.g. `2026-05-01T19:30:00Z`. */
  dateTime: string;
  hostTeamId: Id;
  guestTeamId: Id;
  status: MatchStatus;
  technicalResult: TechnicalResult | null;
  /**
   * The match's tally as stored. When present the score, the shoot-out and the fair-play points
   * come from it, and a loader need not read the goals, cards and missed penalties for them.
   */
  tally?: MatchTally;
  goals: GoalInput[];
  punishments: PunishmentInput[];
  squads?: SquadEntryInput[];
  replacements?: ReplacementInput[];
  missedPenalties?: MissedPenaltyInput[];
  referees?: RefereeAssignmentInput[];
}

export interface TeamInput {
  id: Id;
  title: string;
}

export interface PlayerInput {
  id: Id;
  name: string;
  position?: PositionCode | null;
}

export interface RefereeInput {
  id: Id;
  name: string;
}
