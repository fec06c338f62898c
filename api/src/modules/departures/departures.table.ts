import type { DepartureStatus } from '@league/shared/contracts';
import type { CreatedAt, Id, NullableTimestamp, WithDefault } from '../../db/types';

/** An away-match call-up: how many travel and who, agreed by the provider. */
export interface DepartureTable {
  id: Id;
  tournament_id: number;
  team_id: number;
  match_id: number | null;
  tour_id: number | null;
  status: WithDefault<DepartureStatus>;
  people_count: number | null;
  reject_reason: string | null;
  submitted_at: NullableTimestamp;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One traveller: a player or a staff member (exactly one of the two). */
export interface DepartureSquadTable {
  id: Id;
  departure_id: number;
  player_id: number | null;
  staff_id: number | null;
  created_at: CreatedAt;
}

export interface DepartureTables {
  departures: DepartureTable;
  departure_squad: DepartureSquadTable;
}
